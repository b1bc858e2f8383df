/**
 * POST /api/v2/users/social_login (spec 01 §7 "Login (social)"): a provider's token, e.g. Google One Tap's ID token,
 * as the query parameters token, provider and time_zone_string; the referral data in the body. Answers a session
 * (the cookies are set by the server).
 */
import { sourceFromUserAgent } from '@katana/shared/auth-rules';
import {
  AuthPaths,
  loginResponseSchema,
  type LoginResponse,
  type SocialLoginBody,
  type SocialLoginQuery,
} from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function socialLogin(params: SocialLoginQuery, body: SocialLoginBody, client = apiClient): Promise<LoginResponse> {
  const source = typeof navigator === 'undefined' ? 'web' : sourceFromUserAgent(navigator.userAgent);
  return callApi(client.post(apiPath(AuthPaths.socialLogin), body, { params, headers: { source } }), loginResponseSchema);
}
