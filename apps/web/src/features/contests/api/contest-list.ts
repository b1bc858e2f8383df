/** GET /api/v1/contests?category&status&page&page_size: one section (upcoming, live or ended) of the list. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ContestPaths,
  contestListPageSchema,
  type ContestListPage,
  type ContestListQuery,
} from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { contestKeys } from '../../../lib/api/contest-keys.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type { ContestListPage };

export function fetchContestList(query: ContestListQuery, client = apiClient): Promise<ContestListPage> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params[key] = String(value);
  return callApi(client.get(apiPath(ContestPaths.list), { params }), contestListPageSchema);
}

export function useContestList(query: ContestListQuery) {
  return useQuery<ContestListPage, ApiRequestError>({
    queryKey: contestKeys.list(query),
    queryFn: () => fetchContestList(query),
    placeholderData: keepPreviousData,
  });
}
