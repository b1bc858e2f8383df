/**
 * The partner's side of the session (spec 01 §4, §7 "Partner logout", §8; spec 03 §7 "Partner GET login-status"):
 * GET /api/v2/users/oauth/partner/login_status and POST /api/v2/users/oauth/partner/logout. The server talks to the
 * partner with the partner's tokens, which live in HttpOnly cookies the page never sees.
 */
import { AuthPaths, partnerLoginStatusSchema, partnerLogoutResponseSchema } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function getPartnerLoginStatus(client = apiClient): Promise<{ loggedin: boolean }> {
  return callApi(
    client.get(apiPath(AuthPaths.partnerLoginStatus), { loadingBar: false }),
    partnerLoginStatusSchema,
  );
}

/** Answers the names of the partner cookies the logout erased. */
export function partnerLogout(client = apiClient): Promise<{ cookies: string[] }> {
  return callApi(client.post(apiPath(AuthPaths.partnerLogout)), partnerLogoutResponseSchema);
}
