/**
 * The final score of a peer-reviewed SUBJECTIVE answer: the median of the peer scores after dropping outliers. With
 * three or more scores, a score more than one rubric step (1) away from the median of all of them is an outlier
 * (unless that would drop every score, as with two equal camps [0, 0, 4, 4]); the final score is the median of the
 * rest, rounded half up to a whole rubric level.
 */

/** Scores further than this many rubric steps from the median are dropped (when there are 3+ scores). */
export const OUTLIER_STEPS = 1;

function median(scores: readonly number[]): number {
  const sorted = [...scores].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** For each score, whether it counts towards the final score. */
export function countedScores(scores: readonly number[]): boolean[] {
  if (scores.length < 3) return scores.map(() => true);
  const m = median(scores);
  const kept = scores.map((s) => Math.abs(s - m) <= OUTLIER_STEPS);
  return kept.some(Boolean) ? kept : scores.map(() => true);
}

export function peerScore(scores: readonly number[]): number {
  if (scores.length === 0) throw new Error('peerScore needs at least one score');
  const counted = countedScores(scores);
  return Math.floor(median(scores.filter((_, i) => counted[i])) + 0.5);
}
