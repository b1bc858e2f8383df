/** GET /api/v3/leaderboard/xp-summary: locked, the week's start_date and the user's rank (spec 02 §3). */
import { useQuery } from '@tanstack/react-query';
import { LeaderboardPaths, xpSummarySchema, type XpSummary } from '@katana/shared/engagement/api-leaderboard';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from './paths.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export function getXpSummary(client = apiClient, signal?: AbortSignal): Promise<XpSummary> {
  return callApi(client.get(apiPath(LeaderboardPaths.xpSummary), signal ? { signal } : {}), xpSummarySchema);
}

export function useXpSummary(viewer: ViewerId, enabled = true) {
  return useQuery<XpSummary, ApiRequestError>({
    queryKey: experienceKeys.xpSummary(viewer),
    queryFn: ({ signal }) => getXpSummary(apiClient, signal),
    enabled,
  });
}
