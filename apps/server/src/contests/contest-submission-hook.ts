/**
 * A contest submission's effect on its participation, inside the verdict's transaction (submission-hooks.ts): when
 * the judged submission carries a contest's offering_id, names one of its problems and was made inside one of the
 * learner's attempts (official or virtual; before any Finish), it is recorded for the standings, the participant's
 * per-problem summary (attempts, first accept, best score) and board row (contest_standings) are updated and the
 * contest's standings version bumped.
 * Judge failures never reach here (no verdict), so they cost no penalty.
 */
import { eq } from 'drizzle-orm';
import type { JudgedSubmissionHook } from '../practice/submissions/submission-hooks.ts';
import { submissions } from '../db/schema/practice.ts';
import { contestScore, windowOf } from './contest-board.ts';
import { contestRepository as contests } from './contest.repository.ts';
import { refreshStandings } from './contest-standings-store.ts';

export const contestSubmissionHook: JudgedSubmissionHook = async (tx, judged) => {
  const [submission] = await tx
    .select({ offeringId: submissions.offeringId })
    .from(submissions)
    .where(eq(submissions.id, judged.submissionId))
    .limit(1);
  if (!submission?.offeringId) return;
  const contest = await contests.findById(tx, submission.offeringId);
  if (!contest) return;
  const problem = await contests.findProblem(tx, contest.id, judged.problemId);
  if (!problem) return;
  const at = judged.submittedAt.getTime();
  const participation = (await contests.participationsOf(tx, judged.userId, [contest.id])).find((p) => {
    const window = windowOf(contest, p);
    const finished = p.finishedAt ? p.finishedAt.getTime() : Infinity;
    return window !== null && at >= window.start && at < window.end && at < finished;
  });
  if (!participation) return;
  const { accepted, score } = contestScore(judged.verdict, judged.percentageScore, problem.points);
  const inserted = await contests.insertSubmission(tx, {
    submissionId: judged.submissionId,
    contestId: contest.id,
    participationId: participation.id,
    problemId: judged.problemId,
    submittedAt: judged.submittedAt,
    verdict: judged.verdict,
    score,
  });
  if (!inserted) return;
  await contests.upsertResult(tx, {
    participationId: participation.id,
    problemId: judged.problemId,
    accepted,
    score,
    at: judged.submittedAt,
  });
  if (participation.virtual) return;
  // The participant's board row, recomputed by the shared rules from their own submissions: verdicts may arrive
  // out of submission order, and this stays exact where an increment would not.
  await refreshStandings(tx, contest, [participation.id]);
  await contests.bumpVersion(tx, contest.id);
};
