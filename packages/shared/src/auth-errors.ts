/**
 * Error codes and messages of sign-in (spec 01 §8 and the sign-in API contract), so the server answers and the
 * web forms match on the same numbers and texts. Wire codes stay exactly as the spec writes them.
 */
import { AuthMessage } from './auth-rules.ts';

export const AuthErrorCode = {
  /** Not signed in, or the token expired / was revoked. */
  LOGGED_OUT: 101,
  /** Cookie-authenticated write without a matching x-csrf-token header. */
  CSRF: 403,
  VALIDATION: 422,
  /** Too many OTP sends for one e-mail/phone or one client address. */
  TOO_MANY_OTP_REQUESTS: 429,
  /** OAuth provider refused, is not configured, or the callback state is invalid (shown under the social buttons). */
  OAUTH_FAILED: 925,
  OTP_INVALID: 927,
  OTP_EXPIRED: 928,
  OTP_ATTEMPTS_EXCEEDED: 929,
  OTP_NOT_REQUESTED: 930,
  ACCOUNT_INACTIVE: 931,
  /** The social account gave no usable (verified) e-mail, or the provider's answer could not be used. */
  OAUTH_EMAIL_UNAVAILABLE: 943,
  /** Facebook-merge token unknown or expired. */
  FB_MERGE_INVALID: 944,
  /** OAuth popup only: the Facebook e-mail belongs to an existing account; the message carries fb_merge_* fields. */
  FB_MERGE_REQUIRED: 945,
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

export const AuthErrorMessage = {
  LOGGED_OUT: 'Please login to continue',
  CSRF: 'Invalid CSRF token',
  TOO_MANY_OTP_REQUESTS: 'Too many OTP requests. Please try again after some time.',
  OTP_INVALID: AuthMessage.OTP_INVALID,
  OTP_OR_PASSWORD_INVALID: AuthMessage.OTP_OR_PASSWORD_INVALID,
  OTP_EXPIRED: 'OTP has expired. Please request a new OTP.',
  OTP_ATTEMPTS_EXCEEDED: 'Too many incorrect attempts. Please request a new OTP.',
  OTP_NOT_REQUESTED: 'Please request an OTP first.',
  ACCOUNT_INACTIVE: 'This account is not active.',
  NAME_REQUIRED: AuthMessage.NAME_REQUIRED,
  OAUTH_FAILED: 'Sign-in with this provider failed. Please try again.',
  OAUTH_NOT_CONFIGURED: 'This sign-in provider is not enabled.',
  PARTNER_UNAVAILABLE: 'The partner could not be reached. Please try again.',
  OAUTH_EMAIL_UNAVAILABLE:
    'We could not get a verified e-mail address from this account. Please use another login method.',
  FB_MERGE_INVALID: 'This merge request has expired. Please log in again.',
  FB_MERGE_REQUIRED:
    'An account with this e-mail already exists. Verify the e-mail to link it with Facebook.',
} as const;

/** Name of the non-HttpOnly double-submit cookie and of the header that must echo it. */
export const CSRF_COOKIE = 'katana_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** OTP abuse limits (server-enforced; the web shows the server's message). */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes sent to one e-mail or phone: the first send and five resends; the sixth resend in the window is 429. */
export const OTP_SENDS_PER_WINDOW = 6;
/**
 * Codes sent from one client address (an IPv6 /64) to any destinations in the window. Looser than the destination
 * limit because a college lab or an office signs in from one address; it stops one machine spraying codes.
 */
export const OTP_SENDS_PER_ADDRESS_PER_WINDOW = 30;
export const OTP_SEND_WINDOW_MINUTES = 15;

/**
 * Password sign-in back-off, per account and client address (so a stranger elsewhere cannot lock the owner out):
 * PASSWORD_FREE_TRIES tries, then each further try waits PASSWORD_BACKOFF_FIRST_SECONDS, doubling per failure, at
 * most PASSWORD_BACKOFF_MAX_MINUTES. A correct password starts afresh; the mailed OTP is never held back.
 */
export const PASSWORD_FREE_TRIES = 5;
export const PASSWORD_BACKOFF_FIRST_SECONDS = 60;
export const PASSWORD_BACKOFF_MAX_MINUTES = 15;

/** The 429 message of a held password try; `waitMs` is how long is left. */
export function passwordBackoffMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many incorrect attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or log in with an OTP.`;
}
