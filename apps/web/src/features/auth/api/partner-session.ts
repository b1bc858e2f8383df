/**
 * The partner's side of the session (spec 01 §4, §7 "Partner logout", §8; spec 03 §7 "Partner GET login-status"):
 * GET /api/v2/users/oauth/partner/login_status and POST /api/v2/users/oauth/partner/logout. The server talks to the
 * partner with the partner's tokens, which live in HttpOnly cookies the page never sees.
 */
import { partnerLoginStatusSchema, partnerLogoutResponseSchema } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from './call-api.ts';

export const PARTNER_LOGIN_STATUS_PATH = 'v2/users/oauth/partner/login_status';
export const PARTNER_LOGOUT_PATH = 'v2/users/oauth/partner/logout';

export function getPartnerLoginStatus(client = apiClient): Promise<{ loggedin: boolean }> {
  return callApi(client.get(PARTNER_LOGIN_STATUS_PATH, { loadingBar: false }), partnerLoginStatusSchema);
}

/** Answers the names of the partner cookies the logout erased. */
export function partnerLogout(client = apiClient): Promise<{ cookies: string[] }> {
  return callApi(client.post(PARTNER_LOGOUT_PATH), partnerLogoutResponseSchema);
}
