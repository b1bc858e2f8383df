/** POST /api/v2/users/phone_login: sends an OTP by SMS and answers which form step comes next. */
import { useMutation } from '@tanstack/react-query';
import {
  AuthPaths,
  loginUserStatusResponseSchema,
  type LoginUserStatusResponse,
  type PhoneLoginBody,
} from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function phoneLogin(body: PhoneLoginBody, client = apiClient): Promise<LoginUserStatusResponse> {
  return callApi(client.post(apiPath(AuthPaths.phoneLogin), body), loginUserStatusResponseSchema);
}

export function usePhoneLogin() {
  return useMutation<LoginUserStatusResponse, ApiRequestError, PhoneLoginBody>({ mutationFn: (body) => phoneLogin(body) });
}
