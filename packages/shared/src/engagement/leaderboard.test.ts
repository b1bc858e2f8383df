import { describe, expect, it } from 'vitest';
import {
  firstName,
  isRankUpgrade,
  LB_ENTRY_TEXT,
  leaderboardEntryType,
  leaderboardRankText,
  leaderboardWeekAt,
  levelUpEntryType,
  LeaderboardUnlockText,
  rankWeeklyScores,
  triggersLeaderboardUnlock,
  unlockAnimationStage,
  unlockScreenRow,
  weekFromStartDate,
  weekTimeframeLabel,
} from './leaderboard.ts';

describe('leaderboardWeekAt', () => {
  it.each([
    // Monday 4 Mar 2024 00:00 IST = Sunday 3 Mar 18:30 UTC.
    ['2024-03-03T18:30:00Z', '2024-03-04', '2024-03-10'],
    ['2024-03-03T18:29:59Z', '2024-02-26', '2024-03-03'],
    ['2024-03-10T18:29:59Z', '2024-03-04', '2024-03-10'],
    ['2024-03-10T18:30:00Z', '2024-03-11', '2024-03-17'],
    ['2024-12-31T12:00:00Z', '2024-12-30', '2025-01-05'],
  ])('%s falls in the week %s to %s', (iso, first, last) => {
    const w = leaderboardWeekAt(Date.parse(iso));
    expect([w.first_day, w.last_day]).toEqual([first, last]);
  });

  it('start_date is 00:00 IST of the first day in epoch seconds, and the week lasts 7 days', () => {
    const w = leaderboardWeekAt(Date.parse('2024-03-06T10:00:00Z'));
    expect(new Date(w.start_date * 1000).toISOString()).toBe('2024-03-03T18:30:00.000Z');
    expect(w.ends_at - w.start_date).toBe(7 * 86_400);
    expect(weekFromStartDate(w.start_date)).toEqual(w);
  });

  it('labels the timeframe as start date to start date + 6 days', () => {
    expect(weekTimeframeLabel(leaderboardWeekAt(Date.parse('2024-03-06T10:00:00Z')).start_date)).toBe(
      '4 Mar - 10 Mar',
    );
    expect(weekTimeframeLabel(leaderboardWeekAt(Date.parse('2024-12-31T10:00:00Z')).start_date)).toBe(
      '30 Dec - 5 Jan',
    );
  });
});

describe('rankWeeklyScores', () => {
  it('orders by EXP, then who got there first, then id; drops learners without EXP', () => {
    const ranked = rankWeeklyScores([
      { user_id: 'c', exp: 50, reached_at: 300 },
      { user_id: 'a', exp: 80, reached_at: 500 },
      { user_id: 'b', exp: 50, reached_at: 100 },
      { user_id: 'z', exp: 0, reached_at: 0 },
      { user_id: 'd', exp: 50, reached_at: 100 },
    ]);
    expect(ranked.map((r) => [r.user_id, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['d', 3],
      ['c', 4],
    ]);
  });
});

describe('rank changes and entries', () => {
  it.each([
    [10, 4, true],
    [4, 4, false],
    [4, 10, false],
    [null, 4, false],
    [4, null, false],
  ])('%s -> %s is an upgrade: %s', (a, b, up) => {
    expect(isRankUpgrade(a, b)).toBe(up);
  });

  it('a first-time learner makes a first entry, a returning one a re-entry', () => {
    expect(leaderboardEntryType(false)).toBe('first_entry');
    expect(leaderboardEntryType(true)).toBe('re_entry');
    expect(LB_ENTRY_TEXT.first_entry).toBe('Unlocked Leaderboard');
    expect(LB_ENTRY_TEXT.re_entry).toBe('Back on Leaderboard');
  });

  it.each([
    [{ level: 2, lb_entry_type: 'level_up' }, true],
    [{ level: 3, lb_entry_type: 'level_up' }, false],
    [{ level: 2, lb_entry_type: 'first_entry' }, false],
    [{ level: 2 }, false],
  ])('%j triggers the unlock animation: %s', (content, yes) => {
    expect(triggersLeaderboardUnlock(content)).toBe(yes);
  });

  it('reaching level 2 is the level-up entry, and exactly that toast opens the unlock screen', () => {
    expect(levelUpEntryType(2)).toBe('level_up');
    expect([1, 3, 4, 10].map(levelUpEntryType)).toEqual([null, null, null, null]);
    expect(triggersLeaderboardUnlock({ level: 2, lb_entry_type: levelUpEntryType(2) })).toBe(true);
    expect(triggersLeaderboardUnlock({ level: 3, lb_entry_type: levelUpEntryType(3) })).toBe(false);
  });

  it('shows the rank with an ordinal suffix up to 30', () => {
    expect(leaderboardRankText(2)).toBe('2nd');
    expect(leaderboardRankText(42)).toBe('42');
  });
});

describe('unlock screen', () => {
  it.each([
    [0, 'intro'],
    [3999, 'intro'],
    [4000, 'hover_container'],
    [5000, 'details'],
    [6000, 'final'],
  ])('at %s ms the stage is %s', (ms, stage) => {
    expect(unlockAnimationStage(ms)).toBe(stage);
  });

  it('reads "Level 2 Leaderboard unlocked" and shows the first name with (You)', () => {
    expect(LeaderboardUnlockText.TITLE).toBe('Level 2 Leaderboard unlocked');
    expect(unlockScreenRow({ rank: 3, name: 'Asha Rani Verma', exp: 120 })).toEqual({
      rank: '3rd',
      name: 'Asha (You)',
      exp: 120,
    });
    expect(firstName('  Ravi  ')).toBe('Ravi');
  });
});
