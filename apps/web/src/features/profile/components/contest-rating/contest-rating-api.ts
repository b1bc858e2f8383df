/** GET /api/v3/contest_rating(?uuid): the contest rating widget's data, own or by public uuid. */
import { useQuery } from '@tanstack/react-query';
import { contestRatingDataSchema, type ContestRatingData } from '@katana/shared/api/contest-rating';
import { apiClient } from '../../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../../lib/request/api-query.ts';
import { callApi } from '../../../../lib/request/call-api.ts';

const PATH = 'v3/contest_rating';

export function fetchContestRating(uuid: string | undefined, client = apiClient): Promise<ContestRatingData> {
  return callApi(client.get(PATH, uuid ? { params: { uuid } } : {}), contestRatingDataSchema);
}

export function useContestRating(uuid: string | undefined, enabled: boolean) {
  return useQuery<ContestRatingData, ApiRequestError>({
    queryKey: ['contest-rating', uuid ?? null],
    queryFn: () => fetchContestRating(uuid),
    enabled,
  });
}
