/** GET /api/v1/test_series: the series with their tests' counts. */
import { useQuery } from '@tanstack/react-query';
import { testSeriesListSchema, type TestSeriesList } from '@katana/shared/api/test-series';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export function fetchTestSeriesList(client = apiClient): Promise<TestSeriesList> {
  return callApi(client.get('v1/test_series'), testSeriesListSchema);
}

export function useTestSeriesList() {
  return useQuery<TestSeriesList, ApiRequestError>({
    queryKey: ['test-series', 'list'],
    queryFn: () => fetchTestSeriesList(),
  });
}
