/** GET /api/v1/test_series: the series with their tests' counts. */
import { useQuery } from '@tanstack/react-query';
import { TestSeriesPaths, testSeriesListSchema, type TestSeriesList } from '@katana/shared/api/test-series';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { testSeriesKeys } from '../../../lib/api/contest-keys.ts';

export function fetchTestSeriesList(client = apiClient): Promise<TestSeriesList> {
  return callApi(client.get(apiPath(TestSeriesPaths.list)), testSeriesListSchema);
}

export function useTestSeriesList() {
  return useQuery<TestSeriesList, ApiRequestError>({
    queryKey: testSeriesKeys.list(),
    queryFn: () => fetchTestSeriesList(),
  });
}
