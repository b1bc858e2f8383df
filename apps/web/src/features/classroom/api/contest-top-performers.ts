/**
 * The contest classroom's top performers: the first rows of GET /api/v1/contests/:slug/standings (freeze-aware,
 * so the tab shows what the standings show), refreshed while the tab is open.
 */
import { useQuery } from '@tanstack/react-query';
import { contestStandingsSchema, type ContestStandings } from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export const TOP_PERFORMERS = 10;

export function fetchTopPerformers(slug: string, client = apiClient): Promise<ContestStandings> {
  return callApi(
    client.get(`v1/contests/${encodeURIComponent(slug)}/standings`, {
      params: { page: '1', page_size: String(TOP_PERFORMERS) },
      loadingBar: false,
    }),
    contestStandingsSchema,
  );
}

export function useTopPerformers(slug: string) {
  return useQuery<ContestStandings, ApiRequestError>({
    queryKey: ['contests', slug, 'top-performers'],
    queryFn: () => fetchTopPerformers(slug),
    refetchInterval: 15_000,
  });
}
