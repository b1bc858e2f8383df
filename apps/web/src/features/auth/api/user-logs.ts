/** POST /api/v2/users/user_logs: sent once after a login, with where the session started. */
import { emptyResponseSchema, userLogsBodySchema } from '@katana/shared/api/auth';
import type { z } from 'zod';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from './call-api.ts';

export const USER_LOGS_PATH = 'v2/users/user_logs';
export type UserLogsBody = z.input<typeof userLogsBodySchema>;

export function saveUserLogs(body: UserLogsBody, client = apiClient): Promise<unknown> {
  return callApi(client.post(USER_LOGS_PATH, body, { loadingBar: false }), emptyResponseSchema);
}
