/**
 * Stores verdicts, on the judging side (the in-process queue's handler, or a `katana worker` with DATABASE_URL).
 * One transaction per verdict locks the submission, and does nothing when it is already final -- so a job delivered
 * twice is counted once: the submission's result and score, the best-submission mark (one per user and problem),
 * the learner's state on the problem (attempted, solved, user score = max, best submission) and the problem's
 * counters. Quiz answers (graded at once by the API) go through the same transaction.
 */
import type { Db } from '../../db/client.ts';
import type { NewSubmissionRow } from '../../db/schema/practice.ts';
import type { JudgedOnProblem } from '../../judge/index.ts';
import type { SubmissionSink } from '../../judge/index.ts';
import { createProblemProgressRepository } from './problem-progress.repository.ts';
import { assertQuizOpen } from './quiz-lock.ts';
import { scoreJudgedSubmission, scoringKindOf } from './submission-scoring.ts';
import { FINAL_STATES, createSubmissionRepository } from './submission.repository.ts';
import type { JudgedSubmissionHook, OfferingPoints, OfferingPointsScale } from './submission-hooks.ts';

export type Judged = JudgedOnProblem;

const isFinal = (state: string) => (FINAL_STATES as readonly string[]).includes(state);

/** The points in the unit of the offering the submission was made in, when an offering scale owns it. */
async function offeringPoints(
  db: Db,
  scales: readonly OfferingPointsScale[],
  submission: { id: string; userId: number; problemId: number; offeringId: number | null; createdAt: Date },
  judged: Judged,
  percentageScore: number,
): Promise<OfferingPoints | null> {
  if (submission.offeringId === null) return null;
  for (const scale of scales) {
    const points = await scale(db, {
      submissionId: submission.id,
      userId: submission.userId,
      problemId: submission.problemId,
      offeringId: submission.offeringId,
      verdict: judged.verdict,
      percentageScore,
      submittedAt: submission.createdAt,
    });
    if (points) return points;
  }
  return null;
}

async function completeIn(
  db: Db,
  id: string,
  judged: Judged,
  at: Date,
  { hooks, scales }: { hooks: readonly JudgedSubmissionHook[]; scales: readonly OfferingPointsScale[] },
): Promise<boolean> {
  const submissions = createSubmissionRepository(db);
  const progress = createProblemProgressRepository(db);
  const submission = await submissions.lockById(id);
  if (!submission || isFinal(submission.state)) return false;
  const problem = await progress.findById(submission.problemId);
  if (!problem) return false;
  const state = await progress.lockState(submission.userId, submission.problemId);
  const best = state.bestSubmissionId ? await submissions.findById(state.bestSubmissionId) : undefined;
  const scored = scoreJudgedSubmission({
    verdict: judged.verdict,
    percentageWithoutPenalty: judged.percentage,
    maxScore: problem.maxScore,
    kind: scoringKindOf(problem.problemType),
    oldScore: state.userScore,
    solutionViewedOn: state.solutionViewedOn,
    submittedAt: submission.createdAt,
    bestPercentage: best && best.id !== id ? best.percentageScore : null,
  });
  // Shown in the offering's unit when it has one (a contest's points); the practice state below keeps practice's.
  const offered = await offeringPoints(db, scales, submission, judged, scored.percentageScore);
  await submissions.updateUnlessFinal(id, {
    state: 'DONE',
    statusMessage: judged.verdict,
    errorMessage: judged.errorMessage,
    percentageScore: scored.percentageScore,
    percentageScoreWithoutPenalty: scored.percentageScoreWithoutPenalty,
    penaltyPercentage: scored.penaltyPercentage,
    penaltyReason: scored.penaltyReason,
    solutionViewedOn: scored.solutionViewedOn,
    totalTestCases: judged.totalTestCases,
    noOfTestCasesCorrect: judged.noOfTestCasesCorrect,
    totalTimeMs: judged.totalTimeMs,
    maxMemoryKb: judged.maxMemoryKb,
    resultJson: judged.tests,
    sqlResult: judged.sql,
    points: offered ?? {
      new_score: scored.points.newScore,
      user_score: scored.points.userScore,
      points_gained: scored.points.pointsGained,
      already_earned: scored.points.alreadyEarned,
    },
    isBest: scored.isBest,
    judgedAt: at,
  });
  if (scored.isBest && best && best.id !== id) await submissions.setBest(best.id, false);
  await progress.updateState(submission.userId, submission.problemId, {
    userScore: scored.points.userScore,
    attemptedAt: state.attemptedAt ?? at,
    solvedAt: state.solvedAt ?? (scored.solved ? at : null),
    bestSubmissionId: scored.isBest ? id : state.bestSubmissionId,
  });
  await progress.countSubmission(submission.problemId, scored.solved);
  for (const hook of hooks) {
    await hook(db, {
      submissionId: id,
      userId: submission.userId,
      problemId: submission.problemId,
      problemSlug: problem.slug,
      problemType: problem.problemType,
      verdict: judged.verdict,
      percentageScore: scored.percentageScore,
      solved: scored.solved,
      firstSolve: scored.solved && !state.solvedAt,
      pointsGained: scored.points.pointsGained,
      maxScore: problem.maxScore,
      submittedAt: submission.createdAt,
      judgedAt: at,
    });
  }
  return true;
}

export interface SubmissionRecorderOptions {
  now?: () => Date;
  /** Run inside each verdict's transaction (EXP, standings); see submission-hooks.ts. */
  hooks?: readonly JudgedSubmissionHook[];
  /** Offerings with their own points unit (contests); see submission-hooks.ts. */
  scales?: readonly OfferingPointsScale[];
}

export function createSubmissionRecorder(db: Db, options: SubmissionRecorderOptions = {}) {
  const now = options.now ?? (() => new Date());
  const seams = { hooks: options.hooks ?? [], scales: options.scales ?? [] };
  const submissions = createSubmissionRepository(db);
  const sink: SubmissionSink = {
    start: (id) => submissions.updateUnlessFinal(id, { state: 'JUDGING' }),
    complete: (id, judged) => db.transaction((tx) => completeIn(tx, id, judged, now(), seams)),
    // A judge failure is not the learner's attempt: no score, no counters, only the reason.
    fail: (id, message) =>
      submissions.updateUnlessFinal(id, {
        state: 'FAILED',
        statusMessage: 'ERROR',
        errorMessage: message,
        judgedAt: now(),
      }),
  };
  return {
    ...sink,
    /**
     * A quiz answer graded at once: the submission is created and scored in one transaction; returns its id.
     * Refused (409) when an earlier wrong answer of the learner's showed them the right one (quiz-lock.ts).
     */
    async recordGraded(fields: NewSubmissionRow, judged: Judged): Promise<string> {
      return db.transaction(async (tx) => {
        await assertQuizOpen(tx, fields.userId, fields.problemId);
        const row = await createSubmissionRepository(tx).insert({ ...fields, state: 'JUDGING' });
        await completeIn(tx, row.id, judged, now(), seams);
        return row.id;
      });
    },
  };
}

export type SubmissionRecorder = ReturnType<typeof createSubmissionRecorder>;
