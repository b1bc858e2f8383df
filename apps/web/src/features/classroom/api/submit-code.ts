/** POST /api/v1/problems/:slug/submissions: submit code (CODE) or a query (SQL); answers at once, state QUEUED. */
import type { z } from 'zod';
import {
  SubmissionPaths,
  submissionEnvelopeSchema,
  submitCodeBodySchema,
  type Submission,
} from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type SubmitCodeBody = z.input<typeof submitCodeBodySchema>;

export async function submitCode(
  slug: string,
  body: SubmitCodeBody,
  client = apiClient,
): Promise<Submission> {
  const { submission } = await callApi(
    client.post(apiPath(SubmissionPaths.problemSubmissions, { slug }), body),
    submissionEnvelopeSchema,
  );
  return submission;
}
