/**
 * A contest submission's score, in the contest's one unit: the problem's contest points (100 unless the contest
 * says otherwise, as spec 03 §4's "ACCEPTED marks the problem attempted with score 100"). The standings, the
 * contest's stored results and the classroom's score box all use these, so a learner never sees 40/40 in the
 * classroom and 100 on the board.
 * - ICPC: all or nothing. Spec 03 §4: an accepted problem scores, "any other status marks attempted with no score"
 *   -- a wrong answer that passed some tests gains nothing.
 * - IOI: the share of the tests passed (partial credit, best per problem: issue #7's IOI format).
 */
import { Verdict } from '../verdicts.ts';
import type { ContestFormat } from './virtual-participation.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One submission's score on its problem. `percentage`: the tests' share it passed, 0-100. */
export function contestProblemScore(input: {
  format: ContestFormat;
  verdict: string;
  percentage: number;
  points: number;
}): number {
  if (input.format === 'ICPC') return input.verdict === Verdict.CORRECT_ANSWER ? input.points : 0;
  return round2((Math.max(0, Math.min(100, input.percentage)) * input.points) / 100);
}

/** The points a contest submission shows (the practice points' fields, in the contest's unit). */
export interface ContestSubmissionPoints {
  new_score: number;
  /** The learner's score on the problem in this attempt after the submission: the best so far. */
  user_score: number;
  points_gained: number;
  already_earned: boolean;
  /** The problem's contest points: what the score is out of. */
  max_score: number;
}

/** `previousBest`: the learner's best score on the problem in this attempt before the submission (0 if none). */
export function contestSubmissionPoints(input: {
  format: ContestFormat;
  verdict: string;
  percentage: number;
  points: number;
  previousBest: number;
}): ContestSubmissionPoints {
  const score = contestProblemScore(input);
  return {
    new_score: score,
    user_score: Math.max(input.previousBest, score),
    points_gained: round2(Math.max(0, score - input.previousBest)),
    already_earned: score > 0 && score <= input.previousBest && input.previousBest >= input.points,
    max_score: input.points,
  };
}
