/**
 * GET /api/v1/contests/:slug/standings?page&page_size&around_me: one page of the freeze-aware board. The contest
 * page's standings tab and the contest classroom's top performers (its first rows) both read it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ContestPaths, contestStandingsSchema, type ContestStandings } from '@katana/shared/api/contests';
import { apiClient } from '../request/api-client.ts';
import type { ApiRequestError } from '../request/api-query.ts';
import { callApi } from '../request/call-api.ts';
import { apiPath } from '../request/contract-path.ts';
import { contestKeys } from './contest-keys.ts';

export type { ContestStandings };

export interface StandingsQuery {
  page: number;
  pageSize: number;
  aroundMe?: boolean;
}

interface StandingsOptions {
  /** Refetch while the contest is live, so the board moves even without the socket. */
  refetchInterval: number | false;
  /** Keep the shown page while the next one loads (paging). */
  keepPage?: boolean;
  loadingBar?: boolean;
}

function fetchStandings(slug: string, query: StandingsQuery, loadingBar = true, client = apiClient) {
  const params: Record<string, string> = { page: String(query.page), page_size: String(query.pageSize) };
  if (query.aroundMe) params.around_me = 'true';
  return callApi(
    client.get(apiPath(ContestPaths.standings, { slug }), {
      params,
      ...(loadingBar ? {} : { loadingBar: false }),
    }),
    contestStandingsSchema,
  );
}

export function useStandings(slug: string, query: StandingsQuery, options: StandingsOptions) {
  return useQuery<ContestStandings, ApiRequestError>({
    queryKey: contestKeys.standings(slug, query),
    queryFn: () => fetchStandings(slug, query, options.loadingBar ?? true),
    refetchInterval: options.refetchInterval,
    ...(options.keepPage ? { placeholderData: keepPreviousData } : {}),
  });
}
