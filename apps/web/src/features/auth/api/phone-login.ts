/** POST /api/v2/users/phone_login: sends an OTP by SMS and answers which form step comes next. */
import { useMutation } from '@tanstack/react-query';
import { loginUserStatusResponseSchema, type LoginUserStatusResponse, type PhoneLoginBody } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from './call-api.ts';

export const PHONE_LOGIN_PATH = 'v2/users/phone_login';

export function phoneLogin(body: PhoneLoginBody, client = apiClient): Promise<LoginUserStatusResponse> {
  return callApi(client.post(PHONE_LOGIN_PATH, body), loginUserStatusResponseSchema);
}

export function usePhoneLogin() {
  return useMutation<LoginUserStatusResponse, ApiRequestError, PhoneLoginBody>({ mutationFn: (body) => phoneLogin(body) });
}
