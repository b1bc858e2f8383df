/**
 * Where the sandbox's launch time goes: the same `/bin/true` started bare, under bwrap with fewer and fewer of the
 * sandbox's features turned off, the two ways of joining the run's cgroup, and the per-run cgroup set-up alone.
 * Medians over interleaved runs.
 *
 *   node --import tsx bench/judge/launch-breakdown.ts [--runs 40]
 */
import { spawn, type StdioOptions } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  buildBwrapArgs,
  buildLaunchArgv,
  CGROUP_ROOT,
  type CgroupJoin,
  createBox,
  createNetnsPool,
  createRunCgroup,
  createSandbox,
  ensureNativeHelpers,
  type LaunchConfig,
  removeBox,
  rlimitSpecs,
  type RunSpec,
  sandboxAvailability,
  Spawner,
  usableDevDir,
} from '@katana/judge';
import { median, printMachine } from './machine.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const runs = Number(values.runs);

function spawnMs(
  argv: string[],
  options: { uid?: number; gid?: number; netnsFd?: number } = {},
): Promise<number> {
  const { netnsFd, ...ids } = options;
  // fd 5 carries the network namespace when there is one (the launcher's --netns-fd 5); 3 and 4 are unused here.
  const stdio = ['ignore', 'pipe', 'pipe', ...(netnsFd === undefined ? [] : ['ignore', 'ignore', netnsFd])];
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: stdio as StdioOptions, env: {}, ...ids });
    if (netnsFd !== undefined) closeSync(netnsFd);
    let err = '';
    child.stdout!.resume();
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
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
const devDir = usableDevDir(helpers.devDir);
const netns = createNetnsPool(helpers.netnsKeeper);
async function freshNetns(): Promise<number> {
  for (;;) {
    const fd = netns.take();
    if (fd !== undefined) return fd;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
const withoutFds = (argv: string[]) => {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seccomp' || argv[i] === '--json-status-fd') i++;
    else out.push(argv[i]!);
  }
  return out;
};
/** The sandbox's launcher + bwrap command line without seccomp and status fds (this script does not pass them). */
const launchArgv = (cgroupJoin: CgroupJoin[], netnsFd?: number) => {
  const config: LaunchConfig = {
    launcher: helpers.launcher,
    bwrap,
    ...(devDir ? { devDir } : {}),
    uid: availability.uid,
    gid: availability.gid,
    cgroupJoin,
    seccompFd: 3,
    statusFd: 4,
    ...(netnsFd === undefined ? {} : { netnsFd: 5 }),
  };
  return [helpers.launcher, ...withoutFds(buildLaunchArgv(spec, config))];
};
const bwrapOnly = (argv: string[]) => argv.slice(argv.indexOf(bwrap));
const sandboxBwrap = bwrapOnly(launchArgv([]));
const minimal = [bwrap, '--ro-bind', '/', '/', '--', '/bin/true'];
const sandbox = createSandbox();
// The resident spawner with the same bwrap command line (no cgroup, no seccomp: bwrap is not told about fd 3).
const spawner = new Spawner({ spawner: helpers.spawner, bwrap, seccompBpf: helpers.seccompBpf, cgroupRoot: CGROUP_ROOT, uid: availability.uid, gid: availability.gid });
spawner.ensureStarted();
for (let i = 0; i < 500 && spawner.status().mode !== 'spawner'; i++) await new Promise((resolve) => setTimeout(resolve, 10));
const spawnerArgs = withoutFds(buildBwrapArgs(spec, { ...(devDir ? { devDir } : {}), seccompFd: 3, statusFd: 4, sharedNetns: false }));
function viaSpawner(): Promise<number> {
  const start = process.hrtime.bigint();
  // The spawner's channel does not keep the process alive (it never does in the judge); this timer does.
  const alive = setTimeout(() => {}, 10_000);
  return new Promise<number>((resolve, reject) => {
    const request = { cgroupJoin: [], rlimits: rlimitSpecs(spec.limits), snapshot: [], maxOutputBytes: 1 << 16, bwrapArgs: spawnerArgs };
    const run = spawner.start(request, {
      onStdout() {},
      onStderr() {},
      onClose: (end) => (end.status === 0 ? resolve(Number(process.hrtime.bigint() - start) / 1e6) : reject(new Error(`spawner run: ${JSON.stringify(end)}`))),
    });
    if (!run) reject(new Error(`spawner not ready: ${spawner.status().reason}`));
  }).finally(() => clearTimeout(alive));
}

async function withFreshCgroup(
  join: (procs: string[], tasks: CgroupJoin[]) => CgroupJoin[],
): Promise<number> {
  const cgroup = createRunCgroup(randomUUID(), { memoryBytes: 256 << 20, maxProcesses: 16 });
  try {
    const fd = await freshNetns();
    return await spawnMs(launchArgv(join(cgroup.procsFiles, cgroup.join), fd), { netnsFd: fd });
  } finally {
    await cgroup.killAll();
    cgroup.remove();
  }
}

const cases: Record<string, () => Promise<number>> = {
  'bare spawn': () => spawnMs(['/bin/true']),
  'bwrap, bind / only, no namespaces': () => spawnMs(minimal),
  "bwrap as the sandbox uid, the sandbox's namespaces (bwrap makes the network one) and mounts": () =>
    spawnMs(sandboxBwrap, { uid: availability.uid, gid: availability.gid }),
  'launcher (rlimits, uid drop) + bwrap as above, no cgroup, no seccomp': () => spawnMs(launchArgv([])),
  'katana-spawner (rlimits, uid drop) + bwrap as above, no cgroup, no seccomp': viaSpawner,
  'launcher + bwrap, network namespace made ahead (--netns-fd, --share-net)': async () => {
    const fd = await freshNetns();
    return spawnMs(launchArgv([], fd), { netnsFd: fd });
  },
  '... + joining a fresh cgroup by pid in cgroup.procs (before)': () =>
    withFreshCgroup((procs) => procs.map((file) => ({ kind: 'procs', file }))),
  '... + joining a fresh cgroup by writing 0 to tasks (now)': () => withFreshCgroup((_, tasks) => tasks),
  'cgroup create + remove alone': async () => {
    const start = process.hrtime.bigint();
    createRunCgroup(randomUUID(), { memoryBytes: 256 << 20, maxProcesses: 16 }).remove();
    return Number(process.hrtime.bigint() - start) / 1e6;
  },
  'full sandbox.run (spawner + cgroup + seccomp + bwrap + bookkeeping)': async () => {
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
