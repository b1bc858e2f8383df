/**
 * A contest submission's effect on its participation, inside the verdict's transaction (submission-hooks.ts): when
 * the judged submission carries a contest's offering_id, names one of its problems and was made inside one of the
 * learner's attempts (official or virtual; before any Finish), it is recorded for the standings, the participant's
 * per-problem summary (attempts, first accept, best score) and board row (contest_standings) are updated and the
 * contest's standings version bumped.
 * The same attempt gives the submission its points in the contest's unit (contestPointsScale, asked before the
 * verdict is written): the problem's contest points, ICPC all or nothing, IOI the tests' share (contest-scoring.ts).
 * Judge failures never reach here (no verdict), so they cost no penalty.
 */
import { eq } from 'drizzle-orm';
import { contestSubmissionPoints } from '@katana/shared/contests/contest-scoring';
import type { Db } from '../db/client.ts';
import type { JudgedSubmissionHook, OfferingPointsScale } from '../practice/index.ts';
import { submissions } from '../db/schema/practice.ts';
import { contestScore, formatOf, windowOf } from './contest-board.ts';
import { createContestRepository } from './contest.repository.ts';
import { refreshStandings } from './contest-standings-store.ts';

/** The contest, its problem and the learner's attempt a submission made at `at` counts in; null when none. */
async function contestAttemptAt(tx: Db, offeringId: number, problemId: number, userId: number, at: number) {
  const contest = await createContestRepository(tx).findById(offeringId);
  if (!contest) return null;
  const problem = await createContestRepository(tx).findProblem(contest.id, problemId);
  if (!problem) return null;
  const participation = (await createContestRepository(tx).participationsOf(userId, [contest.id])).find(
    (p) => {
      const window = windowOf(contest, p);
      const finished = p.finishedAt ? p.finishedAt.getTime() : Infinity;
      return window !== null && at >= window.start && at < window.end && at < finished;
    },
  );
  return participation ? { contest, problem, participation } : null;
}

export const contestPointsScale: OfferingPointsScale = async (tx, s) => {
  const attempt = await contestAttemptAt(tx, s.offeringId, s.problemId, s.userId, s.submittedAt.getTime());
  if (!attempt) return null;
  const { contest, problem, participation } = attempt;
  const before = (await createContestRepository(tx).results(participation.id)).find(
    (r) => r.problemId === s.problemId,
  );
  // ICPC counts a problem once accepted; IOI its best share (the board's two rules).
  const format = formatOf(contest);
  const previousBest =
    format === 'ICPC' ? (before?.firstAcceptedAt ? problem.points : 0) : (before?.bestScore ?? 0);
  return contestSubmissionPoints({
    format,
    verdict: s.verdict,
    percentage: s.percentageScore,
    points: problem.points,
    previousBest,
  });
};

export const contestSubmissionHook: JudgedSubmissionHook = async (tx, judged) => {
  const [submission] = await tx
    .select({ offeringId: submissions.offeringId })
    .from(submissions)
    .where(eq(submissions.id, judged.submissionId))
    .limit(1);
  if (!submission?.offeringId) return;
  const attempt = await contestAttemptAt(
    tx,
    submission.offeringId,
    judged.problemId,
    judged.userId,
    judged.submittedAt.getTime(),
  );
  if (!attempt) return;
  const { contest, problem, participation } = attempt;
  const { accepted, score } = contestScore(
    formatOf(contest),
    judged.verdict,
    judged.percentageScore,
    problem.points,
  );
  const inserted = await createContestRepository(tx).insertSubmission({
    submissionId: judged.submissionId,
    contestId: contest.id,
    participationId: participation.id,
    problemId: judged.problemId,
    submittedAt: judged.submittedAt,
    verdict: judged.verdict,
    score,
  });
  if (!inserted) return;
  await createContestRepository(tx).upsertResult({
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
  await createContestRepository(tx).bumpVersion(contest.id);
};
