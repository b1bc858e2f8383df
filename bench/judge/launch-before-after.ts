/**
 * The sandbox of an earlier commit against the current one, in ONE run: bare spawn, earlier sandbox and current
 * sandbox, interleaved, for `/bin/true` and a C++ hello-world. Medians, p90 and the ratios to the bare spawn.
 *
 *   mkdir -p /tmp/katana-before
 *   git archive 1df3527 packages/judge/src/sandbox packages/judge/native packages/judge/scripts | tar -x -C /tmp/katana-before
 *   sh /tmp/katana-before/packages/judge/scripts/build-native.sh
 *   node --import tsx bench/judge/launch-before-after.ts --before /tmp/katana-before [--runs 100]
 *
 * (1df3527 is the last commit before the launch-overhead work of 2026-11-21.) Both sandboxes use their own native
 * helpers (each package's native/build), so KATANA_NATIVE_DIR must not be set.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createSandbox, type Sandbox, sandboxAvailability, type SandboxLimits } from '@katana/judge';
import { median, percentile, printMachine } from './machine.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '100' }, before: { type: 'string' } },
});
if (!values.before)
  throw new Error('--before DIR: a checkout (or git archive) of the earlier packages/judge');
if (process.env.KATANA_NATIVE_DIR)
  throw new Error('unset KATANA_NATIVE_DIR: each sandbox must use its own helpers');
const runs = Number(values.runs);
const earlier = (await import(join(values.before, 'packages/judge/src/sandbox/bwrap-sandbox.ts'))) as {
  createSandbox: () => Sandbox;
};

const limits: SandboxLimits = {
  cpuTimeMs: 2000,
  wallTimeMs: 5000,
  memoryMb: 256,
  maxProcesses: 16,
  maxFileBytes: 1 << 20,
  maxOutputBytes: 1 << 16,
};
const dir = await mkdtemp('/tmp/katana-bench-');
await writeFile(
  join(dir, 'main.cpp'),
  '#include <cstdio>\nint main(){ std::puts("hello, world"); return 0; }\n',
);
execFileSync('/usr/bin/g++', [
  '-std=gnu++17',
  '-O2',
  '-pipe',
  '-o',
  join(dir, 'main'),
  join(dir, 'main.cpp'),
]);

function bare(argv: string[]): Promise<number> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: {} });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Number(process.hrtime.bigint() - start) / 1e6) : reject(new Error(`exit ${code}`)),
    );
  });
}
const sandboxed = (sandbox: Sandbox, argv: string[]) => async () => {
  const start = process.hrtime.bigint();
  const result = await sandbox.run({ argv, boxDir: dir, limits });
  if (result.outcome !== 'OK') throw new Error(`sandboxed run ended ${result.outcome}: ${result.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
};

printMachine();
const before = earlier.createSandbox();
const now = createSandbox();
// The current sandbox launches through katana-spawner once it is ready (it starts in the background).
for (let i = 0; i < 500 && sandboxAvailability().launch?.mode === 'launcher'; i++) await new Promise((r) => setTimeout(r, 10));
console.log(`current sandbox launches with: ${JSON.stringify(sandboxAvailability().launch ?? 'katana-launch')}`);
const cases: Record<string, () => Promise<number>> = {
  'bare /bin/true': () => bare(['/bin/true']),
  'before: sandbox /bin/true': sandboxed(before, ['/bin/true']),
  'now: sandbox /bin/true': sandboxed(now, ['/bin/true']),
  'bare hello (C++)': () => bare([join(dir, 'main')]),
  'before: sandbox hello (C++)': sandboxed(before, ['/box/main']),
  'now: sandbox hello (C++)': sandboxed(now, ['/box/main']),
};
const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, [] as number[]]));
for (let i = 0; i < 5; i++) for (const fn of Object.values(cases)) await fn();
for (let i = 0; i < runs; i++)
  for (const [name, fn] of Object.entries(cases)) samples[name]!.push(await fn());
console.log(`\n${runs} runs each, interleaved\n\n| case | median ms | p90 ms |\n|---|---:|---:|`);
for (const [name, v] of Object.entries(samples)) {
  console.log(`| ${name} | ${median(v).toFixed(2)} | ${percentile(v, 90).toFixed(2)} |`);
}
const ratio = (a: string, b: string) => (median(samples[a]!) / median(samples[b]!)).toFixed(2);
console.log(`\n| ratio to the bare spawn | before | now |\n|---|---:|---:|`);
console.log(
  `| /bin/true | ${ratio('before: sandbox /bin/true', 'bare /bin/true')}x | ${ratio('now: sandbox /bin/true', 'bare /bin/true')}x |`,
);
console.log(
  `| C++ hello | ${ratio('before: sandbox hello (C++)', 'bare hello (C++)')}x | ${ratio('now: sandbox hello (C++)', 'bare hello (C++)')}x |`,
);
console.log(
  `load average at end: ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
await rm(dir, { recursive: true, force: true });
