/**
 * Sandbox limits derived from a package's limits. The wall clock is generous next to CPU time (I/O waits, a loaded
 * machine) but still bounded, so a program that sleeps is caught; interactive validators outlive their submission.
 */
import type { ProblemLimits } from '../package/types.ts';
import type { SandboxLimits } from '../sandbox/types.ts';

const MIB = 1024 * 1024;
/** Processes/threads a submission may start on top of its language's runtime allowance. */
export const SUBMISSION_MAX_PROCESSES = 16;

export function wallClockFor(cpuTimeMs: number): number {
  return cpuTimeMs * 2 + 1000;
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
