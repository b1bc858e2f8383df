/** POST /api/v1/problems/:slug/run: judge the samples, or one custom input; the answer waits for the verdict. */
import type { z } from 'zod';
import {
  SubmissionPaths,
  runBodySchema,
  runResultSchema,
  type RunResult,
} from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type RunBody = z.input<typeof runBodySchema>;
export type { RunResult };

export function runCode(slug: string, body: RunBody, client = apiClient): Promise<RunResult> {
  return callApi(client.post(apiPath(SubmissionPaths.run, { slug }), body), runResultSchema);
}
