/** GET /api/v3/contest_rating(?uuid): the contest rating widget's data, own or by public uuid. */
import { useQuery } from '@tanstack/react-query';
import {
  ContestRatingPaths,
  contestRatingDataSchema,
  type ContestRatingData,
} from '@katana/shared/api/contest-rating';
import { apiClient } from '../../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../../lib/request/api-query.ts';
import { callApi } from '../../../../lib/request/call-api.ts';
import { apiPath } from '../../../../lib/request/contract-path.ts';

export function fetchContestRating(uuid: string | undefined, client = apiClient): Promise<ContestRatingData> {
  return callApi(
    client.get(apiPath(ContestRatingPaths.rating), uuid ? { params: { uuid } } : {}),
    contestRatingDataSchema,
  );
}

export function useContestRating(uuid: string | undefined, enabled: boolean) {
  return useQuery<ContestRatingData, ApiRequestError>({
    queryKey: ['contest-rating', uuid ?? null],
    queryFn: () => fetchContestRating(uuid),
    enabled,
  });
}
