/** POST /api/v2/users/merge_fb_email_otp/verify: checks the merge OTP and signs in (the login response). */
import { loginResponseSchema, type LoginResponse } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from './call-api.ts';

export const MERGE_FB_VERIFY_PATH = 'v2/users/merge_fb_email_otp/verify';

export function verifyFbMerge(body: { otp: string; fb_merge_token: string }, client = apiClient): Promise<LoginResponse> {
  return callApi(client.post(MERGE_FB_VERIFY_PATH, body), loginResponseSchema);
}
