/**
 * One sandboxed process from spawn to cleanup: fresh cgroup, launcher + bwrap, watchdogs (wall clock, cgroup CPU,
 * output cap), capture, then kill whatever is left, read the cgroup's numbers and remove it.
 */
import { spawn, type StdioOptions } from 'node:child_process';
import { chownSync, closeSync, openSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { buildLaunchArgv } from './bwrap-args.ts';
import { takeRunCgroup } from './cgroup-pool.ts';
import type { CgroupStats, RunCgroup } from './cgroups.ts';
import type { NetnsPool } from './netns-pool.ts';
import { classifyRun, decodeExitStatus, type KillReason } from './outcome.ts';
import type { RunResult, RunSpec } from './types.ts';

export interface SandboxEnvironment {
  launcher: string;
  seccompBpf: string;
  bwrap: string;
  /** Checked prepared /dev directory, if there is one. */
  devDir?: string;
  /** Fresh network namespaces made ahead of time; without one, bwrap makes the run's own. */
  netns?: NetnsPool;
  uid: number;
  gid: number;
}

export interface ProcessIo {
  /** 'spec' feeds spec.stdin (or nothing); 'pipe' leaves stdin open for the caller (interactive runs). */
  stdin: 'spec' | 'pipe';
  /** Called with every stdout chunk (interactive runs forward it to the other program). */
  onStdout?: (chunk: Buffer) => void;
}

export interface StartedProcess {
  /** Writable stdin when io.stdin is 'pipe'. */
  stdin: Writable | null;
  result: Promise<RunResult>;
}

const MiB = 1024 * 1024;
const CPU_POLL_MS = 50;
/** bwrap's own setup runs inside the cgroup too; do not let a few ms of it tip a run over the CPU limit. */
const CPU_GRACE_MS = 20;
const SEC_FD = 3;
const STATUS_FD = 4;
const NETNS_FD = 5;

const EMPTY_STATS: CgroupStats = { cpuTimeMs: 0, peakMemoryKb: 0, oomKilled: false, memoryLimitHit: false, processLimitHit: false };

export function sandboxErrorResult(message: string, wallTimeMs = 0): RunResult {
  return { outcome: 'SANDBOX_ERROR', exitCode: null, signal: null, cpuTimeMs: 0, wallTimeMs, peakMemoryKb: 0, stdout: '', stderr: message, truncated: false };
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
  let seccompFd: number;
  let stdinFd: number | undefined;
  try {
    cgroup = takeRunCgroup({ memoryBytes: spec.limits.memoryMb * MiB, maxProcesses: spec.limits.maxProcesses });
  } catch (error) {
    return { stdin: null, result: Promise.resolve(sandboxErrorResult(`sandbox unavailable: ${(error as Error).message}`)) };
  }
  try {
    // The program runs as the sandbox uid: it owns its box (and nothing else on the host).
    chownSync(spec.boxDir, env.uid, env.gid);
    seccompFd = openSync(env.seccompBpf, 'r');
    if (io.stdin === 'spec' && spec.stdin && 'file' in spec.stdin) stdinFd = openSync(spec.stdin.file, 'r');
  } catch (error) {
    cgroup.remove();
    return { stdin: null, result: Promise.resolve(sandboxErrorResult(`sandbox set-up failed: ${(error as Error).message}`)) };
  }
  const netnsFd = env.netns?.take();
  const argv = buildLaunchArgv(spec, {
    launcher: env.launcher,
    bwrap: env.bwrap,
    ...(env.devDir ? { devDir: env.devDir } : {}),
    uid: env.uid,
    gid: env.gid,
    cgroupJoin: cgroup.join,
    seccompFd: SEC_FD,
    statusFd: STATUS_FD,
    ...(netnsFd !== undefined ? { netnsFd: NETNS_FD } : {}),
  });
  const started = process.hrtime.bigint();
  // No input at all: /dev/null (end of file at once, like an empty pipe) saves a pipe per run, e.g. every compile.
  const noInput = io.stdin === 'spec' && !spec.stdin;
  const stdin = stdinFd ?? (noInput ? 'ignore' : 'pipe');
  const stdio = [stdin, 'pipe', 'pipe', seccompFd, 'pipe', ...(netnsFd !== undefined ? [netnsFd] : [])];
  const child = spawn(env.launcher, argv, { stdio: stdio as StdioOptions, env: {} });
  // The child holds its own copies now.
  closeSync(seccompFd);
  if (stdinFd !== undefined) closeSync(stdinFd);
  if (netnsFd !== undefined) closeSync(netnsFd);

  const stdout = new CappedBuffer(spec.limits.maxOutputBytes);
  const stderr = new CappedBuffer(spec.limits.maxOutputBytes);
  let status = '';
  let killReason: KillReason | undefined;
  let spawnError: Error | undefined;

  const kill = (reason: KillReason) => {
    killReason ??= reason;
    child.kill('SIGKILL');
    void cgroup.killAll();
  };
  const wallTimer = setTimeout(() => kill('wall'), spec.limits.wallTimeMs);
  const cpuTimer = setInterval(() => {
    if (cgroup.cpuTimeMs() > spec.limits.cpuTimeMs + CPU_GRACE_MS) kill('cpu');
  }, CPU_POLL_MS);

  child.stdout!.on('data', (chunk: Buffer) => {
    if (!stdout.push(chunk)) kill('output');
    else io.onStdout?.(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    if (!stderr.push(chunk)) kill('output');
  });
  (child.stdio[STATUS_FD] as Readable).on('data', (chunk: Buffer) => {
    status += chunk.toString();
  });
  child.stdin?.on('error', () => {
    // EPIPE: the program exited without reading all of its input; that is its business.
  });
  if (io.stdin === 'spec' && child.stdin) {
    if (spec.stdin && 'data' in spec.stdin) child.stdin.end(spec.stdin.data);
    else child.stdin.end();
  }

  const result = new Promise<RunResult>((resolve) => {
    child.on('error', (error) => {
      spawnError = error;
    });
    child.on('close', (code, signal) => {
      const wallTimeMs = Number(process.hrtime.bigint() - started) / 1e6;
      clearTimeout(wallTimer);
      clearInterval(cpuTimer);
      void finish(code, signal, wallTimeMs).then(resolve, (error: Error) => resolve(sandboxErrorResult(error.message, wallTimeMs)));
    });
  });

  async function finish(code: number | null, signal: NodeJS.Signals | null, wallTimeMs: number): Promise<RunResult> {
    // bwrap's pid-1 dies with it and takes the namespace along; this is the belt to those braces.
    const emptied = await cgroup.killAll();
    let stats = EMPTY_STATS;
    try {
      stats = cgroup.stats();
    } finally {
      // An empty group's rmdirs need not delay the result; one that would not empty fails the run here, as before.
      if (emptied) cgroup.removeSoon();
      else cgroup.remove();
    }
    // No "child-pid" from bwrap means the sandbox never started the program: launcher or bwrap failed.
    const programStarted = status.includes('"child-pid"');
    const sandboxFailed = spawnError !== undefined || (!programStarted && killReason === undefined);
    const decoded = signal !== null ? { exitCode: null, signal: signal as string } : decodeExitStatus(code);
    const outcome = classifyRun({ sandboxFailed, killReason, ...decoded, stats, limits: spec.limits });
    return {
      outcome,
      exitCode: decoded.exitCode,
      signal: decoded.signal,
      cpuTimeMs: Math.round(stats.cpuTimeMs),
      wallTimeMs: Math.round(wallTimeMs),
      peakMemoryKb: stats.peakMemoryKb,
      stdout: stdout.text(),
      stderr: sandboxFailed ? `sandbox failed to start the program: ${spawnError?.message ?? stderr.text().trim()}` : stderr.text(),
      truncated: stdout.overflowed || stderr.overflowed,
    };
  }

  return { stdin: io.stdin === 'pipe' ? child.stdin : null, result };
}
