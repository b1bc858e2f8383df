import { describe, expect, it } from 'vitest';
import {
  interestedUsersAddQuerySchema,
  leaderboardQuerySchema,
  leaderboardUserDetailsSchema,
  xpSummarySchema,
} from './api-leaderboard.ts';

describe('leaderboard API schemas', () => {
  it('xp-summary has locked, start_date and user_rank', () => {
    const ok = { locked: false, start_date: 1709490600, user_rank: 4, user_exp: 120 };
    expect(xpSummarySchema.parse(ok)).toEqual(ok);
    expect(xpSummarySchema.safeParse({ ...ok, user_rank: 0 }).success).toBe(false);
  });

  it('user details name a tier and a zone', () => {
    const ok = { active_week_status: { current_rank: 3, league_name: 'Grand Master', zone: 'promotion' } };
    expect(leaderboardUserDetailsSchema.parse(ok)).toEqual(ok);
    const bad = { active_week_status: { current_rank: 3, league_name: 'Diamond', zone: 'promotion' } };
    expect(leaderboardUserDetailsSchema.safeParse(bad).success).toBe(false);
  });

  it('the board query defaults to Personal and needs entity type and id together', () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({ scope: 'Personal', page: 1 });
    expect(
      leaderboardQuerySchema.parse({ scope: 'Friends', entity_type: 'College', entity_id: '9' }),
    ).toMatchObject({
      scope: 'Friends',
      entity_type: 'College',
    });
    expect(leaderboardQuerySchema.safeParse({ entity_type: 'College' }).success).toBe(false);
    expect(leaderboardQuerySchema.safeParse({ scope: 'Everyone' }).success).toBe(false);
  });

  it('league sign-up: a known category, entity type and id both or neither', () => {
    const base = { category: 'league', email: 'a@b.co' };
    expect(interestedUsersAddQuerySchema.safeParse({ ...base, entity_type: 'College' }).success).toBe(false);
    expect(interestedUsersAddQuerySchema.safeParse({ ...base, entity_id: '7' }).success).toBe(false);
    expect(
      interestedUsersAddQuerySchema.safeParse({ ...base, entity_type: 'College', entity_id: '7' }).success,
    ).toBe(true);
    expect(interestedUsersAddQuerySchema.safeParse({ ...base, category: 'other' }).success).toBe(false);
  });

  it('league sign-up needs an e-mail', () => {
    expect(interestedUsersAddQuerySchema.safeParse({ category: 'league' }).success).toBe(false);
    expect(interestedUsersAddQuerySchema.safeParse({ category: 'league', email: 'a@b.co' }).success).toBe(
      true,
    );
  });
});
