/**
 * One-time passcodes: 6 digits, valid OTP_VALID_MINUTES, stored as an HMAC with the server's pepper, single use,
 * dead after OTP_MAX_ATTEMPTS wrong guesses, and only the newest code of a target is valid.
 */
import { OTP_LENGTH, OTP_VALID_MINUTES } from '@katana/shared/auth-rules';
import { OTP_MAX_ATTEMPTS } from '@katana/shared/auth-errors';
import type { OtpRepository } from './otp.repository.ts';
import { hmac, randomDigits, safeEqualHex } from '../plugins/app/secrets.ts';

export type OtpPurpose = 'login' | 'fb_merge' | 'verify_email';
export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'attempts_exceeded' | 'not_requested';

export const emailTarget = (email: string) => `email:${email.toLowerCase()}`;
export const phoneTarget = (countryCode: string, number: string) =>
  `phone:${countryCode.replace(/^\+/, '')}:${number}`;

export function createOtpService(deps: { repo: OtpRepository; pepper: string; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  // The purpose and target are part of the MAC so a code can never be replayed for another account or flow.
  const digest = (purpose: OtpPurpose, target: string, code: string) =>
    hmac(deps.pepper, `${purpose}\n${target}\n${code}`);

  async function check(
    purpose: OtpPurpose,
    target: string,
    code: string,
    consume: boolean,
  ): Promise<OtpCheck> {
    const current = await deps.repo.findCurrent(purpose, target);
    if (!current) return 'not_requested';
    if (current.expiresAt <= now()) return 'expired';
    if (current.attempts >= OTP_MAX_ATTEMPTS) return 'attempts_exceeded';
    if (safeEqualHex(current.codeHash, digest(purpose, target, code))) {
      if (!consume) return 'ok';
      return (await deps.repo.consume(current.id, OTP_MAX_ATTEMPTS)) ? 'ok' : 'attempts_exceeded';
    }
    const attempts = await deps.repo.addAttempt(current.id, OTP_MAX_ATTEMPTS);
    return attempts === null ? 'attempts_exceeded' : 'invalid';
  }

  return {
    /** Creates a fresh code for the target (retiring older ones) and returns it for delivery; it is never stored. */
    async issue(purpose: OtpPurpose, target: string): Promise<string> {
      const code = randomDigits(OTP_LENGTH);
      await deps.repo.replace({
        purpose,
        target,
        codeHash: digest(purpose, target, code),
        expiresAt: new Date(now().getTime() + OTP_VALID_MINUTES * 60_000),
      });
      return code;
    },

    /** Checks the code and, when right, uses it up. */
    verify(purpose: OtpPurpose, target: string, code: string): Promise<OtpCheck> {
      return check(purpose, target, code, true);
    },

    /**
     * Checks the code without using it up when right (a wrong guess still counts), for answers that need the code
     * proven first but must leave it for the real sign-in (a new user's missing name).
     */
    peek(purpose: OtpPurpose, target: string, code: string): Promise<OtpCheck> {
      return check(purpose, target, code, false);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
