/**
 * katana-spawner (native/spawner.c, spawner-client.ts): runs go through it once it is ready, with the same
 * confinement as the katana-launch path; it serves only its own parent, leaks nothing into a run, dies with the
 * judge (taking its runs along), and when it cannot start the judge falls back to katana-launch and says why.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeBox } from '../compile-run/workspace.ts';
import { BwrapSandbox, createSandbox, sandboxAvailability } from './bwrap-sandbox.ts';
import { detectCgroups } from './cgroups.ts';
import { ensureNativeHelpers } from './native-helpers.ts';
import { takeRunCgroup } from './cgroup-pool.ts';
import { Spawner } from './spawner-client.ts';
import { hostPidsWithMarker, newBox, requireSandbox, skipSandboxTests, testLimits } from './test-support.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sandbox = createSandbox();
const boxes: string[] = [];
async function box(): Promise<string> {
  const dir = await newBox();
  boxes.push(dir);
  return dir;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ppidOf = (pid: number) =>
  Number(
    readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ')[1],
  );
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function spawnerPid(): Promise<number> {
  for (let i = 0; i < 500; i++) {
    const launch = sandboxAvailability().launch;
    if (launch?.mode === 'spawner' && launch.pid) return launch.pid;
    await sleep(10);
  }
  throw new Error(`katana-spawner never became ready: ${sandboxAvailability().launch?.reason}`);
}

beforeAll(requireSandbox);
afterAll(async () => {
  await Promise.all(boxes.map(removeBox));
});

describe.skipIf(skipSandboxTests)('katana-spawner', () => {
  it('launches runs itself: bwrap is its child, holding no socket, and the program sees only stdio', async () => {
    const spawner = await spawnerPid();
    const marker = `spawner-${randomUUID()}`;
    const dir = await box();
    const run = sandbox.run({
      argv: [
        '/bin/sh',
        '-c',
        'ls /proc/self/fd; id -u; touch /box/up; while [ ! -e /box/done ]; do sleep 0.02; done',
        marker,
      ],
      boxDir: dir,
      limits: testLimits({ wallTimeMs: 10_000 }),
    });
    for (let i = 0; i < 500 && !readdirSync(dir).includes('up'); i++) await sleep(10);
    const pids = hostPidsWithMarker(marker);
    const bwrap = pids.find((pid) => ppidOf(pid) === spawner);
    expect(bwrap).toBeDefined();
    // Its descriptors: stdio, its status pipe and its own signalfd/eventfd/pipe; never the spawner's channel, the
    // namespace descriptor or another run's pipes (each run's pipes are new, so only its own are open here).
    const fds = readdirSync(`/proc/${bwrap}/fd`).map((fd) => readlinkSync(`/proc/${bwrap}/fd/${fd}`));
    expect(
      fds.filter((target) => !/^(\/dev\/null|pipe:|anon_inode:\[(signalfd|eventfd)\])/.test(target)),
    ).toEqual([]);
    await writeFile(join(dir, 'done'), '');
    const result = await run;
    expect(result.outcome).toBe('OK');
    // 0-2 are stdio, 3 is the directory ls itself opened to list.
    expect(result.stdout).toBe('0\n1\n2\n3\n65534\n');
    expect(hostPidsWithMarker(marker)).toEqual([]);
  });

  it('feeds input, reports exit codes and signals, and enforces the limits like the launcher path', async () => {
    await spawnerPid();
    const fromData = await sandbox.run({
      argv: ['/bin/sh', '-c', 'cat; exit 7'],
      boxDir: await box(),
      limits: testLimits(),
      stdin: { data: 'in\n' },
    });
    expect(fromData).toMatchObject({ outcome: 'NONZERO_EXIT', exitCode: 7, stdout: 'in\n' });
    const dir = await box();
    await writeFile(join(dir, 'input.txt'), '1 2\n');
    const fromFile = await sandbox.run({
      argv: ['/bin/cat'],
      boxDir: await box(),
      limits: testLimits(),
      stdin: { file: join(dir, 'input.txt') },
    });
    expect(fromFile).toMatchObject({ outcome: 'OK', stdout: '1 2\n' });
    const crash = await sandbox.run({
      argv: ['/bin/sh', '-c', 'kill -SEGV $$'],
      boxDir: await box(),
      limits: testLimits(),
    });
    expect(crash).toMatchObject({ outcome: 'SIGNALLED', signal: 'SIGSEGV' });
    const wall = await sandbox.run({
      argv: ['/bin/sleep', '30'],
      boxDir: await box(),
      limits: testLimits({ wallTimeMs: 300 }),
    });
    expect(wall.outcome).toBe('TIME_LIMIT');
    const limits = await sandbox.run({
      argv: ['/bin/sh', '-c', 'ulimit -f; ulimit -c'],
      boxDir: await box(),
      limits: testLimits({ maxFileBytes: 4096 * 512 }),
    });
    expect(limits.stdout).toBe('4096\n0\n');
    const missing = await sandbox.run({
      argv: ['/bin/cat'],
      boxDir: await box(),
      limits: testLimits(),
      stdin: { file: '/nonexistent/input' },
    });
    expect(missing.outcome).toBe('SANDBOX_ERROR');
    expect(missing.stderr).toContain('/nonexistent/input');
  });

  it.skipIf(skipSandboxTests || detectCgroups().version !== 'v1')(
    "takes a run's cgroup numbers from the spawner's snapshot only when nothing is left in the group",
    () => {
      const group = takeRunCgroup({ memoryBytes: 64 * 1024 * 1024, maxProcesses: 8 });
      try {
        const texts: Record<string, string> = {
          'cgroup.procs': '',
          'cpuacct.usage': '2500000\n',
          'memory.max_usage_in_bytes': `${3 * 1024 * 1024}\n`,
          'memory.oom_control': 'oom_kill_disable 0\nunder_oom 0\noom_kill 1\n',
          'memory.failcnt': '4\n',
          'pids.events': 'max 0\n',
        };
        const snapshot = (change: Record<string, string | null> = {}) =>
          group.snapshotFiles.map((file) => {
            const name = file.slice(file.lastIndexOf('/') + 1);
            return name in change ? change[name]! : texts[name]!;
          });
        expect(group.statsFromSnapshot(snapshot())).toEqual({
          cpuTimeMs: 2.5,
          peakMemoryKb: 3072,
          oomKilled: true,
          memoryLimitHit: true,
          processLimitHit: false,
        });
        // Something still inside, or a file that could not be read: the judge looks (and kills) itself.
        expect(group.statsFromSnapshot(snapshot({ 'cgroup.procs': '4242\n' }))).toBeNull();
        expect(group.statsFromSnapshot(snapshot({ 'memory.failcnt': null }))).toBeNull();
      } finally {
        group.remove();
      }
    },
  );

  it('serves only the process that started it', async () => {
    const { spawner } = ensureNativeHelpers();
    // A shell in between: the channel's peer (this process) is then not the spawner's parent.
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        `"${spawner}" --bwrap /usr/bin/bwrap --seccomp /dev/null --uid 65534 --gid 65534 --cgroup-root /sys/fs/cgroup & wait $!`,
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const messages: unknown[] = [];
    child.on('message', (message) => messages.push(message));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('refusing a channel');
    expect(messages).toEqual([]);
  });

  it('dies with the judge and takes its runs along', async () => {
    const marker = `spawner-orphan-${randomUUID()}`;
    const judge = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'spawner-orphan.fixture.ts'), marker],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    judge.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    for (let i = 0; i < 3000 && !/running \d+/.test(out) && judge.exitCode === null; i++) await sleep(10);
    const spawner = Number(/running (\d+)/.exec(out)?.[1]);
    expect(spawner).toBeGreaterThan(0);
    expect(hostPidsWithMarker(marker).length).toBeGreaterThan(0);
    judge.kill('SIGKILL');
    for (let i = 0; i < 300 && (alive(spawner) || hostPidsWithMarker(marker).length); i++) await sleep(10);
    expect(alive(spawner)).toBe(false);
    expect(hostPidsWithMarker(marker)).toEqual([]);
  }, 60_000);

  it('falls back to katana-launch when the spawner cannot start or is switched off, and says why', async () => {
    const o = ensureNativeHelpers();
    const broken = new Spawner({
      spawner: '/bin/false',
      bwrap: '/usr/bin/bwrap',
      seccompBpf: o.seccompBpf,
      cgroupRoot: '/sys/fs/cgroup',
      uid: 65534,
      gid: 65534,
    });
    broken.ensureStarted();
    for (let i = 0; i < 300 && !broken.status().reason?.includes('exited'); i++) await sleep(10);
    expect(broken.status()).toMatchObject({
      mode: 'launcher',
      reason: expect.stringContaining('katana-spawner exited'),
    });
    expect(
      broken.start(
        { cgroupJoin: [], rlimits: [], maxOutputBytes: 1, snapshot: [], bwrapArgs: [] },
        { onStdout() {}, onStderr() {}, onClose() {} },
      ),
    ).toBeUndefined();

    const withoutSpawner = new BwrapSandbox({ spawner: false });
    const result = await withoutSpawner.run({
      argv: ['/bin/sh', '-c', 'echo ok; id -u'],
      boxDir: await box(),
      limits: testLimits(),
    });
    expect(result).toMatchObject({ outcome: 'OK', stdout: 'ok\n65534\n' });
  });
});
