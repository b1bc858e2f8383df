/** POST /api/v1/test_series/start { slug, offering_id, source }: start the test's timer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TestSeriesPaths,
  testOfferingSchema,
  type TestActionBody,
  type TestOffering,
} from '@katana/shared/api/test-series';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { testSeriesKeys } from '../../../lib/api/contest-keys.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function startTest(slug: string, offeringId: number, client = apiClient): Promise<TestOffering> {
  const body: TestActionBody = { slug, offering_id: offeringId, source: 'test_series_detail' };
  return callApi(client.post(apiPath(TestSeriesPaths.start), body), testOfferingSchema);
}

export function useStartTest(slug: string) {
  const queries = useQueryClient();
  return useMutation<TestOffering, ApiRequestError, number>({
    mutationFn: (offeringId) => startTest(slug, offeringId),
    onSuccess: () => void queries.invalidateQueries({ queryKey: testSeriesKeys.of(slug) }),
  });
}
