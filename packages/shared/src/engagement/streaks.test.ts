import { describe, expect, it } from 'vitest';
import { addDays } from './ist-time.ts';
import {
  milestonesReached,
  monthlyStreakMap,
  nextStreakMilestone,
  recordStreakDay,
  STREAK_MILESTONES,
  streakBadgeMilestone,
  streakDayOf,
  streakStats,
} from './streaks.ts';

/** n consecutive days ending at `last`. */
function run(last: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addDays(last, -i));
}

describe('streakDayOf', () => {
  it.each([
    ['2024-03-04T18:29:00Z', 5, false, '2024-03-04'],
    ['2024-03-04T18:30:00Z', 5, false, '2024-03-05'],
    ['2024-03-05T12:00:00Z', 0, true, '2024-03-05'],
    ['2024-03-05T12:00:00Z', 0, false, null],
  ])('activity at %s with %s EXP, solved %s counts for %s', (at, exp, solved, day) => {
    expect(streakDayOf({ at: Date.parse(at), exp, solved })).toBe(day);
  });
});

describe('streakStats', () => {
  const today = '2024-03-10';
  it.each([
    ['no activity', [], 0, 0],
    ['only today', ['2024-03-10'], 1, 1],
    ['three days up to today', run(today, 3), 3, 3],
    ['three days up to yesterday (today still open)', run('2024-03-09', 3), 3, 3],
    ['three days ending the day before yesterday', run('2024-03-08', 3), 0, 3],
    ['an old long run and a fresh short one', [...run('2024-02-20', 7), ...run(today, 2)], 2, 7],
    ['duplicates count once', ['2024-03-10', '2024-03-10', '2024-03-09'], 2, 2],
    ['future days are ignored', ['2024-03-11', '2024-03-12'], 0, 0],
    ['across a month end', run('2024-03-02', 5), 0, 5],
    ['across a leap day', ['2024-02-28', '2024-02-29', '2024-03-01'], 0, 3],
  ])('%s', (_label, days, current, longest) => {
    expect(streakStats(days, today)).toEqual({ current_streak: current, longest_streak: longest });
  });
});

describe('recordStreakDay', () => {
  it('the first activity of a day upgrades the streak', () => {
    expect(recordStreakDay(run('2024-03-09', 4), '2024-03-10')).toEqual({
      current_streak: 5,
      longest_streak: 5,
      upgraded: true,
      milestones: [],
    });
  });

  it('a second activity on the same day changes nothing', () => {
    expect(recordStreakDay(run('2024-03-10', 4), '2024-03-10')).toEqual({
      current_streak: 4,
      longest_streak: 4,
      upgraded: false,
      milestones: [],
    });
  });

  it('reaching 10 days reports the 10-day milestone', () => {
    expect(recordStreakDay(run('2024-03-09', 9), '2024-03-10').milestones).toEqual([10]);
  });

  it('after a gap the streak starts again at 1', () => {
    const u = recordStreakDay(run('2024-03-05', 12), '2024-03-10');
    expect(u).toMatchObject({ current_streak: 1, longest_streak: 12, upgraded: true, milestones: [] });
  });
});

describe('milestones', () => {
  it('are 10, 50, 100, 300 and 365 days', () => {
    expect(STREAK_MILESTONES).toEqual([10, 50, 100, 300, 365]);
  });

  it.each([
    [9, 10, [10]],
    [10, 11, []],
    [0, 365, [10, 50, 100, 300, 365]],
    [299, 301, [300]],
    [400, 401, []],
  ])('%s -> %s reaches %j', (a, b, reached) => {
    expect(milestonesReached(a, b)).toEqual(reached);
  });

  it.each([
    [0, null, 10],
    [9, null, 10],
    [10, 10, 50],
    [99, 50, 100],
    [364, 300, 365],
    [365, 365, null],
    [1000, 365, null],
  ])('at %s days the badge is %s and the next milestone %s', (days, badge, next) => {
    expect(streakBadgeMilestone(days)).toBe(badge);
    expect(nextStreakMilestone(days)).toBe(next);
  });
});

describe('monthlyStreakMap', () => {
  it('lists every day of the month with activity and future flags', () => {
    const map = monthlyStreakMap(
      ['2024-02-01', '2024-02-29', '2024-03-01', '2024-01-31'],
      '2024-02-01',
      '2024-02-10',
    );
    expect(map).toHaveLength(29);
    expect(map[0]).toEqual({ date: '2024-02-01', active: true, future: false });
    expect(map[9]).toEqual({ date: '2024-02-10', active: false, future: false });
    expect(map[10]).toEqual({ date: '2024-02-11', active: false, future: true });
    expect(map[28]).toEqual({ date: '2024-02-29', active: true, future: true });
    expect(map.filter((d) => d.active)).toHaveLength(2);
  });

  it('a start_date inside the month selects that month', () => {
    expect(monthlyStreakMap([], '2023-04-17', '2023-05-01').map((d) => d.date)[29]).toBe('2023-04-30');
  });
});
