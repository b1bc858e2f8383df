/** GET /api/v1/challenges/:slug/leaderboard: the challenge board and the viewer's row. */
import { useQuery } from '@tanstack/react-query';
import {
  ChallengesPaths,
  challengeLeaderboardSchema,
  type ChallengeLeaderboard,
} from '@katana/shared/api/challenges';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { challengeKeys } from './challenge-keys.ts';

export function useChallengeLeaderboard(slug: string, viewer: number | null) {
  return useQuery<ChallengeLeaderboard, ApiRequestError>({
    queryKey: [...challengeKeys.of(slug), 'board', viewer],
    queryFn: () =>
      callApi(apiClient.get(apiPath(ChallengesPaths.leaderboard, { slug })), challengeLeaderboardSchema),
    refetchOnMount: 'always',
  });
}
