/** GET /api/v1/contests/:slug/standings?page&page_size&around_me: one page of the freeze-aware board. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contestStandingsSchema, type ContestStandings } from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { contestApiPath, contestKeys } from './contest-keys.ts';

export type { ContestStandings };
export const STANDINGS_PAGE_SIZE = 50;

export function fetchStandings(slug: string, page: number, aroundMe: boolean, client = apiClient) {
  const params: Record<string, string> = { page: String(page), page_size: String(STANDINGS_PAGE_SIZE) };
  if (aroundMe) params.around_me = 'true';
  return callApi(client.get(`${contestApiPath(slug)}/standings`, { params }), contestStandingsSchema);
}

/**
 * `pollMs` refetches while the contest is live, so the board moves even without the socket (signed-out viewers,
 * or a socket that is away); socket events refetch at once.
 */
export function useStandings(slug: string, page: number, aroundMe: boolean, pollMs: number | false) {
  return useQuery<ContestStandings, ApiRequestError>({
    queryKey: contestKeys.standings(slug, page, aroundMe),
    queryFn: () => fetchStandings(slug, page, aroundMe),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
}
