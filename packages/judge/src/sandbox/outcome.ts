/** Turns what was observed about a finished run into its RunOutcome. Pure, so the precedence is testable. */
import { constants } from 'node:os';
import type { CgroupStats } from './cgroups.ts';
import type { RunOutcome, SandboxLimits } from './types.ts';

/** Why the judge itself killed the run (first reason wins). */
/** 'peer': an interactive run's other side settled the verdict (the validator rejected), so this one was stopped. */
export type KillReason = 'wall' | 'cpu' | 'output' | 'peer';

export interface Observation {
  sandboxFailed: boolean;
  killReason: KillReason | undefined;
  exitCode: number | null;
  signal: string | null;
  stats: CgroupStats;
  limits: SandboxLimits;
}

export function classifyRun(o: Observation): RunOutcome {
  if (o.sandboxFailed) return 'SANDBOX_ERROR';
  const failed = o.exitCode !== 0 || o.signal !== null;
  // The OOM killer's SIGKILL must read as a memory verdict, never as 'signalled' or a crash. A failed run that hit
  // the limit without an OOM kill (e.g. malloc/mmap refused and the program gave up) is the same story.
  if (o.stats.oomKilled) return 'MEMORY_LIMIT';
  if (failed && o.stats.memoryLimitHit && o.killReason === undefined) return 'MEMORY_LIMIT';
  if (o.killReason === 'wall' || o.killReason === 'cpu' || o.signal === 'SIGXCPU') return 'TIME_LIMIT';
  if (o.stats.cpuTimeMs > o.limits.cpuTimeMs) return 'TIME_LIMIT';
  if (o.killReason === 'output' || o.signal === 'SIGXFSZ') return 'OUTPUT_LIMIT';
  if (o.signal !== null) return 'SIGNALLED';
  return failed ? 'NONZERO_EXIT' : 'OK';
}

const SIGNAL_NAMES = new Map<number, string>();
// Aliases share numbers (SIGIOT = SIGABRT, SIGPOLL = SIGIO): keep the first, canonical name.
for (const [name, num] of Object.entries(constants.signals))
  if (!SIGNAL_NAMES.has(num)) SIGNAL_NAMES.set(num, name);

/**
 * bwrap reports a program killed by signal N as exit status 128+N (its pid-1 reaper cannot re-raise the signal).
 * Splits that back into a signal for the signals a program realistically dies of; other codes stay exit codes.
 */
export function decodeExitStatus(code: number | null): { exitCode: number | null; signal: string | null } {
  if (code !== null && code > 128 && code < 128 + 32) {
    const name = SIGNAL_NAMES.get(code - 128);
    if (name && FATAL_SIGNALS.has(name)) return { exitCode: null, signal: name };
  }
  return { exitCode: code, signal: null };
}

/** A raw wait status (katana-spawner's, or rebuilt from Node's exit code / signal) as an exit code or a signal. */
export function decodeWaitStatus(status: number | null): { exitCode: number | null; signal: string | null } {
  if (status === null) return { exitCode: null, signal: null };
  const signal = status & 0x7f;
  if (signal === 0) return decodeExitStatus((status >> 8) & 0xff);
  return { exitCode: null, signal: SIGNAL_NAMES.get(signal) ?? `SIG${signal}` };
}

const FATAL_SIGNALS = new Set([
  'SIGHUP',
  'SIGINT',
  'SIGQUIT',
  'SIGILL',
  'SIGTRAP',
  'SIGABRT',
  'SIGBUS',
  'SIGFPE',
  'SIGKILL',
  'SIGSEGV',
  'SIGPIPE',
  'SIGALRM',
  'SIGTERM',
  'SIGXCPU',
  'SIGXFSZ',
  'SIGSYS',
]);
