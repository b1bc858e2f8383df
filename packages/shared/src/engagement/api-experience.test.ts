import { describe, expect, it } from 'vitest';
import {
  applyDelayedBoosterQuerySchema,
  expHistoryQueryV2Schema,
  expHistoryQueryV4Schema,
  experienceSummarySchema,
  policiesResponseSchema,
} from './api-experience.ts';
import { DEFAULT_LEVEL_POINTS_MAP } from './levels.ts';

describe('experience API schemas', () => {
  it('history pages default to 20 per page', () => {
    expect(expHistoryQueryV2Schema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(expHistoryQueryV4Schema.parse({ page: '3', date: '2024-03-05' })).toEqual({
      page: 3,
      limit: 20,
      date: '2024-03-05',
    });
    expect(expHistoryQueryV2Schema.safeParse({ page: '0' }).success).toBe(false);
    expect(expHistoryQueryV4Schema.safeParse({ date: '5 Mar' }).success).toBe(false);
  });

  it('apply delayed booster needs a booster_log_id', () => {
    expect(applyDelayedBoosterQuerySchema.parse({ booster_log_id: '12' })).toEqual({ booster_log_id: 12 });
    expect(applyDelayedBoosterQuerySchema.safeParse({}).success).toBe(false);
  });

  it('the summary carries points and boosters', () => {
    const ok = {
      details: { points: 120, boosters: [{ end_time: 1700000000, multiplier: 2, type: 'Cross 40 Exp' }] },
    };
    expect(experienceSummarySchema.parse(ok)).toEqual(ok);
    expect(experienceSummarySchema.safeParse({ details: { points: -1, boosters: [] } }).success).toBe(false);
  });

  it('the policies response carries policies, active names, level and points map', () => {
    const response = {
      details: { policies: [{ key: 'LEADERBOARD', name: 'LEADERBOARD', required_user_level: 2 }] },
      user_active_policies: ['LEADERBOARD'],
      user_level: 2,
      level_points_map: DEFAULT_LEVEL_POINTS_MAP,
    };
    expect(policiesResponseSchema.parse(response)).toEqual(response);
    expect(policiesResponseSchema.safeParse({ ...response, user_level: 11 }).success).toBe(false);
    expect(policiesResponseSchema.safeParse({ ...response, level_points_map: { '11': 5 } }).success).toBe(
      false,
    );
  });
});
