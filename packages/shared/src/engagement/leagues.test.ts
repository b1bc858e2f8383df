import { describe, expect, it } from 'vitest';
import {
  activeWeekStatus,
  LEAGUE_GROUP_SIZE,
  leagueGroupIndex,
  RANK_TIER_NAMES,
  settleLeagueGroup,
  STARTING_TIER_ORDER,
  tierAfterWeek,
  tierName,
  tierOrder,
  zoneForRank,
  zoneSizes,
} from './leagues.ts';

describe('rank tiers', () => {
  it('run from Iron (7) up to Ninja Dominator (1)', () => {
    expect(RANK_TIER_NAMES).toEqual([
      'Iron',
      'Bronze',
      'Silver',
      'Gold',
      'Master',
      'Grand Master',
      'Ninja Dominator',
    ]);
    expect(tierName(7)).toBe('Iron');
    expect(tierName(2)).toBe('Grand Master');
    expect(tierOrder('Ninja Dominator')).toBe(1);
    expect(tierOrder('Diamond')).toBeNull();
    expect(() => tierName(8)).toThrow(RangeError);
    expect(tierName(STARTING_TIER_ORDER)).toBe('Iron');
  });
});

describe('zones', () => {
  it.each([
    // size, tier order -> promotion, demotion
    [30, 4, 5, 5],
    [12, 4, 4, 4],
    [2, 4, 0, 0],
    [30, 7, 5, 0],
    [30, 1, 0, 5],
  ])('a group of %s in tier %s promotes %s and demotes %s', (size, order, up, down) => {
    expect(zoneSizes(size, order)).toEqual({ promotion: up, demotion: down });
  });

  it.each([
    [1, 'promotion'],
    [5, 'promotion'],
    [6, 'safe'],
    [25, 'safe'],
    [26, 'demotion'],
    [30, 'demotion'],
  ])('rank %s of 30 in Gold is in the %s zone', (rank, zone) => {
    expect(zoneForRank(rank, 30, 4)).toBe(zone);
  });

  it('Iron has no demotion zone and Ninja Dominator no promotion zone', () => {
    expect(zoneForRank(30, 30, 7)).toBe('safe');
    expect(zoneForRank(1, 30, 1)).toBe('safe');
  });

  it.each([
    [4, 'promotion', 3],
    [4, 'demotion', 5],
    [4, 'safe', 4],
    [1, 'promotion', 1],
    [7, 'demotion', 7],
  ] as const)('tier %s in the %s zone becomes %s', (order, zone, next) => {
    expect(tierAfterWeek(order, zone)).toBe(next);
  });
});

describe('week end', () => {
  it('promotes the top and demotes the bottom of a group', () => {
    const standings = Array.from({ length: 12 }, (_, i) => ({ user_id: `u${i + 1}`, rank: i + 1 }));
    const settled = settleLeagueGroup(5, standings);
    expect(settled.filter((s) => s.to_order === 4).map((s) => s.user_id)).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(settled.filter((s) => s.to_order === 6).map((s) => s.user_id)).toEqual([
      'u9',
      'u10',
      'u11',
      'u12',
    ]);
    expect(settled.filter((s) => s.to_order === 5)).toHaveLength(4);
  });

  it('fills groups of 30 in joining order', () => {
    expect(LEAGUE_GROUP_SIZE).toBe(30);
    expect([0, 29, 30, 59, 60].map(leagueGroupIndex)).toEqual([0, 0, 1, 1, 2]);
  });

  it('describes the active week for the user details call', () => {
    expect(activeWeekStatus(6, 2, 30)).toEqual({ current_rank: 2, league_name: 'Bronze', zone: 'promotion' });
  });
});
