/** GET /api/v1/problems/filters: the facet values (difficulties, topics, companies, types, lists) with counts. */
import { useQuery } from '@tanstack/react-query';
import {
  CataloguePaths,
  problemFiltersSchema,
  type ProblemFilters,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { problemKeys } from './query-keys.ts';

export function getProblemFilters(client = apiClient): Promise<ProblemFilters> {
  // The facets change only when the catalogue is imported; they need not drive the loading bar.
  return callApi(client.get(apiPath(CataloguePaths.filters), { loadingBar: false }), problemFiltersSchema);
}

export function useProblemFilters() {
  return useQuery<ProblemFilters, ApiRequestError>({
    queryKey: problemKeys.filters(),
    queryFn: () => getProblemFilters(),
    staleTime: 10 * 60_000,
  });
}
