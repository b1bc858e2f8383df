/**
 * Scores one judged submission (spec 03 §4 "Scoring", §3 penalties) from what the recorder read inside its
 * transaction: the SOLUTION_SEEN penalty when the learner had opened the solution before submitting, the shared
 * scoring rule (new score, user score = max, points gained, alreadyEarned), whether it becomes the best submission,
 * and whether it solves the problem. Pure.
 */
import { SOLUTION_SEEN_PENALTY_PERCENTAGE } from '@katana/shared/api/practice-catalogue';
import {
  applyPenalty,
  PenaltyReason,
  scoreSubmission,
  type ScoreOutcome,
  type ScoringKind,
} from '@katana/shared/scoring';
import { Verdict } from '@katana/shared/verdicts';

export interface ScoreInput {
  verdict: Verdict;
  /** The judge's share of tests passed (or the grade), 0..100. */
  percentageWithoutPenalty: number;
  maxScore: number;
  kind: ScoringKind;
  /** The learner's score on the problem before this submission. */
  oldScore: number;
  /** When the learner opened the solution tab, if ever. */
  solutionViewedOn: Date | null;
  submittedAt: Date;
  /** percentage_score of the current best submission; null when there is none. */
  bestPercentage: number | null;
}

export interface ScoredSubmission {
  percentageScore: number;
  percentageScoreWithoutPenalty: number;
  penaltyPercentage: number;
  penaltyReason: PenaltyReason | null;
  /** Kept on the submission when the penalty applied, as the spec's solution_viewed_on. */
  solutionViewedOn: Date | null;
  points: ScoreOutcome;
  /** Higher than the best so far (the earlier submission keeps "best" on a tie). */
  isBest: boolean;
  solved: boolean;
}

const SCORING_KINDS: readonly ScoringKind[] = [
  'CODE',
  'SQL',
  'SINGLE_CHOICE',
  'MULTIPLE',
  'FILL_UP',
  'DATASCIENCE',
  'MACHINE_LEARNING',
];

/** The scoring kind of a problem type; submittable types map to themselves. */
export function scoringKindOf(problemType: string): ScoringKind {
  return (SCORING_KINDS as readonly string[]).includes(problemType) ? (problemType as ScoringKind) : 'CODE';
}

export function scoreJudgedSubmission(input: ScoreInput): ScoredSubmission {
  // Only a view BEFORE the submission counts: opening the solution while it was judged does not reach back.
  const seen =
    input.solutionViewedOn !== null && input.solutionViewedOn.getTime() <= input.submittedAt.getTime();
  const penaltyPercentage = seen ? SOLUTION_SEEN_PENALTY_PERCENTAGE : 0;
  const percentageScore = applyPenalty(input.percentageWithoutPenalty, penaltyPercentage);
  const points = scoreSubmission({
    percentage: percentageScore,
    maxScore: input.maxScore,
    oldScore: input.oldScore,
    kind: input.kind,
  });
  return {
    percentageScore,
    percentageScoreWithoutPenalty: input.percentageWithoutPenalty,
    penaltyPercentage,
    penaltyReason: seen ? PenaltyReason.SOLUTION_SEEN : null,
    solutionViewedOn: seen ? input.solutionViewedOn : null,
    points,
    isBest: input.bestPercentage === null || percentageScore > input.bestPercentage,
    solved: input.verdict === Verdict.CORRECT_ANSWER,
  };
}
