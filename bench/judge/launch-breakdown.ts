/**
 * Where the sandbox's launch time goes: the same `/bin/true` started bare, under bwrap with fewer and fewer of the
 * sandbox's features turned off, and the per-run cgroup set-up alone. Medians over interleaved runs.
 *
 *   node --import tsx bench/judge/launch-breakdown.ts [--runs 40]
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildLaunchArgv } from '@katana/judge/sandbox/bwrap-args';
import { createRunCgroup } from '@katana/judge/sandbox/cgroups';
import { ensureNativeHelpers } from '@katana/judge/sandbox/native-helpers';
import { createSandbox, sandboxAvailability } from '@katana/judge/sandbox/bwrap-sandbox';
import { createBox, removeBox } from '@katana/judge/compile-run/workspace';
import type { RunSpec } from '@katana/judge/sandbox/types';
import { median, printMachine } from './machine.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const runs = Number(values.runs);

function spawnMs(argv: string[], ids: { uid?: number; gid?: number } = {}): Promise<number> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: {}, ...ids });
    let err = '';
    child.stdout.resume();
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Number(process.hrtime.bigint() - start) / 1e6)
        : reject(new Error(`${argv.join(' ').slice(0, 200)} -> ${code}: ${err}`)),
    );
  });
}

const availability = sandboxAvailability();
if (!availability.available || !availability.bwrap)
  throw new Error(`sandbox unavailable: ${availability.reason}`);
const bwrap = availability.bwrap;
printMachine();
const box = await createBox('run');
const spec: RunSpec = {
  argv: ['/bin/true'],
  boxDir: box,
  limits: {
    cpuTimeMs: 1000,
    wallTimeMs: 3000,
    memoryMb: 256,
    maxProcesses: 16,
    maxFileBytes: 1 << 20,
    maxOutputBytes: 1 << 16,
  },
};
const helpers = ensureNativeHelpers();
// The sandbox's own bwrap part of the command line (after the launcher's `--`), minus the fds this script lacks.
const full = buildLaunchArgv(spec, {
  launcher: helpers.launcher,
  bwrap,
  uid: availability.uid,
  gid: availability.gid,
  cgroupJoin: [],
  seccompFd: 3,
  statusFd: 4,
});
const bwrapPart = full.slice(full.indexOf(bwrap));
const withoutFds = (argv: string[]) => {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seccomp' || argv[i] === '--json-status-fd') i++;
    else out.push(argv[i]!);
  }
  return out;
};
const sandboxBwrap = withoutFds(bwrapPart);
const shareNet = sandboxBwrap.flatMap((a) =>
  a === '--unshare-all' ? ['--unshare-all', '--share-net'] : [a],
);
const minimal = [bwrap, '--ro-bind', '/', '/', '--', '/bin/true'];
const sandbox = createSandbox();

const cases: Record<string, () => Promise<number>> = {
  'bare spawn': () => spawnMs(['/bin/true']),
  'bwrap, bind / only, no namespaces': () => spawnMs(minimal),
  "bwrap, the sandbox's mounts and namespaces but no network namespace": () => spawnMs(shareNet),
  "bwrap, the sandbox's mounts and namespaces (--unshare-all)": () => spawnMs(sandboxBwrap),
  "bwrap as the sandbox uid (unprivileged user namespace), the sandbox's mounts": () =>
    spawnMs(sandboxBwrap, { uid: availability.uid, gid: availability.gid }),
  'launcher (rlimits, uid drop) + bwrap as above, no cgroup, no seccomp': () =>
    spawnMs([helpers.launcher, ...withoutFds(full)]),
  'launcher + joining a fresh cgroup (memory, pids, cpuacct) + bwrap as above, no seccomp': async () => {
    const cgroup = createRunCgroup(randomUUID(), { memoryBytes: 256 << 20, maxProcesses: 16 });
    try {
      const argv = buildLaunchArgv(spec, {
        launcher: helpers.launcher,
        bwrap,
        uid: availability.uid,
        gid: availability.gid,
        cgroupJoin: cgroup.join,
        seccompFd: 3,
        statusFd: 4,
      });
      return await spawnMs([helpers.launcher, ...withoutFds(argv)]);
    } finally {
      await cgroup.killAll();
      cgroup.remove();
    }
  },
  'cgroup create + remove alone': async () => {
    const start = process.hrtime.bigint();
    createRunCgroup(randomUUID(), { memoryBytes: 256 << 20, maxProcesses: 16 }).remove();
    return Number(process.hrtime.bigint() - start) / 1e6;
  },
  'full sandbox.run (launcher + cgroup + seccomp + bwrap)': async () => {
    const start = process.hrtime.bigint();
    const r = await sandbox.run(spec);
    if (r.outcome !== 'OK') throw new Error(`sandbox run: ${r.outcome} ${r.stderr}`);
    return Number(process.hrtime.bigint() - start) / 1e6;
  },
};
const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, [] as number[]]));
for (let i = 0; i < 3; i++) for (const fn of Object.values(cases)) await fn();
for (let i = 0; i < runs; i++)
  for (const [name, fn] of Object.entries(cases)) samples[name]!.push(await fn());
console.log(`\n| step (${runs} runs each, interleaved) | median ms |\n|---|---:|`);
for (const [name, v] of Object.entries(samples)) console.log(`| ${name} | ${median(v).toFixed(2)} |`);
await removeBox(box);
