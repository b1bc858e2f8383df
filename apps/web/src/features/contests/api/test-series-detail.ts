/** GET /api/v1/test_series/:slug: one series, each test with the learner's state. */
import { useQuery } from '@tanstack/react-query';
import { testSeriesDetailSchema, type TestSeriesDetail } from '@katana/shared/api/test-series';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export const testSeriesKey = (slug: string) => ['test-series', slug] as const;

export function fetchTestSeriesDetail(slug: string, client = apiClient): Promise<TestSeriesDetail> {
  return callApi(client.get(`v1/test_series/${encodeURIComponent(slug)}`), testSeriesDetailSchema);
}

export function useTestSeriesDetail(slug: string) {
  return useQuery<TestSeriesDetail, ApiRequestError>({
    queryKey: testSeriesKey(slug),
    queryFn: () => fetchTestSeriesDetail(slug),
  });
}
