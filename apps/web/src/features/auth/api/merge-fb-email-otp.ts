/** POST /api/v2/users/merge_fb_email_otp: mails an OTP to the existing account a Facebook login wants to join. */
import { emptyResponseSchema } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from './call-api.ts';

export const MERGE_FB_EMAIL_OTP_PATH = 'v2/users/merge_fb_email_otp';

export function startFbMerge(body: { email: string; fb_merge_token: string }, client = apiClient): Promise<unknown> {
  return callApi(client.post(MERGE_FB_EMAIL_OTP_PATH, body), emptyResponseSchema);
}
