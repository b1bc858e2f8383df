/**
 * Points for a graded quiz item, by the one shared scoring rule of spec 03 §4 (quiz items floor like code and SQL).
 */
import { scoreSubmission, type ScoreOutcome } from '../scoring.ts';
import type { ItemGrade } from './grading.ts';
import type { GradableItem } from './item-types.ts';

export function scoreItemGrade(
  grade: Pick<ItemGrade, 'percentage'>,
  maxScore: number,
  oldScore: number,
  kind: GradableItem['type'],
): ScoreOutcome {
  return scoreSubmission({ percentage: grade.percentage, maxScore, oldScore, kind });
}
