/** POST /api/v1/submissions/mcq: a SINGLE_CHOICE / MULTIPLE answer, graded at once. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  SubmissionPaths,
  submissionEnvelopeSchema,
  submitMcqBodySchema,
  type Submission,
} from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type SubmitMcqBody = z.input<typeof submitMcqBodySchema>;

export async function submitMcq(body: SubmitMcqBody, client = apiClient): Promise<Submission> {
  return (await callApi(client.post(apiPath(SubmissionPaths.submitMcq), body), submissionEnvelopeSchema))
    .submission;
}

export function useSubmitMcq() {
  return useMutation({ mutationFn: (body: SubmitMcqBody) => submitMcq(body) });
}
