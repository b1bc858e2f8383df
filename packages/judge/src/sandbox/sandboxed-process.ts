/**
 * One sandboxed process from launch to cleanup: fresh cgroup, katana-spawner (or katana-launch) + bwrap, watchdogs
 * (wall clock, cgroup CPU, output cap), capture, then kill whatever is left, read the cgroup's numbers and remove it.
 */
import { chownSync, closeSync, fstatSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { buildBwrapArgs, rlimitSpecs } from './bwrap-args.ts';
import { takeRunCgroup } from './cgroup-pool.ts';
import type { CgroupStats, RunCgroup } from './cgroups.ts';
import { launchWithExec, type LaunchedRun } from './launch-exec.ts';
import type { NetnsPool } from './netns-pool.ts';
import { classifyRun, decodeWaitStatus, type KillReason } from './outcome.ts';
import {
  MAX_INLINE_STDIN,
  type SpawnedEnd,
  type SpawnHooks,
  type Spawner,
  type SpawnRequest,
} from './spawner-client.ts';
import type { RunResult, RunSpec } from './types.ts';
import { runQueueWaitMs, watchWallClock } from './wall-clock.ts';

export interface SandboxEnvironment {
  launcher: string;
  seccompBpf: string;
  bwrap: string;
  /** Checked prepared /dev directory, if there is one. */
  devDir?: string;
  /** Fresh network namespaces made ahead of time; without one, bwrap makes the run's own. */
  netns?: NetnsPool;
  /** The resident spawner; runs use katana-launch while it is not ready. */
  spawner?: Spawner;
  uid: number;
  gid: number;
}

export interface ProcessIo {
  /** 'spec' feeds spec.stdin (or nothing); 'pipe' leaves stdin open for the caller (interactive runs). */
  stdin: 'spec' | 'pipe';
  /** Called with every stdout chunk (interactive runs forward it to the other program). */
  onStdout?: (chunk: Buffer) => void;
  /** Interactive runs: each program waits on the other, so the other's wait for a CPU counts as this one's. */
  peerStarvedMs?: () => number;
  /** While true the wall clock does not stop this run (an interactive validator while its submission runs). */
  holdWallClock?: () => boolean;
  /**
   * An interactive validator's stdout is the interaction itself, relayed to the submission: it does not count against
   * the validator's output limit (only its first maxOutputBytes are kept for the transcript).
   */
  stdoutIsInteraction?: boolean;
}

export interface StartedProcess {
  /** Writable stdin when io.stdin is 'pipe'. */
  stdin: Writable | null;
  result: Promise<RunResult>;
  /** How long this run's threads have waited for a CPU so far (the longest wait of any one of them). */
  starvedMs(): number;
  /** Stops the run now; the first reason given decides how the result reads. */
  kill(reason: KillReason): void;
  /**
   * Interactive runs: stop / start reading this program's stdout (while the peer's input pipe is full the program
   * then blocks on its own full pipe, as it would talking to a real peer).
   */
  pauseStdout(): void;
  resumeStdout(): void;
}

const MiB = 1024 * 1024;
const CPU_POLL_MS = 50;
/** bwrap's own setup runs inside the cgroup too; do not let a few ms of it tip a run over the CPU limit. */
const CPU_GRACE_MS = 20;
const SEC_FD = 3;
const STATUS_FD = 4;

const EMPTY_STATS: CgroupStats = {
  cpuTimeMs: 0,
  peakMemoryKb: 0,
  oomKilled: false,
  memoryLimitHit: false,
  processLimitHit: false,
};

export function sandboxErrorResult(message: string, wallTimeMs = 0): RunResult {
  return {
    outcome: 'SANDBOX_ERROR',
    exitCode: null,
    signal: null,
    cpuTimeMs: 0,
    wallTimeMs,
    peakMemoryKb: 0,
    stdout: '',
    stderr: message,
    truncated: false,
  };
}

class CappedBuffer {
  private chunks: Buffer[] = [];
  size = 0;
  overflowed = false;
  constructor(private readonly cap: number) {}
  /** Returns false once the cap is passed (the rest is dropped). */
  push(chunk: Buffer): boolean {
    if (this.overflowed) return false;
    const room = this.cap - this.size;
    if (chunk.length > room) {
      this.chunks.push(chunk.subarray(0, room));
      this.size = this.cap;
      this.overflowed = true;
      return false;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return true;
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

export function startSandboxedProcess(spec: RunSpec, env: SandboxEnvironment, io: ProcessIo): StartedProcess {
  let cgroup: RunCgroup;
  try {
    cgroup = takeRunCgroup({
      memoryBytes: spec.limits.memoryMb * MiB,
      maxProcesses: spec.limits.maxProcesses,
    });
  } catch (error) {
    return notStarted(`sandbox unavailable: ${(error as Error).message}`);
  }
  try {
    // The program runs as the sandbox uid: it owns its box (and nothing else on the host).
    chownSync(spec.boxDir, env.uid, env.gid);
  } catch (error) {
    cgroup.remove();
    return notStarted(`sandbox set-up failed: ${(error as Error).message}`);
  }

  const stdout = new CappedBuffer(spec.limits.maxOutputBytes);
  const stderr = new CappedBuffer(spec.limits.maxOutputBytes);
  let killReason: KillReason | undefined;
  let launched: LaunchedRun;
  let resolveEnd!: (end: SpawnedEnd) => void;
  const ended = new Promise<SpawnedEnd>((resolve) => (resolveEnd = resolve));
  const hooks: SpawnHooks = {
    onStdout: (chunk) => {
      if (io.stdoutIsInteraction) {
        stdout.push(chunk);
        io.onStdout?.(chunk);
      } else if (!stdout.push(chunk)) kill('output');
      else io.onStdout?.(chunk);
    },
    onStderr: (chunk) => {
      if (!stderr.push(chunk)) kill('output');
    },
    onClose: (end) => resolveEnd(end),
  };
  const kill = (reason: KillReason) => {
    killReason ??= reason;
    launched?.kill();
    void cgroup.killAll();
  };

  const netnsFd = env.netns?.take();
  const closeNetns = () => {
    if (netnsFd !== undefined) closeSync(netnsFd);
  };
  const started = process.hrtime.bigint();
  try {
    launched = launch(spec, env, io, cgroup, netnsFd, hooks, closeNetns);
  } catch (error) {
    closeNetns();
    cgroup.remove();
    return notStarted(`sandbox set-up failed: ${(error as Error).message}`);
  }
  // Grows monotonically: a thread that exits takes its own count along.
  let starved = 0;
  const starvedMs = () => {
    for (const tid of cgroup.taskIds()) starved = Math.max(starved, runQueueWaitMs(tid));
    return starved;
  };
  const stopWallClock = watchWallClock({
    limitMs: spec.limits.wallTimeMs,
    elapsedMs: () => Number(process.hrtime.bigint() - started) / 1e6,
    starvedMs: () => Math.max(starvedMs(), io.peerStarvedMs?.() ?? 0),
    ...(io.holdWallClock ? { hold: io.holdWallClock } : {}),
    onExpired: () => kill('wall'),
  });
  const cpuTimer = setInterval(() => {
    if (cgroup.cpuTimeMs() > spec.limits.cpuTimeMs + CPU_GRACE_MS) kill('cpu');
  }, CPU_POLL_MS);

  const result = ended.then((end) => {
    const wallTimeMs = Number(process.hrtime.bigint() - started) / 1e6;
    stopWallClock();
    clearInterval(cpuTimer);
    return finish(end, wallTimeMs).catch((error: Error) => sandboxErrorResult(error.message, wallTimeMs));
  });

  async function finish(end: SpawnedEnd, wallTimeMs: number): Promise<RunResult> {
    // The spawner read the group when the run was over: if nothing was left in it, its numbers are final.
    let stats = end.snapshot ? cgroup.statsFromSnapshot(end.snapshot) : null;
    if (stats) cgroup.removeSoon();
    else {
      // bwrap's pid-1 dies with it and takes the namespace along; this is the belt to those braces.
      const emptied = await cgroup.killAll();
      stats = EMPTY_STATS;
      try {
        stats = cgroup.stats();
      } finally {
        // An empty group's rmdirs need not delay the result; one that would not empty fails the run here, as before.
        if (emptied) cgroup.removeSoon();
        else cgroup.remove();
      }
    }
    // The program never started (launcher, spawner or bwrap failed) and the judge did not kill it first.
    const sandboxFailed = end.error !== undefined || (!end.programStarted && killReason === undefined);
    const decoded = decodeWaitStatus(end.status);
    const outcome = classifyRun({ sandboxFailed, killReason, ...decoded, stats, limits: spec.limits });
    return {
      outcome,
      exitCode: decoded.exitCode,
      signal: decoded.signal,
      cpuTimeMs: Math.round(stats.cpuTimeMs),
      wallTimeMs: Math.round(wallTimeMs),
      peakMemoryKb: stats.peakMemoryKb,
      stdout: stdout.text(),
      stderr: sandboxFailed
        ? `sandbox failed to start the program: ${end.error ?? stderr.text().trim()}`
        : stderr.text(),
      truncated: stdout.overflowed || stderr.overflowed,
    };
  }

  return {
    stdin: io.stdin === 'pipe' ? launched.stdin : null,
    result,
    starvedMs,
    kill,
    pauseStdout: () => launched.stdout?.pause(),
    resumeStdout: () => launched.stdout?.resume(),
  };
}

function notStarted(message: string): StartedProcess {
  return {
    stdin: null,
    result: Promise.resolve(sandboxErrorResult(message)),
    starvedMs: () => 0,
    kill: () => undefined,
    pauseStdout: () => undefined,
    resumeStdout: () => undefined,
  };
}

/**
 * katana-spawner when it is ready and the run's input can be handed over (none, a file, or a small buffer); the
 * katana-launch path otherwise (interactive runs, large inputs, no spawner). Same cgroups, limits, uid and bwrap.
 */
function launch(
  spec: RunSpec,
  env: SandboxEnvironment,
  io: ProcessIo,
  cgroup: RunCgroup,
  netnsFd: number | undefined,
  hooks: SpawnHooks,
  closeNetns: () => void,
): LaunchedRun {
  const input = io.stdin === 'spec' ? spec.stdin : undefined;
  const inline = input && 'data' in input ? Buffer.from(input.data) : undefined;
  if (env.spawner && io.stdin === 'spec' && (inline === undefined || inline.length <= MAX_INLINE_STDIN)) {
    const request: SpawnRequest = {
      cgroupJoin: cgroup.join,
      ...(netnsFd !== undefined
        ? { netns: { path: `/proc/${process.pid}/fd/${netnsFd}`, ino: fstatSync(netnsFd).ino } }
        : {}),
      rlimits: rlimitSpecs(spec.limits),
      maxOutputBytes: spec.limits.maxOutputBytes,
      snapshot: cgroup.snapshotFiles,
      ...(spec.privateBox ? { box: { path: spec.boxDir, ...spec.privateBox } } : {}),
      ...(input && 'file' in input
        ? { stdin: { file: input.file } }
        : inline
          ? { stdin: { data: inline } }
          : {}),
      bwrapArgs: buildBwrapArgs(spec, {
        ...(env.devDir ? { devDir: env.devDir } : {}),
        seccompFd: SEC_FD,
        statusFd: STATUS_FD,
        sharedNetns: netnsFd !== undefined,
      }),
    };
    // The spawner opens the namespace through the judge's descriptor: keep it until the run is over.
    const run = env.spawner.start(request, {
      ...hooks,
      onClose: (end) => (closeNetns(), hooks.onClose(end)),
    });
    if (run) return { stdin: null, kill: run.kill };
  }
  try {
    return launchWithExec(
      spec,
      {
        launcher: env.launcher,
        bwrap: env.bwrap,
        seccompBpf: env.seccompBpf,
        ...(env.devDir ? { devDir: env.devDir } : {}),
        uid: env.uid,
        gid: env.gid,
        cgroupJoin: cgroup.join,
        ...(netnsFd !== undefined ? { netnsFd } : {}),
        stdin: io.stdin,
      },
      hooks,
    );
  } finally {
    // The launcher's child holds its own copy (or nothing was started).
    closeNetns();
  }
}
