/** POST /api/v2/users/merge_fb_email_otp: mails an OTP to the existing account a Facebook login wants to join. */
import type { z } from 'zod';
import { AuthPaths, emptyResponseSchema, type fbMergeInitBodySchema } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

type FbMergeInitBody = z.input<typeof fbMergeInitBodySchema>;

export function startFbMerge(body: FbMergeInitBody, client = apiClient): Promise<unknown> {
  return callApi(client.post(apiPath(AuthPaths.fbMergeEmailOtp), body), emptyResponseSchema);
}
