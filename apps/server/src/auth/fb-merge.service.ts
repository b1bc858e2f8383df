/**
 * The Facebook-merge flow (spec 01 §4): a Facebook sign-in whose e-mail belongs to an account created otherwise
 * gets a merge token instead of a session; the user proves the e-mail with an OTP (init), then verify links the
 * Facebook identity to the account and signs in.
 */
import { AuthErrorCode, AuthErrorMessage } from '@katana/shared/auth-errors';
import { ApiError } from '../plugins/app/api-error.ts';
import type { OAuthRepository } from './oauth.repository.ts';
import type { UserRepository } from './user.repository.ts';
import { emailTarget, type OtpService } from './otp.service.ts';
import { sha256 } from '../plugins/app/secrets.ts';
import { otpCheckError, type RequestContext, type SignedIn, type SignInService } from './sign-in.service.ts';

const invalidMerge = () =>
  new ApiError(400, AuthErrorCode.FB_MERGE_INVALID, AuthErrorMessage.FB_MERGE_INVALID);

export function createFbMergeService(deps: {
  oauth: OAuthRepository;
  users: UserRepository;
  otps: OtpService;
  signIn: SignInService;
}) {
  return {
    async init(email: string, mergeToken: string, ctx: RequestContext): Promise<void> {
      const request = await deps.oauth.findLiveMergeRequest(sha256(mergeToken), new Date());
      if (!request || request.email !== email.toLowerCase()) throw invalidMerge();
      await deps.signIn.sendEmailOtp('fb_merge', request.email, ctx.ip);
    },

    async verify(otp: string, mergeToken: string, ctx: RequestContext): Promise<SignedIn> {
      const tokenHash = sha256(mergeToken);
      const request = await deps.oauth.findLiveMergeRequest(tokenHash, new Date());
      if (!request) throw invalidMerge();
      const check = await deps.otps.verify('fb_merge', emailTarget(request.email), otp);
      if (check !== 'ok') throw otpCheckError(check, false);
      if (!(await deps.oauth.consumeMergeRequest(tokenHash))) throw invalidMerge();
      const user = await deps.users.findById(request.userId);
      if (!user) throw invalidMerge();
      if (!user.active)
        throw new ApiError(403, AuthErrorCode.ACCOUNT_INACTIVE, AuthErrorMessage.ACCOUNT_INACTIVE);
      await deps.oauth.linkIdentity({
        userId: user.id,
        provider: request.provider,
        subject: request.subject,
        email: request.email,
      });
      return deps.signIn.startSession(user, { provider: 'facebook_merge', newUser: false }, ctx);
    },
  };
}

export type FbMergeService = ReturnType<typeof createFbMergeService>;
