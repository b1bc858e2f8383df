/** GET /api/v3/streaks: the signed-in learner's current and longest streak. */
import { useQuery } from '@tanstack/react-query';
import { StreakBadgePaths, streakSchema, type StreakWire } from '@katana/shared/engagement/api-streaks-badges';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { dashboardKeys, getContract, type ViewerId } from './paths.ts';

export function useStreak(viewer: ViewerId) {
  return useQuery<StreakWire, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'streak'),
    queryFn: ({ signal }) => getContract(StreakBadgePaths.streak, streakSchema, undefined, signal),
    enabled: viewer !== null,
  });
}
