/** POST /api/v2/users/user_logs: sent once after a login, with where the session started. */
import { AuthPaths, emptyResponseSchema, userLogsBodySchema } from '@katana/shared/api/auth';
import type { z } from 'zod';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type UserLogsBody = z.input<typeof userLogsBodySchema>;

export function saveUserLogs(body: UserLogsBody, client = apiClient): Promise<unknown> {
  return callApi(client.post(apiPath(AuthPaths.userLogs), body, { loadingBar: false }), emptyResponseSchema);
}
