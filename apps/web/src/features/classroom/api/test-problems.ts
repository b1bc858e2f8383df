/**
 * GET /api/v1/test_series/:slug/problems?offering_id: the test's problems in the learner's order, counts, the
 * solution lock and, once the attempt is over, the result.
 */
import { useQuery } from '@tanstack/react-query';
import { TestSeriesPaths, testProblemListSchema, type TestProblemList } from '@katana/shared/api/test-series';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { testSeriesKeys } from '../../../lib/api/contest-keys.ts';

export type { TestProblemList };

export function fetchTestProblems(slug: string, offeringId: string, client = apiClient) {
  return callApi(
    client.get(apiPath(TestSeriesPaths.problems, { slug }), {
      params: { offering_id: offeringId },
    }),
    testProblemListSchema,
  );
}

export function useTestProblems(slug: string, offeringId: string) {
  return useQuery<TestProblemList, ApiRequestError>({
    queryKey: testSeriesKeys.problems(slug, offeringId),
    queryFn: () => fetchTestProblems(slug, offeringId),
  });
}
