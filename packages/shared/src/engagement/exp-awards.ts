/**
 * EXP awards and the daily goal (spec 02 §1 "Learners earn EXP by solving problems, following a goal, taking part
 * in contests and completing guided-path modules"; §3 toast fields points, bonus, multiplier; §4 "Points added via
 * socket raise points by points plus bonus"; §7 daily goals info `details.goal_exp`, history limit 20).
 *
 * An award is an immutable ledger row: base points, a bonus and the booster multiplier active when it was earned.
 */
import { istDate, type IstDate } from './ist-time.ts';

export const ExpSource = {
  PROBLEM_SOLVED: 'PROBLEM_SOLVED',
  GOAL: 'GOAL',
  CONTEST: 'CONTEST',
  GUIDED_PATH_MODULE: 'GUIDED_PATH_MODULE',
  BONUS: 'BONUS',
} as const;
export type ExpSource = (typeof ExpSource)[keyof typeof ExpSource];
export const EXP_SOURCES = Object.values(ExpSource) as [ExpSource, ...ExpSource[]];

/**
 * The toast's `type` text label per source. 'Problem submitted' and 'Welcome bonus' are the spec's (§4 toast
 * classification, §9 merge rule); the others are ours, in the same style.
 */
export const PROBLEM_SUBMITTED_LABEL = 'Problem submitted';
export const WELCOME_BONUS_LABEL = 'Welcome bonus';
export const EXP_SOURCE_LABEL: Record<ExpSource, string> = {
  PROBLEM_SOLVED: PROBLEM_SUBMITTED_LABEL,
  GOAL: 'Goal progress',
  CONTEST: 'Contest participation',
  GUIDED_PATH_MODULE: 'Guided path module completed',
  BONUS: WELCOME_BONUS_LABEL,
};

/**
 * The welcome bonus (BONUS), once per new account, as the award's `bonus` (a fixed gift: no booster multiplies it).
 * The spec names the toast but no amount. 50 is half of the onboarding threshold (100 EXP, also level 2 and the
 * leaderboard): the new learner sees EXP move at once, and onboarding and the leaderboard still need practice
 * (two to five first solves at 10/20/30 EXP). It must stay below 100 for that reason.
 */
export const WELCOME_BONUS_EXP = 50;

/**
 * Taking part in an ended contest (CONTEST, once per learner and contest, official participants with at least
 * one submission). Flat: the problems solved in the contest already earn their PROBLEM_SOLVED EXP, so paying by
 * solved count or rank would pay strong solvers twice; this rewards showing up. 20 = a MEDIUM solve, half the
 * daily goal. Virtual participations earn nothing (a replay of a past contest could be repeated for EXP).
 */
export const CONTEST_PARTICIPATION_EXP = 20;

/*
 * GOAL ("following a goal"): GOAL_PHASE_EXP (packages/shared/src/api/goals.ts) once per learner, goal and completed
 * phase of the learner's current goal, keyed `goal-phase:<goal>:<phase>`. GUIDED_PATH_MODULE: GUIDED_PATH_MODULE_EXP
 * (api/guided-paths.ts) once per learner and module.
 */

/**
 * Whether an award counts as the learner's activity in its period: the daily goal, the streak day and the weekly
 * leaderboard measure practice, and a welcome bonus is a gift for signing up, not practice. It still raises the
 * total and the level and is in the history. (A bonus completing most of the first day's target, starting a
 * streak or seating a learner on the weekly board before they did anything would mislead.)
 */
export function countsAsActivity(source: ExpSource): boolean {
  return source !== ExpSource.BONUS;
}
export const NON_ACTIVITY_EXP_SOURCES: readonly ExpSource[] = EXP_SOURCES.filter((s) => !countsAsActivity(s));

/** "History (page, limit default 20)" for both the V2 and the V4 (by date) history. */
export const EXP_HISTORY_PAGE_LIMIT = 20;

/**
 * Daily goal (goal_exp). The spec reads it from the server but gives no value; 40 matches the booster type it
 * names, "Cross 40 Exp", so the daily target and that booster speak of the same number.
 */
export const DEFAULT_DAILY_GOAL_EXP = 40;
export const TODAYS_TARGET_COMPLETED = "Today's target completed";

export interface ExpAward {
  /** Base points of the event (a solved problem's points gained, a contest's participation points...). */
  base: number;
  /** A fixed extra (welcome bonus, goal reward). */
  bonus: number;
  /** The active booster's multiplier, 1 without a booster. */
  multiplier: number;
  /** base x multiplier, rounded to a whole EXP: what the toast calls `points`. */
  points: number;
  /** points + bonus: what the total rises by ("points plus bonus"). */
  total: number;
}

/**
 * The booster multiplies the base only. The socket rule adds `points + bonus` to the total, so `points` already
 * carries the multiplier, and a bonus is a fixed reward whose size should not depend on timing. Rounded half up
 * because multipliers such as 1.5 would otherwise leave fractional EXP.
 */
export function computeAward(input: { base: number; bonus?: number; multiplier?: number }): ExpAward {
  const bonus = input.bonus ?? 0;
  const multiplier = input.multiplier ?? 1;
  if (!Number.isInteger(input.base) || input.base < 0)
    throw new RangeError('base must be a whole number >= 0');
  if (!Number.isInteger(bonus) || bonus < 0) throw new RangeError('bonus must be a whole number >= 0');
  if (!Number.isFinite(multiplier) || multiplier < 1) throw new RangeError('multiplier must be >= 1');
  const points = Math.round(input.base * multiplier);
  return { base: input.base, bonus, multiplier, points, total: points + bonus };
}

/** An award worth nothing is not written (solving a problem again gains 0 points, so it awards nothing). */
export function isEmptyAward(award: ExpAward): boolean {
  return award.total === 0;
}

/**
 * The ledger's idempotency key: one award per source event. A problem award is keyed by the submission, so a
 * re-judged or re-delivered submission finds its row; a second accepted submission of the same problem is a new
 * event but gains 0 points (practice scoring pays only the improvement), so it writes nothing.
 */
export function expAwardKey(source: ExpSource, sourceEventId: string | number): string {
  const id = String(sourceEventId).trim();
  if (id === '') throw new RangeError('an award needs the id of its source event');
  return `${source}:${id}`;
}

export interface DatedAward {
  /** Epoch ms of the award. */
  created_at: number;
  total: number;
}

/** EXP earned on one IST calendar day. */
export function expEarnedOn(day: IstDate, awards: readonly DatedAward[]): number {
  return awards.reduce((sum, a) => (istDate(a.created_at) === day ? sum + a.total : sum), 0);
}

export interface DailyGoalProgress {
  goal_exp: number;
  earned: number;
  remaining: number;
  /** 0..1 */
  progress: number;
  completed: boolean;
}

export function dailyGoalProgress(
  earnedToday: number,
  goalExp: number = DEFAULT_DAILY_GOAL_EXP,
): DailyGoalProgress {
  const goal = Math.max(1, goalExp);
  const earned = Math.max(0, earnedToday);
  return {
    goal_exp: goal,
    earned,
    remaining: Math.max(0, goal - earned),
    progress: Math.min(1, earned / goal),
    completed: earned >= goal,
  };
}

/** True only for the award that completes today's target, so "Today's target completed" fires once a day. */
export function completesDailyGoal(
  earnedBefore: number,
  earnedAfter: number,
  goalExp: number = DEFAULT_DAILY_GOAL_EXP,
): boolean {
  return earnedBefore < goalExp && earnedAfter >= goalExp;
}
