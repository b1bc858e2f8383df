/** POST /api/v1/problems/:slug/submissions: submit code (CODE) or a query (SQL); answers at once, state QUEUED. */
import type { z } from 'zod';
import {
  submissionEnvelopeSchema,
  submitCodeBodySchema,
  type Submission,
} from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { problemPath } from './classroom-keys.ts';

export type SubmitCodeBody = z.input<typeof submitCodeBodySchema>;

export async function submitCode(
  slug: string,
  body: SubmitCodeBody,
  client = apiClient,
): Promise<Submission> {
  const { submission } = await callApi(
    client.post(`${problemPath(slug)}/submissions`, body),
    submissionEnvelopeSchema,
  );
  return submission;
}
