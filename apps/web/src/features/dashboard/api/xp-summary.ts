/** GET /api/v3/leaderboard/xp-summary: locked, start_date (epoch seconds), user_rank and the week's EXP. */
import { useQuery } from '@tanstack/react-query';
import { LeaderboardPaths, xpSummarySchema, type XpSummary } from '@katana/shared/engagement/api-leaderboard';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { dashboardKeys, getContract, type ViewerId } from './paths.ts';

export function useXpSummary(viewer: ViewerId) {
  return useQuery<XpSummary, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'xp-summary'),
    queryFn: ({ signal }) => getContract(LeaderboardPaths.xpSummary, xpSummarySchema, undefined, signal),
    enabled: viewer !== null,
  });
}
