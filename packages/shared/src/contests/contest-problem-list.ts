/**
 * The contest problem list's per-learner part (spec 03 §3 "Contest problem list: ... a userScore map;
 * userAttemptStats (attempted, unattempted, markedForReview)"; §4 "Contest problem status"; §5 "offering_id is sent
 * for the contest problem list only when present"), built from stored attempts with the same rule the classroom
 * applies live (scoring.ts recordContestAttempt), so a reload shows what the learner saw before it.
 */
import { type AttemptStats, recordContestAttempt } from '../scoring.ts';

export interface ContestAttempt {
  problemId: string;
  /** ACCEPTED, ATTEMPTED or ERROR (spec 03 §3 "Submission result"). */
  status: string;
}

export interface ContestProblemProgress {
  /** Attempted problems only: 100 once accepted, null while attempted without an accept. */
  userScore: Record<string, number | null>;
  userAttemptStats: AttemptStats;
}

/** Replays the learner's attempts (oldest first) over the contest's problems; marks count problems of this contest. */
export function contestProblemProgress(
  problemIds: readonly string[],
  attempts: readonly ContestAttempt[],
  markedIds: Iterable<string>,
): ContestProblemProgress {
  const problems = new Set(problemIds);
  let stats: AttemptStats = {
    attempted: 0,
    unattempted: problems.size,
    markedForReview: new Set([...markedIds].filter((id) => problems.has(id))).size,
  };
  let scores: Record<string, number | null> = {};
  for (const attempt of attempts) {
    if (!problems.has(attempt.problemId)) continue;
    ({ stats, scores } = recordContestAttempt(stats, scores, attempt.problemId, attempt.status));
  }
  return { userScore: scores, userAttemptStats: stats };
}

/** Query of the contest problem list call: slug always, offering_id only when there is one. */
export function contestProblemListParams(
  slug: string,
  offeringId?: number | string | null,
): { slug: string; offering_id?: string } {
  return offeringId === undefined || offeringId === null || offeringId === ''
    ? { slug }
    : { slug, offering_id: String(offeringId) };
}
