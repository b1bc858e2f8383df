/** POST /api/v2/users/email_login: sends an OTP and answers which form step comes next. */
import { useMutation } from '@tanstack/react-query';
import { loginUserStatusResponseSchema, type EmailLoginBody, type LoginUserStatusResponse } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from './call-api.ts';

export const EMAIL_LOGIN_PATH = 'v2/users/email_login';

export function emailLogin(body: EmailLoginBody, client = apiClient): Promise<LoginUserStatusResponse> {
  return callApi(client.post(EMAIL_LOGIN_PATH, body), loginUserStatusResponseSchema);
}

export function useEmailLogin() {
  return useMutation<LoginUserStatusResponse, ApiRequestError, EmailLoginBody>({ mutationFn: (body) => emailLogin(body) });
}
