/** How a run's numbers and verdict read on the compiler page. Pure, tested on their own. */
import { VERDICT_LABEL, type Verdict } from '@katana/shared/verdicts';

/**
 * A compiler run has no expected output, so the judge's CORRECT_ANSWER only means "ran within the limits": it
 * reads as Success here. The failures keep the spec's status labels.
 */
export function runVerdictLabel(verdict: Verdict): string {
  return verdict === 'CORRECT_ANSWER' ? 'Success' : VERDICT_LABEL[verdict];
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

export function formatMemory(kb: number): string {
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

/** The limits line under the title, e.g. "2 s CPU time, 256 MB memory". */
export function formatLimits(timeLimitS: number, memoryLimitMb: number): string {
  return `${timeLimitS} s CPU time, ${memoryLimitMb} MB memory`;
}
