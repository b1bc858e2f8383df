/**
 * The wall-clock limit of a run. Time Limit Exceeded is decided by CPU time (the cgroup's accounting and RLIMIT_CPU);
 * the wall clock is only there for programs that sleep or block instead of computing. On a loaded machine a runnable
 * program also waits for a CPU, and that wait is not its doing: the kernel counts it per thread (the run_delay of
 * /proc/<tid>/schedstat), so the limit applies to wall time minus the longest such wait among the run's threads.
 * A program cannot raise that wait without wanting the CPU, which its CPU limit bounds. Whatever the machine does,
 * STARVED_WALL_FACTOR times the limit ends the run.
 */
import { readFileSync } from 'node:fs';

/** The hard stop, as a multiple of the wall-clock limit, for a run that keeps waiting for a CPU. */
export const STARVED_WALL_FACTOR = 10;
/** Checks again at least this often once the limit is near (wait only grows the budget). */
const MIN_RECHECK_MS = 50;

/** How long one thread has waited on a run queue, in ms (0 when it is gone). */
export function runQueueWaitMs(tid: number): number {
  try {
    const fields = readFileSync(`/proc/${tid}/schedstat`, 'utf8').trim().split(/\s+/);
    return Number(fields[1] ?? 0) / 1e6 || 0;
  } catch {
    return 0;
  }
}

export interface WallClockState {
  elapsedMs: number;
  /** How long the run waited for a CPU so far. */
  starvedMs: number;
  limitMs: number;
}

/** Expired, or how long until it could be (pure, so the rule is testable without a loaded machine). */
export function wallClockCheck({
  elapsedMs,
  starvedMs,
  limitMs,
}: WallClockState): { expired: true } | { expired: false; recheckInMs: number } {
  if (elapsedMs >= limitMs * STARVED_WALL_FACTOR) return { expired: true };
  const charged = elapsedMs - Math.max(0, starvedMs);
  if (charged >= limitMs) return { expired: true };
  return {
    expired: false,
    recheckInMs: Math.max(
      MIN_RECHECK_MS,
      Math.min(limitMs - charged, limitMs * STARVED_WALL_FACTOR - elapsedMs),
    ),
  };
}

export interface WallClockWatch {
  limitMs: number;
  /** Milliseconds since the run started. */
  elapsedMs: () => number;
  /** The run's wait for a CPU so far (an interactive pair: the longer of the two). */
  starvedMs: () => number;
  /** While true the limit does not fire (an interactive validator while its submission still runs). */
  hold?: () => boolean;
  onExpired: () => void;
}

/** Starts watching; returns the stop function. The first check is at the limit itself, so a fast run costs one timer. */
export function watchWallClock(watch: WallClockWatch): () => void {
  let timer: NodeJS.Timeout;
  const check = () => {
    const state = { elapsedMs: watch.elapsedMs(), starvedMs: watch.starvedMs(), limitMs: watch.limitMs };
    const verdict = wallClockCheck(state);
    const held = watch.hold?.() === true && state.elapsedMs < watch.limitMs * STARVED_WALL_FACTOR;
    if (verdict.expired && !held) watch.onExpired();
    else timer = setTimeout(check, verdict.expired ? MIN_RECHECK_MS : verdict.recheckInMs);
  };
  timer = setTimeout(check, watch.limitMs);
  return () => clearTimeout(timer);
}
