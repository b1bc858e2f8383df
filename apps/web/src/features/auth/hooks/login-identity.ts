/**
 * Who is signing in: an e-mail address or a phone number (spec 01: phone login uses provider phone_coding_ninjas).
 * The texts and the login fields that differ between the two live here, so the form steps stay one code path.
 */
import type { LoginBody, PhoneLoginBody } from '@katana/shared/api/auth';
import { normalizeCountryCode } from '@katana/shared/auth-rules';

export type LoginIdentity = { type: 'email'; email: string } | { type: 'phone'; countryCode: string; number: string };

/** The dialog's loginType input: which field the initial step starts with. */
export type LoginType = LoginIdentity['type'];

export function phoneIdentity(countryCode: string, number: string): LoginIdentity {
  return { type: 'phone', countryCode: normalizeCountryCode(countryCode), number: number.trim() };
}

/** '+91 9876543210' (a no-break space keeps the two together) or the e-mail address, as the OTP message shows it. */
export function identityLabel(identity: LoginIdentity): string {
  return identity.type === 'email' ? identity.email : `+${identity.countryCode}\u00a0${identity.number}`;
}

export function otpSentText(identity: LoginIdentity): string {
  const where = identity.type === 'email' ? 'email' : 'phone number';
  return `One Time Password has been sent to your ${where}, ${identityLabel(identity)}, please enter the same here to login. Valid for 10 minutes.`;
}

export function resendSuccessText(identity: LoginIdentity): string {
  return identity.type === 'email' ? 'OTP has been resent to your email.' : 'OTP has been resent to your phone number.';
}

/** The phone_login body for a phone identity. */
export function phoneLoginBody(identity: Extract<LoginIdentity, { type: 'phone' }>, resend?: boolean): PhoneLoginBody {
  return { phone_number: identity.number, phone_country_code: `+${identity.countryCode}`, ...(resend ? { resend } : {}) };
}

/** The login payload's identity fields and provider (spec 01 §3 "Login payload", "Providers"). */
export function identityLoginFields(identity: LoginIdentity): Pick<LoginBody, 'email' | 'phone_number' | 'phone_country_code' | 'provider'> {
  if (identity.type === 'email') return { email: identity.email, provider: 'coding_ninjas' };
  return { phone_number: identity.number, phone_country_code: `+${identity.countryCode}`, provider: 'phone_coding_ninjas' };
}
