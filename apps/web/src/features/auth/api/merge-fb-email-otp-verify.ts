/** POST /api/v2/users/merge_fb_email_otp/verify: checks the merge OTP and signs in (the login response). */
import type { z } from 'zod';
import {
  AuthPaths,
  loginResponseSchema,
  type fbMergeVerifyBodySchema,
  type LoginResponse,
} from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

type FbMergeVerifyBody = z.input<typeof fbMergeVerifyBodySchema>;

export function verifyFbMerge(body: FbMergeVerifyBody, client = apiClient): Promise<LoginResponse> {
  return callApi(client.post(apiPath(AuthPaths.fbMergeVerify), body), loginResponseSchema);
}
