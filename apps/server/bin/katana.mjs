#!/usr/bin/env node
// The `katana` command. Runs the compiled server (apps/server/dist/cli.js, made by the set-up: scripts/build.mjs)
// when it was built from the sources on disk now; otherwise registers tsx (resolved from this repository, whatever
// the cwd; the same hook that `node --import tsx` installs) in this process and runs apps/server/src/cli.ts, so an
// edited source is always what runs. In-process rather than a child node: Ctrl-C reaches the server once, and the
// exit code is the command's own.
import { isBuildCurrent } from '../scripts/build.mjs';

let cli;
if (isBuildCurrent()) {
  process.setSourceMapsEnabled(true); // stack traces name the TypeScript sources
  cli = await import(new URL('../dist/cli.js', import.meta.url).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import(new URL('../src/cli.ts', import.meta.url).href);
}
process.exitCode = await cli.runCli(process.argv.slice(2));
