/**
 * Partner e-mail verification (spec 03 "Partner email verification flow"): an account created by partner sign-in
 * whose partner e-mail was not verified keeps it aside (naukri_unverified). The user proves an e-mail with an
 * OTP; it then becomes the account's e-mail and the flag clears. An e-mail of another account is refused, but only
 * once the OTP proved the mailbox: refusing it before would tell any signed-in user which e-mails have accounts.
 */
import { AuthErrorCode, AuthErrorMessage } from '@katana/shared/auth-errors';
import { ApiError } from '../plugins/app/api-error.ts';
import type { UserRow } from '../db/schema/users.ts';
import type { UserRepository } from './user.repository.ts';
import { emailTarget, type OtpService } from './otp.service.ts';
import { otpCheckError, type RequestContext, type SignInService } from './sign-in.service.ts';

export const EMAIL_TAKEN_MESSAGE = 'This e-mail belongs to another account.';

export function createPartnerVerificationService(deps: {
  users: UserRepository;
  otps: OtpService;
  signIn: SignInService;
}) {
  async function checkFree(user: UserRow, email: string) {
    const owner = await deps.users.findByEmail(email);
    if (owner && owner.id !== user.id) throw new ApiError(409, 409, EMAIL_TAKEN_MESSAGE);
  }

  return {
    isEmailVerified(user: UserRow): boolean {
      return user.email !== null && !user.naukriUnverified;
    },

    /** Mails an OTP to `email` (default: the e-mail the partner gave). */
    async start(user: UserRow, email: string | undefined, ctx: RequestContext): Promise<void> {
      const target = (email ?? user.unverifiedEmail ?? '').toLowerCase();
      if (!target) {
        throw new ApiError(422, AuthErrorCode.VALIDATION, 'Validation failed.', {
          email: 'E-mail is required',
        });
      }
      await deps.signIn.sendEmailOtp('verify_email', target, ctx.ip);
    },

    async verify(user: UserRow, email: string, otp: string): Promise<UserRow> {
      const target = email.toLowerCase();
      const check = await deps.otps.verify('verify_email', emailTarget(target), otp);
      if (check !== 'ok') throw otpCheckError(check, false);
      await checkFree(user, target);
      const updated = await deps.users.update(user.id, {
        email: target,
        unverifiedEmail: null,
        naukriUnverified: false,
      });
      if (!updated) throw new ApiError(401, AuthErrorCode.LOGGED_OUT, AuthErrorMessage.LOGGED_OUT);
      return updated;
    },
  };
}

export type PartnerVerificationService = ReturnType<typeof createPartnerVerificationService>;
