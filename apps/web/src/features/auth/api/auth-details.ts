/** GET /api/v2/users/auth_details: the signed-in user (401 with code 101 when anonymous). */
import { AuthPaths, authDetailsResponseSchema, type AuthUser } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export async function getAuthDetails(client = apiClient): Promise<AuthUser> {
  const { user } = await callApi(client.get(apiPath(AuthPaths.authDetails), { loadingBar: false }), authDetailsResponseSchema);
  return user;
}
