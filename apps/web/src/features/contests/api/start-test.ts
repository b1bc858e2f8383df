/** POST /api/v1/test_series/start { slug, offering_id, source }: start the test's timer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testOfferingSchema, type TestOffering } from '@katana/shared/api/test-series';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { testSeriesKey } from './test-series-detail.ts';

export function startTest(slug: string, offeringId: number, client = apiClient): Promise<TestOffering> {
  return callApi(
    client.post('v1/test_series/start', { slug, offering_id: offeringId, source: 'test_series_detail' }),
    testOfferingSchema,
  );
}

export function useStartTest(slug: string) {
  const queries = useQueryClient();
  return useMutation<TestOffering, ApiRequestError, number>({
    mutationFn: (offeringId) => startTest(slug, offeringId),
    onSuccess: () => void queries.invalidateQueries({ queryKey: testSeriesKey(slug) }),
  });
}
