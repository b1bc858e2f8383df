/** GET /api/v1/challenges/:slug: the days, unlocks and the viewer's progress and badge. */
import { useQuery } from '@tanstack/react-query';
import { ChallengesPaths, challengeDetailSchema, type ChallengeDetail } from '@katana/shared/api/challenges';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { challengeKeys } from './challenge-keys.ts';

export function useChallenge(slug: string, viewer: number | null) {
  return useQuery<ChallengeDetail, ApiRequestError>({
    queryKey: [...challengeKeys.of(slug), 'detail', viewer],
    queryFn: () => callApi(apiClient.get(apiPath(ChallengesPaths.detail, { slug })), challengeDetailSchema),
    // Progress moves in the classroom: coming back from it shows the new marks.
    refetchOnMount: 'always',
    enabled: slug.length > 0,
  });
}
