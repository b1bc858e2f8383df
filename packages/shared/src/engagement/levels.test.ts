import { describe, expect, it } from 'vitest';
import {
  crossesOnboardingThreshold,
  DEFAULT_LEVEL_POINTS_MAP,
  DEFAULT_USER_LEVEL,
  isLeaderboardUnlocked,
  isOnboardingLevel,
  isValidLevel,
  isValidLevelPointsMap,
  LEVELS,
  levelForPoints,
  levelLadder,
  levelProgress,
  levelsGained,
} from './levels.ts';

describe('constants', () => {
  it('has levels 1 to 10 and default level 1', () => {
    expect(LEVELS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(DEFAULT_USER_LEVEL).toBe(1);
    expect(isValidLevelPointsMap(DEFAULT_LEVEL_POINTS_MAP)).toBe(true);
  });
});

const map = {
  '1': 0,
  '2': 10,
  '3': 30,
  '4': 60,
  '5': 100,
  '6': 150,
  '7': 210,
  '8': 280,
  '9': 360,
  '10': 450,
};

describe('levelForPoints', () => {
  it.each([
    [-5, 1],
    [0, 1],
    [9, 1],
    [10, 2],
    [29, 2],
    [30, 3],
    [449, 9],
    [450, 10],
    [100_000, 10],
  ])('%s EXP is level %s', (points, level) => {
    expect(levelForPoints(points, map)).toBe(level);
  });

  it('reaches level 2 at 100 EXP with the default map', () => {
    expect(levelForPoints(99)).toBe(1);
    expect(levelForPoints(100)).toBe(2);
  });
});

describe('isLeaderboardUnlocked', () => {
  it('opens the leaderboard from level 2 of the whole total (a 50 EXP welcome bonus + 50 EXP earned)', () => {
    expect(isLeaderboardUnlocked(50)).toBe(false);
    expect(isLeaderboardUnlocked(50 + 49)).toBe(false);
    expect(isLeaderboardUnlocked(50 + 50)).toBe(true);
    expect(isLeaderboardUnlocked(9, map)).toBe(false);
    expect(isLeaderboardUnlocked(10, map)).toBe(true);
  });
});

describe('level_points_map validation', () => {
  it.each([
    ['missing a level', { ...map, '10': undefined } as unknown as Record<string, number>],
    ['an extra level', { ...map, '11': 999 }],
    ['level 1 above 0', { ...map, '1': 5 }],
    ['a level not above the one before', { ...map, '4': 30 }],
    ['a fractional threshold', { ...map, '3': 30.5 }],
  ])('rejects %s', (_label, bad) => {
    expect(isValidLevelPointsMap(bad)).toBe(false);
    expect(() => levelForPoints(1, bad)).toThrow(RangeError);
  });
});

describe('levelProgress', () => {
  it.each([
    [0, { level: 1, level_points: 0, next_level: 2, next_level_points: 10, points_to_next: 10, progress: 0 }],
    [
      5,
      { level: 1, level_points: 0, next_level: 2, next_level_points: 10, points_to_next: 5, progress: 0.5 },
    ],
    [
      45,
      { level: 3, level_points: 30, next_level: 4, next_level_points: 60, points_to_next: 15, progress: 0.5 },
    ],
    [
      500,
      {
        level: 10,
        level_points: 450,
        next_level: null,
        next_level_points: null,
        points_to_next: 0,
        progress: 1,
      },
    ],
  ])('at %s EXP', (points, expected) => {
    expect(levelProgress(points, map)).toEqual(expected);
  });
});

describe('levelsGained', () => {
  it.each([
    [0, 9, []],
    [9, 10, [2]],
    [9, 60, [2, 3, 4]],
    [60, 60, []],
    [60, 10, []],
  ])('%s -> %s EXP gains %j', (before, after, gained) => {
    expect(levelsGained(before, after, map)).toEqual(gained);
  });
});

describe('onboarding', () => {
  it.each([
    [99, 100, true],
    [0, 250, true],
    [99, 99, false],
    [100, 150, false],
    [120, 90, false],
  ])('%s -> %s crosses 100: %s', (before, after, crossed) => {
    expect(crossesOnboardingThreshold(before, after)).toBe(crossed);
  });

  it('relates to level 3 or less', () => {
    expect([1, 2, 3, 4].map(isOnboardingLevel)).toEqual([true, true, true, false]);
  });
});

describe('levelLadder', () => {
  it('marks levels up to the user level unlocked', () => {
    const ladder = levelLadder(3, map);
    expect(ladder).toHaveLength(10);
    expect(ladder.filter((l) => l.unlocked).map((l) => l.level)).toEqual([1, 2, 3]);
    expect(ladder[3]).toEqual({ level: 4, points: 60, unlocked: false });
  });
});

describe('isValidLevel', () => {
  it.each([
    [1, true],
    [10, true],
    [0, false],
    [11, false],
    [2.5, false],
    ['3', false],
  ])('%j -> %s', (level, ok) => {
    expect(isValidLevel(level)).toBe(ok);
  });
});
