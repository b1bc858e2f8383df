/**
 * Sign-in rules of spec 01 §5 (validation), §8 (error codes) and §9 (constants), as pure functions shared by the
 * login forms and the server's zod schemas, so the two can never disagree.
 */

/** Local part: letters, digits, underscore, hyphen and plus, with dots between; domain labels; final label >= 2 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
export const PASSCODE_MIN_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const TOKEN_COOKIE = 'ninja_auth_token';
/**
 * The partner's access and refresh tokens from a partner sign-in (HttpOnly, sent only to the partner session
 * endpoints). nauk_at is the spec's name (spec 03 §9); the spec names no refresh cookie, nauk_rt is ours.
 */
export const PARTNER_ACCESS_TOKEN_COOKIE = 'nauk_at';
export const PARTNER_REFRESH_TOKEN_COOKIE = 'nauk_rt';
export const PARTNER_COOKIE_PATH = '/api/v2/users/oauth/partner';
/**
 * Partner cookies erased when the partner logout fails (spec 01 §4, §9). The spec counts nine fixed names but
 * names only studio_at, studio_rt, nauk_sid and nauk_at; these and our nauk_rt are the ones that exist here.
 */
export const PARTNER_COOKIES: readonly string[] = ['nauk_at', 'nauk_rt', 'nauk_sid', 'studio_at', 'studio_rt'];
export const STARTUP_WAIT_MS = 3500;
export const RESEND_SUCCESS_MS = 5000;
export const DEFAULT_TIME_ZONE = 'Asia/Calcutta';

export const AuthMessage = {
  EMAIL_REQUIRED: 'E-mail is required',
  EMAIL_INVALID: 'Please enter a valid email address',
  NAME_REQUIRED: 'Name is required',
  OTP_REQUIRED: 'OTP is required',
  OTP_OR_PASSWORD_REQUIRED: 'OTP or Password is required.',
  OTP_INVALID: 'Invalid OTP',
  OTP_OR_PASSWORD_INVALID: 'Invalid OTP or Password',
  // The spec gives no texts for the phone fields; these follow the e-mail field's wording.
  PHONE_REQUIRED: 'Phone number is required',
  PHONE_INVALID: 'Please enter a valid phone number',
  COUNTRY_CODE_INVALID: 'Please enter a valid country code',
} as const;

/** India's calling code: the phone field's default, and the country whose numbers are exactly 10 digits. */
export const INDIA_COUNTRY_CODE = '91';
/** Other countries: a national number of 6 to 15 digits (E.164 allows at most 15 with the country code). */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/** Form steps of spec 01 "Login form steps"; only the first four are rendered. */
export const LoginFormStatus = {
  INITIAL: 'INITIAL',
  NEW_USER: 'NEW_USER',
  REGISTERED_USER_WITH_PASSWORD: 'REGISTERED_USER_WITH_PASSWORD',
  REGISTERED_USER_WITHOUT_PASSWORD: 'REGISTERED_USER_WITHOUT_PASSWORD',
  FACEBOOK_MERGE: 'FACEBOOK_MERGE',
  FACEBOOK_MERGED: 'FACEBOOK_MERGED',
} as const;
export type LoginFormStatus = (typeof LoginFormStatus)[keyof typeof LoginFormStatus];

/** Passcode error codes that mark the passcode field incorrect with the server's message (spec 01 §8). */
export const PASSCODE_ERROR_CODES: readonly number[] = [927, 928, 929, 930, 931];
/** Codes shown as an OAuth error under the social buttons. */
export const OAUTH_ERROR_CODES: readonly number[] = [943, 925];

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Digits only (spec 01 §5 "A number check accepts digits only"). */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

export function isIndianPhoneNumber(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** A calling code as typed ('+91', '91', ' 91 ') without its plus: '91'. */
export function normalizeCountryCode(value: string): string {
  return value.trim().replace(/^\+/, '');
}

/** The country-code field's message, or null when valid (1 to 4 digits, an optional leading plus). */
export function countryCodeError(value: string): string | null {
  return /^\d{1,4}$/.test(normalizeCountryCode(value)) ? null : AuthMessage.COUNTRY_CODE_INVALID;
}

/**
 * The phone field's message, or null when valid (spec 01 §5): digits only; an Indian number is exactly 10 digits,
 * other countries' numbers 6 to 15.
 */
export function phoneNumberError(countryCode: string, number: string): string | null {
  const value = number.trim();
  if (!value) return AuthMessage.PHONE_REQUIRED;
  if (!isDigitsOnly(value)) return AuthMessage.PHONE_INVALID;
  if (normalizeCountryCode(countryCode) === INDIA_COUNTRY_CODE) {
    return isIndianPhoneNumber(value) ? null : AuthMessage.PHONE_INVALID;
  }
  return value.length >= PHONE_MIN_DIGITS && value.length <= PHONE_MAX_DIGITS ? null : AuthMessage.PHONE_INVALID;
}

export function isOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}

/** The e-mail field's message, or null when valid. */
export function emailError(value: string): string | null {
  if (!value.trim()) return AuthMessage.EMAIL_REQUIRED;
  return isValidEmail(value.trim()) ? null : AuthMessage.EMAIL_INVALID;
}

/** Continue does nothing when the form is invalid, the input is all digits (a phone), or a request is in flight. */
export function canContinue(email: string, inFlight: boolean): boolean {
  return !inFlight && !isDigitsOnly(email.trim()) && emailError(email) === null;
}

/**
 * The passcode field's message, or null when valid. Without a password it must be exactly a 6-digit OTP; with a
 * password it is valid as a 6-digit OTP or at least 8 characters.
 */
export function passcodeError(value: string, hasPassword: boolean): string | null {
  if (!value) return hasPassword ? AuthMessage.OTP_OR_PASSWORD_REQUIRED : AuthMessage.OTP_REQUIRED;
  if (!hasPassword) return isOtp(value) ? null : AuthMessage.OTP_INVALID;
  if (value.length < PASSCODE_MIN_LENGTH) return AuthMessage.OTP_OR_PASSWORD_INVALID;
  return isOtp(value) || value.length >= PASSWORD_MIN_LENGTH ? null : AuthMessage.OTP_OR_PASSWORD_INVALID;
}

export function nameError(value: string): string | null {
  return value.trim() ? null : AuthMessage.NAME_REQUIRED;
}

/** The source header (spec 01 §7): Android with Mobile -> mobile; Android without Mobile, or iPad -> tablet; else web. */
export function sourceFromUserAgent(userAgent: string): 'web' | 'mobile' | 'tablet' {
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'mobile' : 'tablet';
  if (/iPad/i.test(userAgent)) return 'tablet';
  return 'web';
}

/** A URL is acceptable only if it parses and uses http or https (spec 03 §5). */
export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
