/** POST /api/v2/users/email_login: sends an OTP and answers which form step comes next. */
import { useMutation } from '@tanstack/react-query';
import {
  AuthPaths,
  loginUserStatusResponseSchema,
  type EmailLoginBody,
  type LoginUserStatusResponse,
} from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function emailLogin(body: EmailLoginBody, client = apiClient): Promise<LoginUserStatusResponse> {
  return callApi(client.post(apiPath(AuthPaths.emailLogin), body), loginUserStatusResponseSchema);
}

export function useEmailLogin() {
  return useMutation<LoginUserStatusResponse, ApiRequestError, EmailLoginBody>({ mutationFn: (body) => emailLogin(body) });
}
