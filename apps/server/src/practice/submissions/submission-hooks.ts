/**
 * Seams for the parts built on top of practice (engagement's EXP, contests' standings):
 * - a JudgedSubmissionHook runs INSIDE the transaction that stores a verdict, exactly once per submission (the
 *   recorder skips submissions already final), on the judging side (in-process queue or `katana worker`). It may
 *   only use the database handle it is given, so it behaves the same in both places; a throw rolls the verdict back
 *   and the queue delivers the job again;
 * - an OfferingPointsScale gives the points of a submission made in an offering (a contest) in that offering's unit;
 * - a SubmissionResultListener runs on the API node that announced the result to the owner's realtime room, after
 *   the commit (deliver toasts, broadcast standings). It runs at least once per result; it must be idempotent.
 */
import type { Db } from '../../db/client.ts';

export interface JudgedSubmission {
  submissionId: string;
  userId: number;
  problemId: number;
  problemSlug: string;
  problemType: string;
  /** The spec's status message (CORRECT_ANSWER, WRONG_ANSWER, ...). */
  verdict: string;
  /** Percentage of the tests (after any penalty) this submission scored, 0-100. */
  percentageScore: number;
  /** The submission fully solved the problem. */
  solved: boolean;
  /** This is the learner's first solve of the problem (solved now, never before). */
  firstSolve: boolean;
  /** Score points gained on the problem by this submission (0 when the old best was as good). */
  pointsGained: number;
  maxScore: number;
  submittedAt: Date;
  judgedAt: Date;
}

export type JudgedSubmissionHook = (tx: Db, judged: JudgedSubmission) => Promise<void>;

/** A submission about to be stored with its verdict, as an offering's points scale sees it. */
export interface ScaledSubmission {
  submissionId: string;
  userId: number;
  problemId: number;
  offeringId: number;
  verdict: string;
  /** Percentage of the tests (after any penalty), 0-100. */
  percentageScore: number;
  submittedAt: Date;
}

/** The points a submission shows, in its offering's unit (`max_score`: what the score is out of). */
export interface OfferingPoints {
  new_score: number;
  user_score: number;
  points_gained: number;
  already_earned: boolean;
  max_score: number;
}

/**
 * An offering's own unit for the points a submission made in it shows (a contest counts each problem in its contest
 * points, ICPC all or nothing), asked INSIDE the verdict's transaction before the submission is written; null for
 * submissions it does not own, which keep the practice points. The learner's practice score is not changed by it.
 */
export type OfferingPointsScale = (tx: Db, submission: ScaledSubmission) => Promise<OfferingPoints | null>;

export type SubmissionResultListener = (result: { userId: number; submissionId: string }) => Promise<void>;
