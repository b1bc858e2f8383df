/** POST /api/v2/users/logout: revokes the session server-side and clears its cookies. */
import { AuthPaths, emptyResponseSchema } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function logout(client = apiClient): Promise<Record<string, never>> {
  return callApi(client.post(apiPath(AuthPaths.logout)), emptyResponseSchema) as Promise<
    Record<string, never>
  >;
}
