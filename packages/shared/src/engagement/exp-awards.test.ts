import { describe, expect, it } from 'vitest';
import {
  completesDailyGoal,
  computeAward,
  CONTEST_PARTICIPATION_EXP,
  countsAsActivity,
  dailyGoalProgress,
  DEFAULT_DAILY_GOAL_EXP,
  EXP_HISTORY_PAGE_LIMIT,
  EXP_SOURCE_LABEL,
  EXP_SOURCES,
  expAwardKey,
  expEarnedOn,
  isEmptyAward,
  NON_ACTIVITY_EXP_SOURCES,
  TODAYS_TARGET_COMPLETED,
  WELCOME_BONUS_EXP,
} from './exp-awards.ts';
import { DEFAULT_LEVEL_POINTS_MAP, levelForPoints } from './levels.ts';

describe('computeAward', () => {
  it.each([
    // base, bonus, multiplier -> points, total
    [40, 0, 1, 40, 40],
    [40, 0, 2, 80, 80],
    [40, 10, 2, 80, 90],
    [0, 25, 3, 0, 25],
    [15, 0, 1.5, 23, 23],
    [0, 0, 2, 0, 0],
  ])('base %s bonus %s x%s -> points %s, total %s', (base, bonus, multiplier, points, total) => {
    expect(computeAward({ base, bonus, multiplier })).toEqual({ base, bonus, multiplier, points, total });
  });

  it('defaults to no bonus and multiplier 1', () => {
    expect(computeAward({ base: 7 })).toEqual({ base: 7, bonus: 0, multiplier: 1, points: 7, total: 7 });
  });

  it.each([
    [{ base: -1 }],
    [{ base: 1.5 }],
    [{ base: 1, bonus: -2 }],
    [{ base: 1, multiplier: 0.5 }],
    [{ base: 1, multiplier: NaN }],
  ])('rejects %j', (input) => {
    expect(() => computeAward(input)).toThrow(RangeError);
  });

  it('an award of 0 is empty', () => {
    expect(isEmptyAward(computeAward({ base: 0, multiplier: 2 }))).toBe(true);
    expect(isEmptyAward(computeAward({ base: 0, bonus: 5 }))).toBe(false);
  });
});

describe('expAwardKey', () => {
  it('keys an award by its source event', () => {
    expect(expAwardKey('PROBLEM_SOLVED', 'sub-42')).toBe('PROBLEM_SOLVED:sub-42');
    expect(expAwardKey('BONUS', 7)).toBe('BONUS:7');
    expect(expAwardKey('PROBLEM_SOLVED', 1)).not.toBe(expAwardKey('CONTEST', 1));
    expect(() => expAwardKey('GOAL', ' ')).toThrow(RangeError);
  });
});

describe('labels and constants', () => {
  it('uses the spec texts', () => {
    expect(EXP_SOURCE_LABEL.PROBLEM_SOLVED).toBe('Problem submitted');
    expect(EXP_SOURCE_LABEL.BONUS).toBe('Welcome bonus');
    expect(TODAYS_TARGET_COMPLETED).toBe("Today's target completed");
    expect(EXP_HISTORY_PAGE_LIMIT).toBe(20);
  });
});

describe('the welcome bonus and contest participation', () => {
  it('keeps the welcome bonus below the onboarding threshold and level 2, so onboarding still needs practice', () => {
    expect(WELCOME_BONUS_EXP).toBeGreaterThan(0);
    expect(WELCOME_BONUS_EXP).toBeLessThan(100);
    expect(levelForPoints(WELCOME_BONUS_EXP, DEFAULT_LEVEL_POINTS_MAP)).toBe(1);
    // Given as the award's bonus, so no booster multiplies it.
    expect(computeAward({ base: 0, bonus: WELCOME_BONUS_EXP, multiplier: 3 }).total).toBe(WELCOME_BONUS_EXP);
  });

  it('pays contest participation a whole, positive amount labelled for the toast', () => {
    expect(Number.isInteger(CONTEST_PARTICIPATION_EXP) && CONTEST_PARTICIPATION_EXP > 0).toBe(true);
    expect(EXP_SOURCE_LABEL.CONTEST).toBe('Contest participation');
  });

  it('counts every source but the welcome bonus as activity (daily goal, streak, weekly board)', () => {
    expect(countsAsActivity('BONUS')).toBe(false);
    for (const s of ['PROBLEM_SOLVED', 'GOAL', 'CONTEST', 'GUIDED_PATH_MODULE'] as const)
      expect(countsAsActivity(s)).toBe(true);
    expect(NON_ACTIVITY_EXP_SOURCES).toEqual(['BONUS']);
  });

  it('has a toast label for every source, including those without a producer yet (GOAL, GUIDED_PATH_MODULE)', () => {
    for (const s of EXP_SOURCES) expect(EXP_SOURCE_LABEL[s]).toMatch(/\S/);
  });
});

describe('expEarnedOn', () => {
  const awards = [
    { created_at: Date.parse('2024-03-04T18:29:00Z'), total: 5 }, // 4 Mar 23:59 IST
    { created_at: Date.parse('2024-03-04T18:30:00Z'), total: 10 }, // 5 Mar 00:00 IST
    { created_at: Date.parse('2024-03-05T18:00:00Z'), total: 20 }, // 5 Mar 23:30 IST
    { created_at: Date.parse('2024-03-05T19:00:00Z'), total: 40 }, // 6 Mar IST
  ];
  it.each([
    ['2024-03-04', 5],
    ['2024-03-05', 30],
    ['2024-03-06', 40],
    ['2024-03-07', 0],
  ])('on %s: %s EXP', (day, exp) => {
    expect(expEarnedOn(day, awards)).toBe(exp);
  });
});

describe('daily goal', () => {
  it.each([
    [0, 40, { goal_exp: 40, earned: 0, remaining: 40, progress: 0, completed: false }],
    [30, 40, { goal_exp: 40, earned: 30, remaining: 10, progress: 0.75, completed: false }],
    [40, 40, { goal_exp: 40, earned: 40, remaining: 0, progress: 1, completed: true }],
    [95, 40, { goal_exp: 40, earned: 95, remaining: 0, progress: 1, completed: true }],
  ])('%s of %s', (earned, goal, expected) => {
    expect(dailyGoalProgress(earned, goal)).toEqual(expected);
  });

  it('defaults to 40 EXP', () => {
    expect(DEFAULT_DAILY_GOAL_EXP).toBe(40);
    expect(dailyGoalProgress(20).progress).toBe(0.5);
  });

  it.each([
    [30, 45, true],
    [0, 40, true],
    [40, 60, false],
    [10, 39, false],
  ])('%s -> %s completes the goal: %s', (before, after, done) => {
    expect(completesDailyGoal(before, after, 40)).toBe(done);
  });
});
