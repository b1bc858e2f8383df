/**
 * The test series test's writes (api/test-series): POST submit (end the test), POST mark_for_review and POST
 * submissions/code (a code answer, judged like practice and reported over the same socket events).
 */
import type { z } from 'zod';
import {
  TestSeriesPaths,
  markForReviewResultSchema,
  testAnswerResultSchema,
  testSubmittedSchema,
  type markForReviewBodySchema,
  type TestActionBody,
  type testCodeAnswerSchema,
} from '@katana/shared/api/test-series';
import type { Submission } from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function submitTest(slug: string, offeringId: number, client = apiClient) {
  const body: TestActionBody = { slug, offering_id: offeringId, source: 'test_classroom' };
  return callApi(client.post(apiPath(TestSeriesPaths.submit), body), testSubmittedSchema);
}

export function markTestProblem(
  slug: string,
  offeringId: number,
  problemId: number,
  marked: boolean,
  client = apiClient,
) {
  const body: z.input<typeof markForReviewBodySchema> = {
    slug,
    offering_id: offeringId,
    problem_id: problemId,
    marked,
  };
  return callApi(client.post(apiPath(TestSeriesPaths.markForReview), body), markForReviewResultSchema);
}

export async function answerTestCode(
  test: { slug: string; offeringId: number; problemId: number },
  body: { language: string; code: string },
  client = apiClient,
): Promise<Submission> {
  const answer: z.input<typeof testCodeAnswerSchema> = {
    slug: test.slug,
    offering_id: test.offeringId,
    problem_id: test.problemId,
    language: body.language,
    code: body.code,
    source: 'test_classroom',
  };
  const { submission } = await callApi(
    client.post(apiPath(TestSeriesPaths.submitCode), answer),
    testAnswerResultSchema,
  );
  return submission;
}
