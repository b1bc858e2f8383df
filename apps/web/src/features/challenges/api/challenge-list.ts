/** GET /api/v1/challenges: the monthly challenges with the viewer's registration. */
import { useQuery } from '@tanstack/react-query';
import { ChallengesPaths, challengeListSchema, type ChallengeList } from '@katana/shared/api/challenges';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { challengeKeys } from './challenge-keys.ts';

export function useChallengeList(viewer: number | null) {
  return useQuery<ChallengeList, ApiRequestError>({
    queryKey: challengeKeys.list(viewer),
    queryFn: () => callApi(apiClient.get(apiPath(ChallengesPaths.list)), challengeListSchema),
  });
}
