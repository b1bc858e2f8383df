/** GET /api/v1/search: one page of results for a query (and optional type), as the spotlight and /search show it. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SearchPaths,
  searchResponseSchema,
  type SearchDocumentType,
  type SearchResponse,
} from '@katana/shared/api/search';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export interface SearchParams {
  q: string;
  type?: SearchDocumentType | undefined;
  page?: number | undefined;
}

export function getSearch(
  { q, type, page }: SearchParams,
  client = apiClient,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params: Record<string, string> = { q };
  if (type) params.type = type;
  if (page && page > 1) params.page = String(page);
  return callApi(
    client.get(apiPath(SearchPaths.search), { params, ...(signal ? { signal } : {}) }),
    searchResponseSchema,
  );
}

/** Runs only for a non-blank query; keeps the previous answer on screen while the next one loads. */
export function useSearch(params: SearchParams) {
  const q = params.q.trim();
  return useQuery<SearchResponse, ApiRequestError>({
    queryKey: ['search', q, params.type ?? null, params.page ?? 1],
    queryFn: ({ signal }) => getSearch({ ...params, q }, apiClient, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
