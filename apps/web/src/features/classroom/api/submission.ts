/** GET /api/v1/submissions/:id: one of the user's submissions (the polling fallback of the live result). */
import {
  SubmissionPaths,
  submissionEnvelopeSchema,
  type Submission,
} from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

/** Null when the read fails or breaks the contract: the watcher simply polls again. */
export async function fetchSubmission(id: string, client = apiClient): Promise<Submission | null> {
  const result = await client.get(apiPath(SubmissionPaths.submission, { id }), { loadingBar: false });
  if (!result.ok) return null;
  const parsed = submissionEnvelopeSchema.safeParse(result.data);
  return parsed.success ? parsed.data.submission : null;
}
