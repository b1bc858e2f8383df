/**
 * GET /api/v1/test_series/:slug/problems?offering_id: the test's problems in the learner's order, counts, the
 * solution lock and, once the attempt is over, the result.
 */
import { useQuery } from '@tanstack/react-query';
import { testProblemListSchema, type TestProblemList } from '@katana/shared/api/test-series';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export type { TestProblemList };

export const testProblemsKey = (slug: string, offeringId: string) =>
  ['test-series', slug, 'problems', offeringId] as const;

export function fetchTestProblems(slug: string, offeringId: string, client = apiClient) {
  return callApi(
    client.get(`v1/test_series/${encodeURIComponent(slug)}/problems`, {
      params: { offering_id: offeringId },
    }),
    testProblemListSchema,
  );
}

export function useTestProblems(slug: string, offeringId: string) {
  return useQuery<TestProblemList, ApiRequestError>({
    queryKey: testProblemsKey(slug, offeringId),
    queryFn: () => fetchTestProblems(slug, offeringId),
  });
}
