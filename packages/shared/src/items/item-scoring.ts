/**
 * Points for a graded quiz item. Spec 03 §4 rounds only data science and ML; every other kind floors, so quiz items
 * are scored with the floor rule of code and SQL through the one shared implementation in scoring.ts.
 */
import { scoreSubmission, type ScoreOutcome } from '../scoring.ts';
import type { ItemGrade } from './grading.ts';

export function scoreItemGrade(
  grade: Pick<ItemGrade, 'percentage'>,
  maxScore: number,
  oldScore: number,
): ScoreOutcome {
  // 'CODE' selects the floor rule; ScoringKind has no quiz kinds because they score the same way.
  return scoreSubmission({ percentage: grade.percentage, maxScore, oldScore, kind: 'CODE' });
}
