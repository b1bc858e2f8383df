/**
 * The sandbox contract every judge part codes against. One implementation: bubblewrap + a fresh cgroup per run
 * (see ./bwrap-sandbox.ts). Everything untrusted -- learner programs, compilers, custom validators, interactive
 * validators -- runs through `Sandbox.run`.
 */
import type { Writable } from 'node:stream';

export interface SandboxLimits {
  /** CPU time limit in milliseconds (prlimit RLIMIT_CPU + accounting from the cgroup). */
  cpuTimeMs: number;
  /** Wall-clock limit in milliseconds; the whole process tree is killed when it passes. */
  wallTimeMs: number;
  /** Memory limit in MiB, enforced by the cgroup (never RLIMIT_AS for JVM/Node). */
  memoryMb: number;
  /** Maximum number of processes/threads in the cgroup (pids controller). */
  maxProcesses: number;
  /** Largest file the program may write, in bytes (RLIMIT_FSIZE). */
  maxFileBytes: number;
  /** stdout/stderr are captured up to this many bytes each; more is an output-limit failure. */
  maxOutputBytes: number;
}

export interface RunSpec {
  /** argv[0] must be an absolute path visible inside the sandbox. */
  argv: string[];
  /** Host directory mounted read-write as the working directory /box inside the sandbox. */
  boxDir: string;
  /**
   * Set: /box is not boxDir's content but a fresh tmpfs of this many bytes and inodes that the launcher mounts over it
   * in the run's own mount namespace, before it drops root. A program that fills it gets ENOSPC; the host never sees
   * its files, and the kernel frees them when the run is over (boxDir stays an empty directory).
   */
  privateBox?: { bytes: number; inodes: number };
  /** Host files or directories bound read-only into /box under their own names (the compiled program). */
  boxFiles?: string[];
  /** Extra host paths bound read-only (toolchains beyond the default system binds). */
  readOnlyBinds?: string[];
  /** Environment inside the sandbox; nothing of the server's environment is passed. */
  env?: Record<string, string>;
  /** Data written to stdin, or a host file path streamed to stdin. */
  stdin?: { data: string | Buffer } | { file: string };
  limits: SandboxLimits;
}

export type RunOutcome =
  | 'OK' // exited 0 within limits
  | 'NONZERO_EXIT' // exited with a non-zero code
  | 'SIGNALLED' // killed by a signal that is not one of the limits below
  | 'TIME_LIMIT' // CPU or wall-clock limit hit
  | 'MEMORY_LIMIT' // cgroup memory limit hit (OOM kill or memory failcnt)
  | 'OUTPUT_LIMIT' // stdout/stderr or file size over the cap
  | 'SANDBOX_ERROR'; // the sandbox itself failed (not the program's fault)

export interface RunResult {
  outcome: RunOutcome;
  exitCode: number | null;
  signal: string | null;
  cpuTimeMs: number;
  wallTimeMs: number;
  /** Peak memory of the whole cgroup in KiB (memory.max_usage_in_bytes / memory.peak). */
  peakMemoryKb: number;
  stdout: string;
  stderr: string;
  /** True when stdout or stderr was cut at maxOutputBytes. */
  truncated: boolean;
}

export interface InteractiveRuns {
  submission: RunResult;
  validator: RunResult;
  /** The validator ended while the submission still ran: its verdict came first (a rejection then wins). */
  validatorFirst: boolean;
}

/** A run started with `Sandbox.start`: its stdin stays open for the caller, who may stop it at any time. */
export interface LiveRun {
  stdin: Writable | null;
  result: Promise<RunResult>;
  /** Stops the run now; its outcome reads TIME_LIMIT (the caller's own clock ran out). */
  kill(): void;
}

export interface Sandbox {
  run(spec: RunSpec): Promise<RunResult>;
  /**
   * Starts a run whose stdin the caller writes when it likes (`spec.stdin` is ignored) and whose stdout chunks reach
   * `onStdout` as they come (they are kept for the result too): a process started ahead of demand that waits for its
   * job, as the warm PGlite engines do.
   */
  start(spec: RunSpec, onStdout?: (chunk: Buffer) => void): LiveRun;
  /**
   * Interactive problems: runs both programs at once, each in its own sandbox, the submission's stdout piped to the
   * validator's stdin and the validator's stdout to the submission's stdin. Both specs' `stdin` are ignored.
   */
  runInteractive(submission: RunSpec, validator: RunSpec): Promise<InteractiveRuns>;
}
