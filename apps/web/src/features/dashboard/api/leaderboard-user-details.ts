/**
 * GET /api/v3/leaderboard/user-details: active_week_status (current_rank, league_name, zone), or null outside a
 * league group. The server caches it 10 s (spec 02 §7); the client keeps it as fresh for as long.
 */
import { useQuery } from '@tanstack/react-query';
import {
  LeaderboardPaths,
  leaderboardUserDetailsSchema,
  type LeaderboardUserDetails,
} from '@katana/shared/engagement/api-leaderboard';
import { LEADERBOARD_DETAILS_CACHE_MS } from '@katana/shared/engagement/leaderboard';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { dashboardKeys, type ViewerId } from './paths.ts';

export function useLeaderboardUserDetails(viewer: ViewerId, enabled = true) {
  return useQuery<LeaderboardUserDetails, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'leaderboard-user-details'),
    queryFn: ({ signal }) =>
      getContract(LeaderboardPaths.userDetails, leaderboardUserDetailsSchema, undefined, signal),
    enabled: viewer !== null && enabled,
    staleTime: LEADERBOARD_DETAILS_CACHE_MS,
  });
}
