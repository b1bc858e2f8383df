/**
 * Sandbox limits derived from a package's limits. Time Limit Exceeded is decided by CPU time; the wall clock is
 * generous next to it and only stops programs that sleep (time spent waiting for a CPU on a loaded machine does not
 * count, see sandbox/wall-clock.ts); interactive validators outlive their submission.
 */
import type { ProblemLimits } from '../package/types.ts';
import type { SandboxLimits } from '../sandbox/types.ts';

const MIB = 1024 * 1024;
/** Processes/threads a submission may start on top of its language's runtime allowance. */
export const SUBMISSION_MAX_PROCESSES = 16;

export function wallClockFor(cpuTimeMs: number): number {
  return Math.max(cpuTimeMs * 3, cpuTimeMs + 2000);
}

export function submissionLimits(
  limits: Pick<ProblemLimits, 'timeLimitS' | 'memoryMb' | 'outputMb'>,
  timeLimitS = limits.timeLimitS,
): SandboxLimits {
  const cpuTimeMs = Math.round(timeLimitS * 1000);
  return {
    cpuTimeMs,
    wallTimeMs: wallClockFor(cpuTimeMs),
    memoryMb: limits.memoryMb,
    maxProcesses: SUBMISSION_MAX_PROCESSES,
    maxFileBytes: limits.outputMb * MIB,
    maxOutputBytes: limits.outputMb * MIB,
  };
}

export function validatorLimits(limits: ProblemLimits, submission?: SandboxLimits): SandboxLimits {
  const cpuTimeMs = limits.validationTimeS * 1000;
  return {
    cpuTimeMs,
    // An interactive validator must not be killed before the submission it talks to.
    wallTimeMs: Math.max(wallClockFor(cpuTimeMs), (submission?.wallTimeMs ?? 0) + 2000),
    memoryMb: limits.validationMemoryMb,
    maxProcesses: SUBMISSION_MAX_PROCESSES,
    maxFileBytes: limits.validationOutputMb * MIB,
    maxOutputBytes: limits.validationOutputMb * MIB,
  };
}
