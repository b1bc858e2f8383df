/**
 * E-mail and phone sign-in (spec 01 "Login form steps", §4, §8): the status that picks the next form step, OTP
 * delivery under send limits, and login by OTP or password that creates the account of a new user and a session.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isOtp, OTP_VALID_MINUTES } from '@katana/shared/auth-rules';
import {
  AuthErrorCode,
  AuthErrorMessage,
  OTP_SEND_WINDOW_MINUTES,
  OTP_SENDS_PER_ADDRESS_PER_WINDOW,
  OTP_SENDS_PER_WINDOW,
  passwordBackoffMessage,
} from '@katana/shared/auth-errors';
import type { LoginBody, LoginUserStatus } from '@katana/shared/api/auth';
import { displayNameError, normalizeDisplayName } from '@katana/shared/api/auth-name';
import { ApiError } from '../plugins/app/api-error.ts';
import type { UserRow } from '../db/schema/users.ts';
import type { UserRepository } from './user.repository.ts';
import type { Backoff } from './attempt-backoff.ts';
import { addressKey } from './client-address.ts';
import type { Country } from './country.ts';
import type { Mailer } from './mailer.ts';
import type { OtpCheck, OtpPurpose, OtpService } from './otp.service.ts';
import { emailTarget, phoneTarget } from './otp.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { randomToken } from '../plugins/app/secrets.ts';
import type { Limiter } from './send-limiter.ts';
import type { SessionService } from './session.service.ts';
import type { SmsProvider } from './sms.ts';

const SEND_WINDOW_MS = OTP_SEND_WINDOW_MINUTES * 60_000;

export interface RequestContext {
  ip: string;
  source?: string | undefined;
  userAgent?: string | undefined;
  country: Country | null;
  /** The request's cookies (e.g. the referrer cookie an account-created listener reads). */
  cookies?: Readonly<Record<string, string | undefined>> | undefined;
}

export interface SignedIn {
  user: UserRow;
  token: string;
  newUser: boolean;
  firstTimeLogin: boolean;
}

export interface SignInDeps {
  users: UserRepository;
  otps: OtpService;
  sessions: SessionService;
  limiter: Limiter;
  /** Wrong-password back-off, keyed by account (e-mail/phone) and client address; OTPs have a per-code cap. */
  passwordBackoff: Backoff;
  mailer: Mailer;
  sms: SmsProvider;
  brandName: string;
  log: FastifyBaseLogger;
}

const tooManyOtpRequests = () =>
  new ApiError(429, AuthErrorCode.TOO_MANY_OTP_REQUESTS, AuthErrorMessage.TOO_MANY_OTP_REQUESTS);
const inactive = () => new ApiError(403, AuthErrorCode.ACCOUNT_INACTIVE, AuthErrorMessage.ACCOUNT_INACTIVE);

function statusOf(user: UserRow | undefined): LoginUserStatus {
  if (!user) return 'NEW_USER';
  return user.passwordHash ? 'REGISTERED_USER_WITH_PASSWORD' : 'REGISTERED_USER_WITHOUT_PASSWORD';
}

/** The spec's passcode errors for an OTP check that failed. */
export function otpCheckError(check: Exclude<OtpCheck, 'ok'>, hasPassword: boolean): ApiError {
  switch (check) {
    case 'invalid':
      return new ApiError(
        400,
        AuthErrorCode.OTP_INVALID,
        hasPassword ? AuthErrorMessage.OTP_OR_PASSWORD_INVALID : AuthErrorMessage.OTP_INVALID,
      );
    case 'expired':
      return new ApiError(400, AuthErrorCode.OTP_EXPIRED, AuthErrorMessage.OTP_EXPIRED);
    case 'attempts_exceeded':
      return new ApiError(400, AuthErrorCode.OTP_ATTEMPTS_EXCEEDED, AuthErrorMessage.OTP_ATTEMPTS_EXCEEDED);
    case 'not_requested':
      return new ApiError(400, AuthErrorCode.OTP_NOT_REQUESTED, AuthErrorMessage.OTP_NOT_REQUESTED);
  }
}

/** Runs once for every account a sign-in creates (welcome bonus...); a failure is logged, never fails the sign-in. */
export type AccountCreatedListener = (user: UserRow, ctx: RequestContext) => Promise<unknown>;

export function createSignInService(deps: SignInDeps) {
  const accountCreated: AccountCreatedListener[] = [];

  /**
   * A send is limited per destination (the e-mail/phone: its owner, or whoever targets it, from any number of
   * addresses) and, more loosely, per client address (one machine spraying many destinations). The destination is
   * counted first and a refused one stops there, so a learner pressing Resend past their own limit does not use up
   * the address a whole lab shares.
   */
  async function checkSendLimits(targetKey: string, ip: string): Promise<void> {
    if (!(await deps.limiter.hit(`otp-send:${targetKey}`, OTP_SENDS_PER_WINDOW, SEND_WINDOW_MS))) {
      throw tooManyOtpRequests();
    }
    const address = `otp-send-address:${addressKey(ip)}`;
    if (!(await deps.limiter.hit(address, OTP_SENDS_PER_ADDRESS_PER_WINDOW, SEND_WINDOW_MS))) {
      throw tooManyOtpRequests();
    }
  }

  function otpMailText(code: string): string {
    return (
      `Your ${deps.brandName} one-time password is ${code}.\n\n` +
      `It is valid for ${OTP_VALID_MINUTES} minutes and can be used once. ` +
      `If you did not try to sign in, you can ignore this mail.\n`
    );
  }

  async function sendEmailOtp(purpose: OtpPurpose, email: string, ip: string): Promise<void> {
    await checkSendLimits(emailTarget(email), ip);
    await deliverEmailOtp(purpose, email);
  }

  async function deliverEmailOtp(purpose: OtpPurpose, email: string): Promise<void> {
    const code = await deps.otps.issue(purpose, emailTarget(email));
    // The subject is logged by the outbox and mail servers; the code goes only in the body.
    await deps.mailer.send({
      to: email,
      subject: `Your ${deps.brandName} login OTP`,
      text: otpMailText(code),
      html: `<p>Your ${deps.brandName} one-time password is <strong>${code}</strong>.</p><p>It is valid for ${OTP_VALID_MINUTES} minutes and can be used once. If you did not try to sign in, you can ignore this mail.</p>`,
    });
  }

  async function createUser(body: LoginBody, ctx: RequestContext, name: string): Promise<UserRow> {
    const email = body.provider === 'coding_ninjas' ? body.email!.toLowerCase() : null;
    return deps.users.insert({
      name,
      email,
      phoneCountryCode: email ? null : body.phone_country_code!.replace(/^\+/, ''),
      phoneNumber: email ? null : body.phone_number!,
      passwordHash: body.password ? await hashPassword(body.password) : null,
      countryCode: ctx.country?.code ?? null,
      countryId: ctx.country?.id ?? null,
      euUser: ctx.country?.eu ?? false,
      timeZone: body.time_zone_string ?? null,
      collegeId: body.college_id == null ? null : String(body.college_id),
      gradYear: body.grad_year == null ? null : String(body.grad_year),
      blogPreference: body.blog_preference === true || body.blog_preference === 'true',
      psReferralCode: body.ps_referral_code ?? null,
      referralData: body.referral_data ?? null,
      shouldSubToCnUpdates: body.should_sub_to_cn_updates ?? false,
      weEmail: body.should_sub_to_cn_updates ?? false,
    });
  }

  // A stand-in hash with the same argon2 cost, for tries at accounts without a password (or without an account).
  let standInHash: Promise<string> | undefined;

  /**
   * A password try (any passcode that is not an OTP). It is held back per account and client address, and answered
   * the same, after the same argon2 work, whether the account exists, has a password or not: only the right
   * password of an account with one gets through.
   */
  async function checkPassword(user: UserRow | undefined, target: string, password: string, ip: string) {
    const key = `${target}|${addressKey(ip)}`;
    const wait = await deps.passwordBackoff.attempt(key);
    if (wait > 0) throw new ApiError(429, AuthErrorCode.OTP_ATTEMPTS_EXCEEDED, passwordBackoffMessage(wait));
    const hash = user?.passwordHash ?? (await (standInHash ??= hashPassword(randomToken())));
    const right = await verifyPassword(hash, password);
    if (!right || !user?.passwordHash) {
      throw new ApiError(400, AuthErrorCode.OTP_INVALID, AuthErrorMessage.OTP_OR_PASSWORD_INVALID);
    }
    await deps.passwordBackoff.succeeded(key);
  }

  /** Opens a session for a verified user; shared by OTP/password, OAuth and Facebook-merge sign-in. */
  async function startSession(
    user: UserRow,
    how: { provider: string; newUser: boolean },
    ctx: RequestContext,
  ): Promise<SignedIn> {
    // Every way of making an account (OTP/password, OAuth, One Tap, partner) opens its first session here.
    if (how.newUser) {
      for (const listener of accountCreated) {
        try {
          await listener(user, ctx);
        } catch (err) {
          deps.log.warn(
            { err: { message: (err as Error).message }, userId: user.id },
            'account-created listener failed',
          );
        }
      }
    }
    const firstTimeLogin = user.lastLoginAt === null;
    const updated =
      (await deps.users.update(user.id, {
        lastLoginAt: new Date(),
        ...(user.countryCode === null && ctx.country
          ? { countryCode: ctx.country.code, countryId: ctx.country.id, euUser: ctx.country.eu }
          : {}),
      })) ?? user;
    const { token } = await deps.sessions.create(user.id, {
      provider: how.provider,
      source: ctx.source,
      userAgent: ctx.userAgent,
    });
    deps.log.info({ userId: user.id, provider: how.provider, newUser: how.newUser }, 'signed in');
    return { user: updated, token, newUser: how.newUser, firstTimeLogin };
  }

  return {
    sendEmailOtp,
    startSession,

    /** Registers a listener for new accounts (see AccountCreatedListener). */
    onAccountCreated(listener: AccountCreatedListener): void {
      accountCreated.push(listener);
    },

    /**
     * POST email_login: the next form step; a fresh OTP is mailed (also to users with a password). The step (and 931
     * for a deactivated account) is spec 01's answer, so it is given only within the send limits, like a mail.
     */
    async emailLogin(email: string, ctx: RequestContext): Promise<LoginUserStatus> {
      const address = email.toLowerCase();
      const user = await deps.users.findByEmail(address);
      await checkSendLimits(emailTarget(address), ctx.ip);
      if (user && !user.active) throw inactive();
      await deliverEmailOtp('login', address);
      return statusOf(user);
    },

    /** POST phone_login: as email_login, the OTP goes through the SMS provider. */
    async phoneLogin(countryCode: string, number: string, ctx: RequestContext): Promise<LoginUserStatus> {
      const code = countryCode.replace(/^\+/, '');
      const user = await deps.users.findByPhone(code, number);
      const target = phoneTarget(code, number);
      await checkSendLimits(target, ctx.ip);
      if (user && !user.active) throw inactive();
      const otp = await deps.otps.issue('login', target);
      await deps.sms.send(
        `+${code}${number}`,
        `${otp} is your ${deps.brandName} OTP. Valid for ${OTP_VALID_MINUTES} minutes.`,
      );
      return statusOf(user);
    },

    /**
     * POST login: passcode = OTP, or the password of a user who has one. Until the code or password is proven the
     * answers do not depend on the account: an unknown e-mail is asked for its name, and a deactivated account
     * refused, only after that.
     */
    async login(body: LoginBody, ctx: RequestContext): Promise<SignedIn> {
      const byEmail = body.provider === 'coding_ninjas';
      const target = byEmail
        ? emailTarget(body.email!)
        : phoneTarget(body.phone_country_code!, body.phone_number!);
      let user = byEmail
        ? await deps.users.findByEmail(body.email!.toLowerCase())
        : await deps.users.findByPhone(body.phone_country_code!.replace(/^\+/, ''), body.phone_number!);

      const hasPassword = Boolean(user?.passwordHash);
      let name: string | undefined;
      if (!isOtp(body.passcode)) {
        await checkPassword(user, target, body.passcode, ctx.ip);
      } else {
        if (!user) {
          // A missing name is told only once the code is proven, and the code is kept for the retry with the name.
          const error = displayNameError(body.name ?? '');
          if (error) {
            const check = await deps.otps.peek('login', target, body.passcode);
            if (check !== 'ok') throw otpCheckError(check, false);
            throw new ApiError(422, AuthErrorCode.VALIDATION, 'Validation failed.', { name: error });
          }
          name = normalizeDisplayName(body.name ?? '');
        }
        const check = await deps.otps.verify('login', target, body.passcode);
        if (check !== 'ok') throw otpCheckError(check, hasPassword);
      }
      if (user && !user.active) throw inactive();

      const newUser = !user;
      if (!user) user = await createUser(body, ctx, name!);
      return startSession(user, { provider: body.provider, newUser }, ctx);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
