/**
 * (1) Sandbox launch overhead: `/bin/true` and a C++ hello-world, sandboxed vs a bare spawn of the same binary, in
 * one run, interleaved so machine load hits both alike. Reports medians and their ratio. "sandbox" runs go through
 * the resident katana-spawner (the judge's default); "launcher" runs spawn katana-launch per run (the fallback path,
 * `new BwrapSandbox({ spawner: false })`) -- same cgroups, limits, namespaces and bwrap command line.
 *
 *   node --import tsx bench/judge/launch-overhead.ts [--runs 60]
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BwrapSandbox,
  compile,
  createBox,
  createSandbox,
  disposeArtifact,
  removeBox,
  runCompiled,
  sandboxAvailability,
  type SandboxLimits,
} from '@katana/judge';
import { median, percentile, printMachine } from './machine.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '60' } } });
const runs = Number(values.runs);

const HELLO = '#include <cstdio>\nint main(){ std::puts("hello, world"); return 0; }\n';
const limits: SandboxLimits = {
  cpuTimeMs: 2000,
  wallTimeMs: 5000,
  memoryMb: 256,
  maxProcesses: 16,
  maxFileBytes: 1 << 20,
  maxOutputBytes: 1 << 16,
};

function bare(argv: string[]): Promise<number> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: {} });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Number(process.hrtime.bigint() - start) / 1e6)
        : reject(new Error(`${argv[0]} exited ${code}`)),
    );
  });
}

async function timed(fn: () => Promise<{ outcome: string }>): Promise<number> {
  const start = process.hrtime.bigint();
  const result = await fn();
  if (result.outcome !== 'OK') throw new Error(`sandboxed run ended ${result.outcome}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const availability = sandboxAvailability();
if (!availability.available) throw new Error(`sandbox unavailable: ${availability.reason}`);
printMachine();
console.log(
  `sandbox: bwrap ${availability.bwrap}, cgroup ${availability.cgroups.version}; ${runs} runs each\n`,
);

const sandbox = createSandbox();
const launcherSandbox = new BwrapSandbox({ spawner: false });
for (let i = 0; i < 500 && sandboxAvailability().launch?.mode !== 'spawner'; i++) await new Promise((r) => setTimeout(r, 10));
const launch = sandboxAvailability().launch;
if (launch?.mode !== 'spawner') throw new Error(`katana-spawner not in use: ${launch?.reason}`);
// Bare hello: the same compiler and flags as the judge's cpp entry, built on the host.
const hostDir = await mkdtemp('/tmp/katana-bench-');
await writeFile(join(hostDir, 'main.cpp'), HELLO);
execFileSync('/usr/bin/g++', [
  '-std=gnu++17',
  '-O2',
  '-pipe',
  '-o',
  join(hostDir, 'main'),
  join(hostDir, 'main.cpp'),
]);
const compiled = await compile('cpp', HELLO, { sandbox });
if (!compiled.artifact) throw new Error(`hello-world did not compile: ${compiled.message}`);
const box = await createBox('run');

const samples: Record<string, number[]> = {
  'bare /bin/true': [],
  'sandbox /bin/true': [],
  'launcher /bin/true': [],
  'bare hello (C++)': [],
  'sandbox hello (C++)': [],
  'launcher hello (C++)': [],
  'judge path hello (C++)': [],
};
const push = (name: string, ms: number) => samples[name]!.push(ms);

// Warm-up: first spawns pay for page cache and lazy initialisation on both sides.
for (let i = 0; i < 5; i++) {
  await bare(['/bin/true']);
  await sandbox.run({ argv: ['/bin/true'], boxDir: box, limits });
  await launcherSandbox.run({ argv: ['/bin/true'], boxDir: box, limits });
}
for (let i = 0; i < runs; i++) {
  push('bare /bin/true', await bare(['/bin/true']));
  push('sandbox /bin/true', await timed(() => sandbox.run({ argv: ['/bin/true'], boxDir: box, limits })));
  push('launcher /bin/true', await timed(() => launcherSandbox.run({ argv: ['/bin/true'], boxDir: box, limits })));
  push('bare hello (C++)', await bare([join(hostDir, 'main')]));
  // The binary alone in a reused box: the sandbox's own cost.
  push(
    'sandbox hello (C++)',
    await timed(() => sandbox.run({ argv: ['/box/main'], boxDir: compiled.artifact!.dir, limits })),
  );
  push(
    'launcher hello (C++)',
    await timed(() => launcherSandbox.run({ argv: ['/box/main'], boxDir: compiled.artifact!.dir, limits })),
  );
  // What the judge does per test: fresh box with the artifact hard-linked in, run, remove the box.
  push(
    'judge path hello (C++)',
    await timed(() => runCompiled(compiled.artifact!, { data: '' }, limits, { sandbox })),
  );
}

const med = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
console.log('| case | median ms | p90 ms |');
console.log('|---|---:|---:|');
for (const [name, v] of Object.entries(samples)) {
  console.log(`| ${name} | ${median(v).toFixed(2)} | ${percentile(v, 90).toFixed(2)} |`);
}
const ratio = (a: string, b: string) => (med[a]! / med[b]!).toFixed(2);
console.log(`\nratio sandbox/bare /bin/true:          ${ratio('sandbox /bin/true', 'bare /bin/true')}x`);
console.log(`ratio sandbox/bare hello (C++):        ${ratio('sandbox hello (C++)', 'bare hello (C++)')}x`);
console.log(`ratio judge path/bare hello (C++):     ${ratio('judge path hello (C++)', 'bare hello (C++)')}x`);
console.log(`ratio launcher/bare /bin/true:         ${ratio('launcher /bin/true', 'bare /bin/true')}x`);
console.log(`ratio launcher/bare hello (C++):       ${ratio('launcher hello (C++)', 'bare hello (C++)')}x`);
console.log(`ratio sandbox/launcher /bin/true:      ${ratio('sandbox /bin/true', 'launcher /bin/true')}x`);
console.log(`ratio sandbox/launcher hello (C++):    ${ratio('sandbox hello (C++)', 'launcher hello (C++)')}x`);

await disposeArtifact(compiled.artifact);
await removeBox(box);
await rm(hostDir, { recursive: true, force: true });
