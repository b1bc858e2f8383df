#!/usr/bin/env node
// The `katana` command: registers tsx (resolved from this repository, whatever the cwd; the same hook that
// `node --import tsx` installs) in this process, then runs apps/server/src/cli.ts. In-process rather than a child
// node: Ctrl-C reaches the server once, and the exit code is the command's own.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import(new URL('../src/cli.ts', import.meta.url).href);
process.exitCode = await runCli(process.argv.slice(2));
