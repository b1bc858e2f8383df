/**
 * A FRESH cgroup per sandboxed run: memory limit, process limit and CPU accounting, read back after the run and
 * removed. Works with cgroup v1 (separate memory, pids and cpuacct hierarchies -- what these machines have) and
 * cgroup v2 (one unified hierarchy that must offer the memory controller). Detected once at start.
 */
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type CgroupVersion = 'v1' | 'v2' | 'none';

export interface CgroupSupport {
  version: CgroupVersion;
  /** Controllers the sandbox will use, e.g. ['memory', 'pids', 'cpuacct']. */
  controllers: string[];
  /** Why cgroups are unusable (version 'none') or what is degraded. */
  reason?: string;
}

export interface CgroupLimits {
  memoryBytes: number;
  maxProcesses: number;
}

export interface CgroupStats {
  cpuTimeMs: number;
  peakMemoryKb: number;
  /** The kernel OOM killer fired inside this cgroup. */
  oomKilled: boolean;
  /** Allocations hit the limit at least once (the program may have survived by reclaim). */
  memoryLimitHit: boolean;
  /** Forks refused because pids.max was reached. */
  processLimitHit: boolean;
}

/**
 * How the launcher enters one hierarchy. 'tasks' (cgroup v1): it writes "0" to the `tasks` file, moving its own
 * (only) thread; since Linux 6.0 that skips the global threadgroup lock and its RCU grace period, ~10 ms per run.
 * 'procs' (cgroup v2, whose domain groups take no single threads): it writes its pid to cgroup.procs.
 */
export interface CgroupJoin {
  kind: 'tasks' | 'procs';
  file: string;
}

export interface RunCgroup {
  /** cgroup.procs files (one per v1 hierarchy, one for v2): who is inside. */
  readonly procsFiles: string[];
  /** What the launcher writes to join the group, one entry per hierarchy. */
  readonly join: CgroupJoin[];
  /** Pids currently inside (host pid namespace). */
  pids(): number[];
  cpuTimeMs(): number;
  /** SIGKILL everything inside until it is empty (or the time budget runs out). */
  killAll(timeoutMs?: number): Promise<void>;
  stats(): CgroupStats;
  remove(): void;
}

const CGROUP_ROOT = process.env.KATANA_CGROUP_ROOT ?? '/sys/fs/cgroup';
/** Parent group of every run; pre-created once so a run only makes its own leaf. */
const PARENT = 'katana';
const V1_CONTROLLERS = ['memory', 'pids', 'cpuacct'] as const;

let detected: CgroupSupport | undefined;

export function detectCgroups(): CgroupSupport {
  detected ??= probe();
  return detected;
}

/** A run cgroup this old and empty was left by a judge that crashed mid-run (a live run's group is never empty). */
const STALE_AFTER_MS = 30 * 60 * 1000;

function sweepStale(parent: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(parent, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return;
  }
  for (const name of names) {
    const dir = join(parent, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_AFTER_MS) rmdirSync(dir); // EBUSY when still in use: kept
    } catch {
      // in use or already gone
    }
  }
}

function probe(): CgroupSupport {
  if (process.getuid?.() !== 0) return { version: 'none', controllers: [], reason: 'the judge must run as root to create cgroups' };
  const v1Problem = probeV1();
  if (!v1Problem) return { version: 'v1', controllers: [...V1_CONTROLLERS] };
  const v2 = probeV2();
  if (typeof v2 !== 'string') return v2;
  return { version: 'none', controllers: [], reason: `cgroup v1: ${v1Problem}; cgroup v2: ${v2}` };
}

/** Returns a problem description, or undefined when v1 memory+pids+cpuacct are usable. */
function probeV1(): string | undefined {
  for (const controller of V1_CONTROLLERS) {
    const dir = join(CGROUP_ROOT, controller);
    if (!existsSync(join(dir, 'cgroup.procs'))) return `no ${controller} hierarchy at ${dir}`;
    try {
      mkdirSync(join(dir, PARENT), { recursive: true });
      accessSync(join(dir, PARENT, 'cgroup.procs'), constants.W_OK);
      sweepStale(join(dir, PARENT));
    } catch (error) {
      return `${dir} is not writable (${(error as Error).message})`;
    }
  }
  return undefined;
}

function unifiedRoot(): string | undefined {
  if (existsSync(join(CGROUP_ROOT, 'cgroup.controllers'))) return CGROUP_ROOT;
  const hybrid = join(CGROUP_ROOT, 'unified');
  if (existsSync(join(hybrid, 'cgroup.controllers'))) return hybrid;
  return undefined;
}

function probeV2(): CgroupSupport | string {
  const root = unifiedRoot();
  if (!root) return 'no unified hierarchy';
  const available = readFileSync(join(root, 'cgroup.controllers'), 'utf8').trim().split(/\s+/);
  if (!available.includes('memory')) return `unified hierarchy at ${root} has no memory controller (has: ${available.join(' ') || 'none'})`;
  const wanted = ['memory', 'pids', 'cpu'].filter((c) => available.includes(c));
  try {
    writeFileSync(join(root, 'cgroup.subtree_control'), wanted.map((c) => `+${c}`).join(' '));
    mkdirSync(join(root, PARENT), { recursive: true });
    writeFileSync(join(root, PARENT, 'cgroup.subtree_control'), wanted.map((c) => `+${c}`).join(' '));
    sweepStale(join(root, PARENT));
  } catch (error) {
    const busy = (error as NodeJS.ErrnoException).code === 'EBUSY';
    // cgroup v2's "no internal processes" rule: controllers can only be handed down from a group without members.
    const hint = busy ? ' (the group holds processes: run the judge in its own delegated cgroup, e.g. systemd Delegate=yes)' : '';
    return `cannot enable ${wanted.join(',')} under ${root}: ${(error as Error).message}${hint}`;
  }
  return { version: 'v2', controllers: wanted, ...(wanted.includes('pids') ? {} : { reason: 'no pids controller: process count unlimited' }) };
}

/** Creates and configures the run's cgroup(s). Throws when cgroups are unusable (never runs unconfined). */
export function createRunCgroup(runId: string, limits: CgroupLimits): RunCgroup {
  const support = detectCgroups();
  if (support.version === 'v1') return createV1(runId, limits);
  if (support.version === 'v2') return createV2(runId, limits, support.controllers);
  throw new Error(`cgroups unusable: ${support.reason}`);
}

function readNumber(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

/** Reads `key value` lines (memory.events, cpu.stat, memory.oom_control). */
function readKeyed(file: string, key: string): number {
  try {
    const line = readFileSync(file, 'utf8').split('\n').find((l) => l.startsWith(`${key} `));
    return line ? Number(line.slice(key.length + 1)) : 0;
  } catch {
    return 0;
  }
}

function readPids(procsFile: string): number[] {
  try {
    return readFileSync(procsFile, 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function killPids(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function killLoop(list: () => number[], kill: (pids: number[]) => void, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
    const pids = list();
    if (pids.length === 0 || Date.now() > deadline) return;
    kill(pids);
    await sleep(pause);
  }
}

function removeDir(dir: string): void {
  // A just-killed task can linger a moment as a zombie being reaped: retry briefly.
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      rmdirSync(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY' || attempt === 49) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
    }
  }
}

function createV1(runId: string, limits: CgroupLimits): RunCgroup {
  const dir = (controller: string) => join(CGROUP_ROOT, controller, PARENT, runId);
  const memory = dir('memory');
  const pidsDir = dir('pids');
  const cpuacct = dir('cpuacct');
  for (const d of [memory, pidsDir, cpuacct]) mkdirSync(d);
  writeFileSync(join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
  // Without a swap limit a program could page out past its limit on machines with swap.
  const memsw = join(memory, 'memory.memsw.limit_in_bytes');
  if (existsSync(memsw)) writeFileSync(memsw, String(limits.memoryBytes));
  writeFileSync(join(pidsDir, 'pids.max'), String(limits.maxProcesses));
  const procsFiles = [memory, pidsDir, cpuacct].map((d) => join(d, 'cgroup.procs'));
  const pids = () => readPids(procsFiles[1]!);
  return {
    procsFiles,
    join: [memory, pidsDir, cpuacct].map((d) => ({ kind: 'tasks', file: join(d, 'tasks') })),
    pids,
    cpuTimeMs: () => readNumber(join(cpuacct, 'cpuacct.usage')) / 1e6,
    killAll: (timeoutMs = 3000) => killLoop(() => [...new Set(procsFiles.flatMap(readPids))], killPids, timeoutMs),
    stats: () => ({
      cpuTimeMs: readNumber(join(cpuacct, 'cpuacct.usage')) / 1e6,
      peakMemoryKb: Math.round(readNumber(join(memory, 'memory.max_usage_in_bytes')) / 1024),
      oomKilled: readKeyed(join(memory, 'memory.oom_control'), 'oom_kill') > 0,
      memoryLimitHit: readNumber(join(memory, 'memory.failcnt')) > 0,
      processLimitHit: readKeyed(join(pidsDir, 'pids.events'), 'max') > 0,
    }),
    remove: () => [memory, pidsDir, cpuacct].forEach(removeDir),
  };
}

function createV2(runId: string, limits: CgroupLimits, controllers: string[]): RunCgroup {
  const root = unifiedRoot()!;
  const dir = join(root, PARENT, runId);
  mkdirSync(dir);
  writeFileSync(join(dir, 'memory.max'), String(limits.memoryBytes));
  if (existsSync(join(dir, 'memory.swap.max'))) writeFileSync(join(dir, 'memory.swap.max'), '0');
  if (controllers.includes('pids')) writeFileSync(join(dir, 'pids.max'), String(limits.maxProcesses));
  const procsFile = join(dir, 'cgroup.procs');
  const pids = () => readPids(procsFile);
  const cpuTimeMs = () => readKeyed(join(dir, 'cpu.stat'), 'usage_usec') / 1000;
  return {
    procsFiles: [procsFile],
    join: [{ kind: 'procs', file: procsFile }],
    pids,
    cpuTimeMs,
    killAll: (timeoutMs = 3000) =>
      killLoop(
        pids,
        (list) => {
          // cgroup.kill (Linux 5.14+) kills the whole group atomically, forks in flight included.
          try {
            writeFileSync(join(dir, 'cgroup.kill'), '1');
          } catch {
            killPids(list);
          }
        },
        timeoutMs,
      ),
    stats: () => ({
      cpuTimeMs: cpuTimeMs(),
      peakMemoryKb: Math.round(readNumber(join(dir, 'memory.peak')) / 1024),
      oomKilled: readKeyed(join(dir, 'memory.events'), 'oom_kill') > 0,
      memoryLimitHit: readKeyed(join(dir, 'memory.events'), 'max') > 0,
      processLimitHit: readKeyed(join(dir, 'pids.events'), 'max') > 0,
    }),
    remove: () => removeDir(dir),
  };
}
