/** Server answers for the dashboard's calls, as the shared contracts shape them. */
import { ok, type FakeRoute } from '../../../test/fake-api.ts';

/** Monday 2 March 2026, 00:00 IST, in epoch seconds. */
export const WEEK_START = Date.parse('2026-03-01T18:30:00Z') / 1000;

export function dashboardRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET v3/experience/summary': [ok({ details: { points: 1250, boosters: [] } })],
    'GET v3/levels/progress': [ok({ current_level: 3, points: 1250 })],
    'GET v3/policies': [
      ok({
        details: { policies: [] },
        user_active_policies: [],
        user_level: 3,
        level_points_map: { '1': 0, '2': 100, '3': 1000, '4': 2000, '5': 4000, '6': 8000, '7': 16000, '8': 32000, '9': 64000, '10': 128000 },
      }),
    ],
    'GET v3/experience/daily': [ok({ details: { goal_exp: 100, earned_today: 40, target_completed: false } })],
    'GET v3/streaks': [ok({ current_streak: 8, longest_streak: 21, user_uuid: 'u-7', unacknowledged_milestone: null })],
    'GET v3/leaderboard/xp-summary': [ok({ locked: false, start_date: WEEK_START, user_rank: 3, user_exp: 340 })],
    'GET v3/leaderboard/user-details': [
      ok({ active_week_status: { current_rank: 3, league_name: 'Bronze', zone: 'promotion' } }),
    ],
    ...overrides,
  };
}
