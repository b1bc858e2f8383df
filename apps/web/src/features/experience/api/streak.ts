/** GET /api/v3/streaks: the signed-in user's current and longest streak (spec 01 "Streak for current user"). */
import { useQuery } from '@tanstack/react-query';
import {
  StreakBadgePaths,
  streakSchema,
  type StreakWire,
} from '@katana/shared/engagement/api-streaks-badges';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from './paths.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export function getStreak(client = apiClient, signal?: AbortSignal): Promise<StreakWire> {
  return callApi(client.get(apiPath(StreakBadgePaths.streak), signal ? { signal } : {}), streakSchema);
}

export function useStreak(viewer: ViewerId | null) {
  return useQuery<StreakWire, ApiRequestError>({
    queryKey: experienceKeys.streak(viewer ?? 'none'),
    queryFn: ({ signal }) => getStreak(apiClient, signal),
    enabled: viewer !== null,
    refetchOnWindowFocus: false,
  });
}
