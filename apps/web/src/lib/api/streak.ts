/**
 * GET /api/v3/streaks: the signed-in learner's current and longest streak (spec 01 "Streak for current user"): the
 * header's streak widget (a DAILY_STREAK_UPGRADED toast patches it live) and the dashboard's streak card.
 */
import { useQuery } from '@tanstack/react-query';
import {
  StreakBadgePaths,
  streakSchema,
  type StreakWire,
} from '@katana/shared/engagement/api-streaks-badges';
import type { ApiRequestError } from '../request/api-query.ts';
import { getContract } from '../request/contract-path.ts';
import { engagementKeys, type CachePolicy, type Viewer } from './engagement-keys.ts';

export const streakKey = (viewer: Viewer) => engagementKeys.of(viewer, 'streak');

export function useStreak(viewer: Viewer, cache: CachePolicy = {}) {
  return useQuery<StreakWire, ApiRequestError>({
    queryKey: streakKey(viewer),
    queryFn: ({ signal }) => getContract(StreakBadgePaths.streak, streakSchema, undefined, signal),
    enabled: viewer !== null,
    ...cache,
  });
}
