/**
 * EXP for solving a problem (our rule; the spec says learners earn EXP by solving problems but gives no amounts).
 * The first full solve of a problem earns EXP by its difficulty -- the same 10/20/30 a quiz item of that difficulty
 * scores (QUIZ_MAX_SCORE), for code, SQL and quiz problems alike -- so an Easy solve is a quarter of the 40 EXP
 * daily goal. Later accepted submissions of a solved problem earn nothing: EXP rewards learning a problem once,
 * not resubmitting it.
 */
import { QUIZ_MAX_SCORE, type ItemDifficulty } from '@katana/shared/items/item-schema';

export const PROBLEM_SOLVED_EXP: Readonly<Record<ItemDifficulty, number>> = QUIZ_MAX_SCORE;

/** Unknown difficulty labels (an older import) earn the Easy amount rather than nothing. */
export function problemSolvedExp(difficulty: string): number {
  const key = difficulty.trim().toUpperCase() as ItemDifficulty;
  return PROBLEM_SOLVED_EXP[key] ?? PROBLEM_SOLVED_EXP.EASY;
}
