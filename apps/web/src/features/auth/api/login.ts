/**
 * POST /api/v2/users/login: the manual login with the OTP or password. Answers a session (the cookies are set by
 * the server) or, for a social e-mail that matches another account, the Facebook-merge fields.
 */
import { z } from 'zod';
import { sourceFromUserAgent } from '@katana/shared/auth-rules';
import {
  AuthPaths,
  fbMergeResponseSchema,
  loginResponseSchema,
  type FbMergeResponse,
  type LoginBody,
  type LoginResponse,
} from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

const loginOrMergeSchema = z.union([loginResponseSchema, fbMergeResponseSchema]);
export type LoginOutcome = LoginResponse | FbMergeResponse;

export function isFbMerge(outcome: LoginOutcome): outcome is FbMergeResponse {
  return 'fb_merge_state' in outcome;
}

export function login(body: LoginBody, client = apiClient): Promise<LoginOutcome> {
  const source = typeof navigator === 'undefined' ? 'web' : sourceFromUserAgent(navigator.userAgent);
  return callApi(client.post(apiPath(AuthPaths.login), body, { headers: { source } }), loginOrMergeSchema);
}
