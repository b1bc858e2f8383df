/** GET /api/v2/users/auth_details: the signed-in user (401 with code 101 when anonymous). */
import { authDetailsResponseSchema, type AuthUser } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from './call-api.ts';

export const AUTH_DETAILS_PATH = 'v2/users/auth_details';

export async function getAuthDetails(client = apiClient): Promise<AuthUser> {
  const { user } = await callApi(client.get(AUTH_DETAILS_PATH, { loadingBar: false }), authDetailsResponseSchema);
  return user;
}
