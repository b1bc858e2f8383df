/**
 * The sign-in rows of the error catalogue (spec 01 §8) as pure decisions: which field shows the server's message,
 * what blocks the passcode field, and what becomes a notification.
 */
import { AuthMessage, OAUTH_ERROR_CODES, PASSCODE_ERROR_CODES } from '@katana/shared/auth-rules';
import { AuthErrorCode } from '@katana/shared/auth-errors';
import type { ApiError } from '../../../lib/request/request-types.ts';

export type ErrorAction =
  | { kind: 'email'; message: string }
  | { kind: 'phone'; message: string }
  | { kind: 'passcode'; message: string }
  | { kind: 'name'; message: string }
  | { kind: 'blocked'; message: string }
  | { kind: 'oauth'; message: string }
  | { kind: 'ignore' }
  | { kind: 'notify'; title: string; message: string };

/** Email login: 422 marks the e-mail invalid; 931 and 429 show under it; anything else is a notification. */
export function emailLoginErrorAction(error: ApiError): ErrorAction {
  if (error.code === AuthErrorCode.VALIDATION) return { kind: 'email', message: error.fields?.email ?? AuthMessage.EMAIL_INVALID };
  if (error.code === AuthErrorCode.ACCOUNT_INACTIVE || error.code === AuthErrorCode.TOO_MANY_OTP_REQUESTS) {
    return { kind: 'email', message: error.message };
  }
  return { kind: 'notify', title: 'Something Went Wrong', message: error.message };
}

/** Phone login, as the e-mail login: 422 marks the number invalid; 931 and 429 show under it; the rest notify. */
export function phoneLoginErrorAction(error: ApiError): ErrorAction {
  if (error.code === AuthErrorCode.VALIDATION) {
    return { kind: 'phone', message: error.fields?.phone_number ?? error.fields?.phone_country_code ?? AuthMessage.PHONE_INVALID };
  }
  if (error.code === AuthErrorCode.ACCOUNT_INACTIVE || error.code === AuthErrorCode.TOO_MANY_OTP_REQUESTS) {
    return { kind: 'phone', message: error.message };
  }
  return { kind: 'notify', title: 'Something Went Wrong', message: error.message };
}

/** Login with the passcode: 927-931 mark the passcode field; 943 is ignored; a missing name marks the name field. */
export function loginErrorAction(error: ApiError): ErrorAction {
  if (PASSCODE_ERROR_CODES.includes(error.code)) return { kind: 'passcode', message: error.message };
  if (error.code === AuthErrorCode.OAUTH_EMAIL_UNAVAILABLE) return { kind: 'ignore' };
  if (error.code === AuthErrorCode.VALIDATION && error.fields?.name) return { kind: 'name', message: error.fields.name };
  if (error.code === AuthErrorCode.VALIDATION && error.fields?.passcode) return { kind: 'passcode', message: error.fields.passcode };
  return { kind: 'notify', title: 'Something went wrong', message: error.message };
}

/** Resend OTP: 429 shows its message and blocks the passcode field; anything else is a notification. */
export function resendErrorAction(error: ApiError): ErrorAction {
  if (error.code === AuthErrorCode.TOO_MANY_OTP_REQUESTS) return { kind: 'blocked', message: error.message };
  return { kind: 'notify', title: 'Something Went Wrong', message: error.message };
}

/** Social sign-in: 943 and 925 show under the social buttons; a closed popup too; others are notifications. */
export function oauthErrorAction(code: number | null, message: string): ErrorAction {
  if (code === null || OAUTH_ERROR_CODES.includes(code)) return { kind: 'oauth', message };
  return { kind: 'notify', title: 'Something went wrong', message };
}
