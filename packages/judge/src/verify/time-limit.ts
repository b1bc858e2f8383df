/**
 * The time limit from example submissions, as the format sets it when a package declares none:
 * the smallest multiple of time_resolution with  T_ac x ac_to_time_limit <= limit  and  limit x time_limit_to_tle <= T_tle
 * (T_ac = slowest accepted run, T_tle = fastest run of a time_limit_exceeded submission, infinity when there is none).
 * Legacy packages use time_multiplier as ac_to_time_limit. Declared limits are checked against the same inequalities.
 */
import type { TimeMultipliers } from '../package/types.ts';

export interface TimingEvidence {
  /** Slowest test of any accepted submission, in ms of CPU time. */
  slowestAcceptedMs: number;
  /** Fastest run among the tests that timed out in time_limit_exceeded submissions; null when there is none. */
  fastestTleMs: number | null;
}

export interface ComputedTimeLimit {
  timeLimitS: number | null;
  problem?: string;
}

export function computeTimeLimit(
  evidence: TimingEvidence,
  multipliers: TimeMultipliers,
  resolutionS: number,
): ComputedTimeLimit {
  const lower = (evidence.slowestAcceptedMs / 1000) * multipliers.acToTimeLimit;
  // Floating point: 0.3 / 0.1 must give 3 steps, not 3.0000000000000004.
  const steps = Math.max(1, Math.ceil(lower / resolutionS - 1e-9));
  const timeLimitS = Number((steps * resolutionS).toFixed(6));
  if (
    evidence.fastestTleMs !== null &&
    timeLimitS * multipliers.timeLimitToTle > evidence.fastestTleMs / 1000
  ) {
    return {
      timeLimitS: null,
      problem: `no time limit fits: accepted needs >= ${timeLimitS} s, but a time_limit_exceeded submission ran only ${evidence.fastestTleMs} ms`,
    };
  }
  return { timeLimitS };
}

/** Warnings for a declared time limit that the example submissions contradict. */
export function checkDeclaredTimeLimit(
  timeLimitS: number,
  evidence: TimingEvidence,
  multipliers: TimeMultipliers,
): string[] {
  const warnings: string[] = [];
  const needed = (evidence.slowestAcceptedMs / 1000) * multipliers.acToTimeLimit;
  if (needed > timeLimitS) {
    warnings.push(
      `time limit ${timeLimitS} s is tight: slowest accepted run ${evidence.slowestAcceptedMs} ms x ${multipliers.acToTimeLimit} = ${needed.toFixed(3)} s`,
    );
  }
  return warnings;
}
