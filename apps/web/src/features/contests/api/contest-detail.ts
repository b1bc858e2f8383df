/** GET /api/v1/contests/:slug: the contest with the caller's participation. */
import { useQuery } from '@tanstack/react-query';
import { ContestPaths, contestDetailSchema, type ContestDetail } from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { contestKeys } from '../../../lib/api/contest-keys.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type { ContestDetail };

export function fetchContestDetail(slug: string, client = apiClient): Promise<ContestDetail> {
  return callApi(client.get(apiPath(ContestPaths.detail, { slug })), contestDetailSchema);
}

export function useContestDetail(slug: string) {
  return useQuery<ContestDetail, ApiRequestError>({
    queryKey: contestKeys.detail(slug),
    queryFn: () => fetchContestDetail(slug),
  });
}
