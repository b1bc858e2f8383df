/** POST /api/v1/submissions/mcq: a SINGLE_CHOICE / MULTIPLE answer, graded at once. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  submissionEnvelopeSchema,
  submitMcqBodySchema,
  type Submission,
} from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export const SUBMIT_MCQ_PATH = 'v1/submissions/mcq';
export type SubmitMcqBody = z.input<typeof submitMcqBodySchema>;

export async function submitMcq(body: SubmitMcqBody, client = apiClient): Promise<Submission> {
  return (await callApi(client.post(SUBMIT_MCQ_PATH, body), submissionEnvelopeSchema)).submission;
}

export function useSubmitMcq() {
  return useMutation({ mutationFn: (body: SubmitMcqBody) => submitMcq(body) });
}
