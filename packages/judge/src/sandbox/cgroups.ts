/**
 * A FRESH cgroup per sandboxed run: memory limit, process limit and CPU accounting, read back after the run and
 * removed. Works with cgroup v1 (separate memory, pids and cpuacct hierarchies -- what these machines have) and
 * cgroup v2 (one unified hierarchy that must offer the memory controller). Detected once at start.
 */
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { killLoop, killPids, readPids } from './group-kill.ts';
import { sweepStale } from './stale-groups.ts';

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
  /** Threads currently inside (host ids), for their run-queue wait (wall-clock.ts). */
  taskIds(): number[];
  cpuTimeMs(): number;
  /** SIGKILL everything inside until it is empty (true) or the time budget runs out (false). */
  killAll(timeoutMs?: number): Promise<boolean>;
  stats(): CgroupStats;
  /** Files that, read once the run is over (katana-spawner does), give stats() and say the group is empty. */
  readonly snapshotFiles: string[];
  /** stats() from those files' contents (null: unreadable), or null when anything is still in the group. */
  statsFromSnapshot(texts: (string | null)[]): CgroupStats | null;
  remove(): void;
  /** Removes the group(s) after the current event-loop turn, off the run's critical path; never throws (a group that
   * stays busy is left to the stale sweep). */
  removeSoon(): void;
}

export const CGROUP_ROOT = process.env.KATANA_CGROUP_ROOT ?? '/sys/fs/cgroup';
/** Parent group of every run; pre-created once so a run only makes its own leaf. */
const PARENT = 'katana';
const V1_CONTROLLERS = ['memory', 'pids', 'cpuacct'] as const;

export { sweepStale };

let detected: CgroupSupport | undefined;

export function detectCgroups(): CgroupSupport {
  detected ??= probe();
  return detected;
}

function probe(): CgroupSupport {
  if (process.getuid?.() !== 0)
    return { version: 'none', controllers: [], reason: 'the judge must run as root to create cgroups' };
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
  if (!available.includes('memory'))
    return `unified hierarchy at ${root} has no memory controller (has: ${available.join(' ') || 'none'})`;
  const wanted = ['memory', 'pids', 'cpu'].filter((c) => available.includes(c));
  try {
    writeFileSync(join(root, 'cgroup.subtree_control'), wanted.map((c) => `+${c}`).join(' '));
    mkdirSync(join(root, PARENT), { recursive: true });
    writeFileSync(join(root, PARENT, 'cgroup.subtree_control'), wanted.map((c) => `+${c}`).join(' '));
    sweepStale(join(root, PARENT));
  } catch (error) {
    const busy = (error as NodeJS.ErrnoException).code === 'EBUSY';
    // cgroup v2's "no internal processes" rule: controllers can only be handed down from a group without members.
    const hint = busy
      ? ' (the group holds processes: run the judge in its own delegated cgroup, e.g. systemd Delegate=yes)'
      : '';
    return `cannot enable ${wanted.join(',')} under ${root}: ${(error as Error).message}${hint}`;
  }
  return {
    version: 'v2',
    controllers: wanted,
    ...(wanted.includes('pids') ? {} : { reason: 'no pids controller: process count unlimited' }),
  };
}

/**
 * Makes the run's empty group(s): one per v1 hierarchy, or one v2 group. Separate from openRunCgroup so that a pool
 * (cgroup-pool.ts) can make them while the judge waits for the previous run; each is still for exactly one run.
 */
export function makeRunDirs(runId: string): string[] {
  const support = detectCgroups();
  if (support.version === 'none') throw new Error(`cgroups unusable: ${support.reason}`);
  const dirs =
    support.version === 'v1'
      ? V1_CONTROLLERS.map((c) => join(CGROUP_ROOT, c, PARENT, runId))
      : [join(unifiedRoot()!, PARENT, runId)];
  const made: string[] = [];
  try {
    for (const d of dirs) {
      mkdirSync(d);
      made.push(d);
    }
  } catch (error) {
    removeQuietly(made);
    throw error;
  }
  return dirs;
}

/** Writes the limits into groups made by makeRunDirs and never used (cgroup-pool.ts presets spares with them). */
export function writeRunLimits(dirs: string[], limits: CgroupLimits): void {
  const support = detectCgroups();
  if (support.version === 'v1') {
    const [memory, pidsDir] = dirs as [string, string, string];
    writeFileSync(join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
    // Without a swap limit a program could page out past its limit on machines with swap.
    const memsw = join(memory, 'memory.memsw.limit_in_bytes');
    if (existsSync(memsw)) writeFileSync(memsw, String(limits.memoryBytes));
    writeFileSync(join(pidsDir, 'pids.max'), String(limits.maxProcesses));
  } else if (support.version === 'v2') {
    const dir = dirs[0]!;
    writeFileSync(join(dir, 'memory.max'), String(limits.memoryBytes));
    if (existsSync(join(dir, 'memory.swap.max'))) writeFileSync(join(dir, 'memory.swap.max'), '0');
    if (support.controllers.includes('pids'))
      writeFileSync(join(dir, 'pids.max'), String(limits.maxProcesses));
  } else {
    throw new Error(`cgroups unusable: ${support.reason}`);
  }
}

/**
 * Returns the run's handle on groups made by makeRunDirs and never used, writing the limits into them unless
 * `limitsWritten` says exactly these limits are in place already.
 */
export function openRunCgroup(dirs: string[], limits: CgroupLimits, limitsWritten = false): RunCgroup {
  const support = detectCgroups();
  if (!limitsWritten) writeRunLimits(dirs, limits);
  if (support.version === 'v1') return openV1(dirs);
  if (support.version === 'v2') return openV2(dirs[0]!);
  throw new Error(`cgroups unusable: ${support.reason}`);
}

/** Creates and configures the run's cgroup(s). Throws when cgroups are unusable (never runs unconfined). */
export function createRunCgroup(runId: string, limits: CgroupLimits): RunCgroup {
  const dirs = makeRunDirs(runId);
  try {
    return openRunCgroup(dirs, limits);
  } catch (error) {
    removeQuietly(dirs);
    throw error;
  }
}

export function removeQuietly(dirs: string[]): void {
  for (const dir of dirs) {
    try {
      rmdirSync(dir);
    } catch {
      // gone already, or left to the stale sweep
    }
  }
}

const parseNumber = (text: string) => Number(text.trim()) || 0;

/** The value of a `key value` line (memory.events, cpu.stat, memory.oom_control). */
function parseKeyed(text: string, key: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${key} `));
  return line ? Number(line.slice(key.length + 1)) : 0;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function readNumber(file: string): number {
  return parseNumber(readText(file) ?? '');
}

function readKeyed(file: string, key: string): number {
  return parseKeyed(readText(file) ?? '', key);
}

/**
 * The stats of a group from a snapshot: the procs files' contents first (all must be empty), then `rest` (one text
 * per stat file, in the order the caller listed them). Null when a file was unreadable or a task is still inside.
 */
function fromSnapshot(
  texts: (string | null)[],
  procsCount: number,
  stats: (texts: string[]) => CgroupStats,
): CgroupStats | null {
  if (texts.some((t) => t === null)) return null;
  const all = texts as string[];
  if (all.slice(0, procsCount).some((t) => t.trim() !== '')) return null;
  return stats(all.slice(procsCount));
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

/** rmdir off the critical path; retries (for about 5 s) while a finishing task still counts as a member. */
function removeDirSoon(dir: string, attempt = 0): void {
  const retry = () => {
    try {
      rmdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EBUSY' && attempt < 60) removeDirSoon(dir, attempt + 1);
    }
  };
  if (attempt === 0) setImmediate(retry);
  else setTimeout(retry, Math.min(2 ** attempt, 100));
}

/** From the contents of openV1's statFiles, in their order. */
function v1Stats([
  usage = '',
  maxUsage = '',
  oomControl = '',
  failcnt = '',
  pidsEvents = '',
]: string[]): CgroupStats {
  return {
    cpuTimeMs: parseNumber(usage) / 1e6,
    peakMemoryKb: Math.round(parseNumber(maxUsage) / 1024),
    oomKilled: parseKeyed(oomControl, 'oom_kill') > 0,
    memoryLimitHit: parseNumber(failcnt) > 0,
    processLimitHit: parseKeyed(pidsEvents, 'max') > 0,
  };
}

function openV1(dirs: string[]): RunCgroup {
  const [memory, pidsDir, cpuacct] = dirs as [string, string, string];
  const procsFiles = [memory, pidsDir, cpuacct].map((d) => join(d, 'cgroup.procs'));
  const pids = () => readPids(procsFiles[1]!);
  const statFiles = [
    join(cpuacct, 'cpuacct.usage'),
    join(memory, 'memory.max_usage_in_bytes'),
    join(memory, 'memory.oom_control'),
    join(memory, 'memory.failcnt'),
    join(pidsDir, 'pids.events'),
  ];
  return {
    procsFiles,
    join: [memory, pidsDir, cpuacct].map((d) => ({ kind: 'tasks', file: join(d, 'tasks') })),
    pids,
    taskIds: () => readPids(join(cpuacct, 'tasks')),
    cpuTimeMs: () => readNumber(join(cpuacct, 'cpuacct.usage')) / 1e6,
    killAll: (timeoutMs = 3000) =>
      killLoop(() => [...new Set(procsFiles.flatMap(readPids))], killPids, timeoutMs),
    stats: () => v1Stats(statFiles.map((f) => readText(f) ?? '')),
    snapshotFiles: [...procsFiles, ...statFiles],
    statsFromSnapshot: (texts) => fromSnapshot(texts, procsFiles.length, v1Stats),
    remove: () => [memory, pidsDir, cpuacct].forEach(removeDir),
    removeSoon: () => [memory, pidsDir, cpuacct].forEach((d) => removeDirSoon(d)),
  };
}

/** From the contents of openV2's statFiles, in their order. */
function v2Stats([cpuStat = '', peak = '', events = '', pidsEvents = '']: string[]): CgroupStats {
  return {
    cpuTimeMs: parseKeyed(cpuStat, 'usage_usec') / 1000,
    peakMemoryKb: Math.round(parseNumber(peak) / 1024),
    oomKilled: parseKeyed(events, 'oom_kill') > 0,
    memoryLimitHit: parseKeyed(events, 'max') > 0,
    processLimitHit: parseKeyed(pidsEvents, 'max') > 0,
  };
}

function openV2(dir: string): RunCgroup {
  const { controllers } = detectCgroups();
  const procsFile = join(dir, 'cgroup.procs');
  const pids = () => readPids(procsFile);
  const cpuTimeMs = () => readKeyed(join(dir, 'cpu.stat'), 'usage_usec') / 1000;
  const statFiles = ['cpu.stat', 'memory.peak', 'memory.events', 'pids.events'].map((f) => join(dir, f));
  return {
    procsFiles: [procsFile],
    join: [{ kind: 'procs', file: procsFile }],
    pids,
    taskIds: () => readPids(join(dir, 'cgroup.threads')),
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
    stats: () => v2Stats(statFiles.map((f) => readText(f) ?? '')),
    // Without a pids controller there is no pids.events: its (empty) text is the stats' only gap, so no snapshot.
    snapshotFiles: controllers.includes('pids') ? [procsFile, ...statFiles] : [],
    statsFromSnapshot: (texts) => (texts.length ? fromSnapshot(texts, 1, v2Stats) : null),
    remove: () => removeDir(dir),
    removeSoon: () => removeDirSoon(dir),
  };
}
