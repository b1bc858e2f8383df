/** POST /api/v1/submissions/fill_up: a FILL_UP answer (blank id -> text), graded at once. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  SubmissionPaths,
  submissionEnvelopeSchema,
  submitFillUpBodySchema,
  type Submission,
} from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type SubmitFillUpBody = z.input<typeof submitFillUpBodySchema>;

export async function submitFillUp(body: SubmitFillUpBody, client = apiClient): Promise<Submission> {
  return (await callApi(client.post(apiPath(SubmissionPaths.submitFillUp), body), submissionEnvelopeSchema))
    .submission;
}

export function useSubmitFillUp() {
  return useMutation({ mutationFn: (body: SubmitFillUpBody) => submitFillUp(body) });
}
