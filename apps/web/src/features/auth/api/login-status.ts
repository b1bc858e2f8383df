/**
 * GET /api/v2/users/login_status: whether the visitor is signed in, with the partner and EU flags. Never 401, so it
 * is the first call of the session load (the session cookie is HttpOnly: the page cannot see whether it exists).
 */
import { AuthPaths, loginStatusResponseSchema, type LoginStatusResponse } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export interface LoginStatusParams {
  /** JSON with utmSource, utmMedium, utmCampaign, shorthandUtm. */
  utm_details?: string;
  source_url?: string;
  session_start_url?: string;
}

export function getLoginStatus(params: LoginStatusParams = {}, client = apiClient): Promise<LoginStatusResponse> {
  return callApi(client.get(apiPath(AuthPaths.loginStatus), { params: { ...params }, loadingBar: false }), loginStatusResponseSchema);
}
