/**
 * The test series test's writes (api/test-series): POST submit (end the test), POST mark_for_review and POST
 * submissions/code (a code answer, judged like practice and reported over the same socket events).
 */
import {
  markForReviewResultSchema,
  testAnswerResultSchema,
  testSubmittedSchema,
} from '@katana/shared/api/test-series';
import type { Submission } from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export function submitTest(slug: string, offeringId: number, client = apiClient) {
  return callApi(
    client.post('v1/test_series/submit', { slug, offering_id: offeringId, source: 'test_classroom' }),
    testSubmittedSchema,
  );
}

export function markTestProblem(
  slug: string,
  offeringId: number,
  problemId: number,
  marked: boolean,
  client = apiClient,
) {
  return callApi(
    client.post('v1/test_series/mark_for_review', {
      slug,
      offering_id: offeringId,
      problem_id: problemId,
      marked,
    }),
    markForReviewResultSchema,
  );
}

export async function answerTestCode(
  test: { slug: string; offeringId: number; problemId: number },
  body: { language: string; code: string },
  client = apiClient,
): Promise<Submission> {
  const { submission } = await callApi(
    client.post('v1/test_series/submissions/code', {
      slug: test.slug,
      offering_id: test.offeringId,
      problem_id: test.problemId,
      language: body.language,
      code: body.code,
      source: 'test_classroom',
    }),
    testAnswerResultSchema,
  );
  return submission;
}
