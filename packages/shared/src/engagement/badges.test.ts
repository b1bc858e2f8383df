import { describe, expect, it } from 'vitest';
import {
  BADGE_PERCENTAGE_TABLES,
  BADGE_SUBJECTS,
  PRACTICE_TOPIC_BADGE_COMPLETION,
  badgeLevelForRank,
  badgeLevelsForCompletion,
  contestRoundBadgeLevel,
  badgeRenamePopupDecision,
  badgeTierName,
  BadgeTypeVariant,
  canShareBadge,
  currentTierName,
  isValidChallengeBadge,
  LEGACY_BADGE_TIERS,
  sortByBadgeLevelOrder,
  STREAK_BADGE_DAYS,
  topPercent,
} from './badges.ts';

describe('tiers', () => {
  it.each([
    [1, 'Achiever', 'Ronin'],
    [2, 'Specialist', 'Samurai'],
    [3, 'Master', 'Sensei'],
  ] as const)('level %s is %s (formerly %s)', (level, name, legacy) => {
    expect(badgeTierName(level)).toBe(name);
    expect(LEGACY_BADGE_TIERS[level]).toBe(legacy);
    expect(currentTierName(legacy)).toBe(name);
  });

  it('rejects other levels and leaves unknown names alone', () => {
    expect(() => badgeTierName(0)).toThrow(RangeError);
    expect(() => badgeTierName(4)).toThrow(RangeError);
    expect(currentTierName('Gold')).toBe('Gold');
  });

  it('has the type variants Normal 1 and Differentiable 2', () => {
    expect(BadgeTypeVariant).toEqual({ Normal: 1, Differentiable: 2 });
  });
});

describe('percentage tables', () => {
  it('uses the spec subject table', () => {
    expect(BADGE_PERCENTAGE_TABLES.Subject).toEqual({ 1: 1, 2: 0.5, 3: 0.25 });
  });

  it.each([
    // table, rank, total -> level
    ['Subject', 1, 400, 3],
    ['Subject', 2, 400, 2],
    ['Subject', 3, 400, 1],
    ['Subject', 4, 400, 1],
    ['Subject', 5, 400, null],
  ] as const)('%s rank %s of %s earns level %s', (table, rank, total, level) => {
    expect(badgeLevelForRank(table, rank, total)).toBe(level);
  });

  it('computes the top percentage of a rank', () => {
    expect(topPercent(1, 400)).toBe(0.25);
    expect(() => topPercent(0, 10)).toThrow(RangeError);
    expect(() => topPercent(11, 10)).toThrow(RangeError);
  });
});

describe('other badge rules', () => {
  it('has streak badges for the milestones', () => {
    expect(STREAK_BADGE_DAYS).toEqual([10, 50, 100, 300, 365]);
  });

  it.each([
    [1, 0, true],
    [42, 11, true],
    [0, 0, false],
    [43, 0, false],
    [1, 12, false],
    [1, -1, false],
  ])('challenge badge index %s level %s valid: %s', (index, level, ok) => {
    expect(isValidChallengeBadge(index, level)).toBe(ok);
  });

  it('orders by badge_level_order', () => {
    const sorted = sortByBadgeLevelOrder([
      { id: 'a', badge_level_order: 3 },
      { id: 'b', badge_level_order: 1 },
      { id: 'c', badge_level_order: 2 },
    ]);
    expect(sorted.map((b) => b.id)).toEqual(['b', 'c', 'a']);
  });

  it('shares only the first badge', () => {
    expect([0, 1, 2].map(canShareBadge)).toEqual([true, false, false]);
  });

  it.each([
    ['true', 'show'],
    ['false', 'hide'],
    [null, 'fetch'],
    ['garbage', 'fetch'],
  ])('rename popup with local flag %j: %s', (flag, decision) => {
    expect(badgeRenamePopupDecision(flag)).toBe(decision);
  });
});

describe('completion tables', () => {
  it.each([
    // solved, total -> levels
    [0, 8, []],
    [1, 8, []],
    [2, 8, [1]],
    [3, 8, [1]],
    [4, 8, [1, 2]],
    [7, 8, [1, 2]],
    [8, 8, [1, 2, 3]],
    [0, 0, []],
  ] as const)('practice topic: %s of %s solved earns %j', (solved, total, levels) => {
    expect(badgeLevelsForCompletion(PRACTICE_TOPIC_BADGE_COMPLETION, solved, total)).toEqual(levels);
  });

  it('puts every topic in at most one subject', () => {
    const topics = BADGE_SUBJECTS.flatMap((s) => s.topics);
    expect(new Set(topics).size).toBe(topics.length);
    expect(BADGE_SUBJECTS.map((s) => s.slug)).toEqual([
      'data-structures-algorithms',
      'sql',
      'cs-fundamentals',
    ]);
  });
});

describe('contest round badges', () => {
  it.each([
    // rank, solved -> level
    [1, 1, 3],
    [2, 4, 2],
    [3, 1, 2],
    [4, 2, 1],
    [10, 1, 1],
    [11, 5, null],
    [1, 0, null],
  ] as const)('rank %s with %s solved earns level %s', (rank, solved, level) => {
    expect(contestRoundBadgeLevel(rank, solved)).toBe(level);
  });
});
