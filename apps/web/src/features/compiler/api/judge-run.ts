/**
 * POST /api/v1/judge/run: compiles and runs one program on a custom stdin in the sandbox. Needs a signed-in user
 * (401 code 101), answers 422 with field messages (source, stdin, language), 429 when runs come too fast and 503
 * when the judge is busy or unavailable.
 */
import { useMutation } from '@tanstack/react-query';
import {
  JudgePaths,
  judgeRunResultSchema,
  type JudgeRunBody,
  type JudgeRunResultBody,
} from '@katana/shared/api/judge';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function runProgram(body: JudgeRunBody, client = apiClient): Promise<JudgeRunResultBody> {
  return callApi(client.post(apiPath(JudgePaths.run), body), judgeRunResultSchema);
}

export function useRunProgram() {
  return useMutation<JudgeRunResultBody, ApiRequestError, JudgeRunBody>({
    mutationFn: (body) => runProgram(body),
  });
}
