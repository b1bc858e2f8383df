/** GET /api/v1/test_series/:slug: one series, each test with the learner's state. */
import { useQuery } from '@tanstack/react-query';
import {
  TestSeriesPaths,
  testSeriesDetailSchema,
  type TestSeriesDetail,
} from '@katana/shared/api/test-series';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { testSeriesKeys } from '../../../lib/api/contest-keys.ts';

export function fetchTestSeriesDetail(slug: string, client = apiClient): Promise<TestSeriesDetail> {
  return callApi(client.get(apiPath(TestSeriesPaths.detail, { slug })), testSeriesDetailSchema);
}

export function useTestSeriesDetail(slug: string) {
  return useQuery<TestSeriesDetail, ApiRequestError>({
    queryKey: testSeriesKeys.detail(slug),
    queryFn: () => fetchTestSeriesDetail(slug),
  });
}
