/** GET /api/v3/leaderboard (scope Personal, page 1): the rows of the Leaderboard tab and the mobile sheet. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LeaderboardPaths, leaderboardPageSchema } from '@katana/shared/engagement/api-leaderboard';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from './paths.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

export function getLeaderboardBoard(client = apiClient, signal?: AbortSignal): Promise<LeaderboardPage> {
  return callApi(
    client.get(apiPath(LeaderboardPaths.board), {
      params: { scope: 'Personal', page: 1 },
      ...(signal ? { signal } : {}),
    }),
    leaderboardPageSchema,
  );
}

export function useLeaderboardBoard(viewer: ViewerId, enabled = true) {
  return useQuery<LeaderboardPage, ApiRequestError>({
    queryKey: experienceKeys.board(viewer),
    queryFn: ({ signal }) => getLeaderboardBoard(apiClient, signal),
    enabled,
  });
}
