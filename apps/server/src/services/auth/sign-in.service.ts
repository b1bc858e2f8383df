/**
 * E-mail and phone sign-in (spec 01 "Login form steps", §4, §8): the status that picks the next form step, OTP
 * delivery under send limits, and login by OTP or password that creates the account of a new user and a session.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AuthMessage, isOtp, OTP_VALID_MINUTES } from '@katana/shared/auth-rules';
import {
  AuthErrorCode,
  AuthErrorMessage,
  OTP_SEND_WINDOW_MINUTES,
  OTP_SENDS_PER_WINDOW,
} from '@katana/shared/auth-errors';
import type { LoginBody, LoginUserStatus } from '@katana/shared/api/auth';
import { displayNameError, normalizeDisplayName } from '@katana/shared/api/auth-name';
import { ApiError } from '../../api-error.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { UserRepository } from '../../repositories/user.repository.ts';
import type { Country } from './country.ts';
import type { Mailer } from './mailer.ts';
import type { OtpCheck, OtpPurpose, OtpService } from './otp.service.ts';
import { emailTarget, phoneTarget } from './otp.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { Limiter } from './send-limiter.ts';
import type { SessionService } from './session.service.ts';
import type { SmsProvider } from './sms.ts';

const SEND_WINDOW_MS = OTP_SEND_WINDOW_MINUTES * 60_000;
/** Password guesses per account per window; OTP guesses have their own per-code cap. */
const PASSWORD_TRIES_PER_WINDOW = 10;

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

  /** Both counters are hit so that rotating e-mails from one address, or addresses for one e-mail, are caught. */
  async function checkSendLimits(targetKey: string, ip: string): Promise<void> {
    const [byTarget, byIp] = await Promise.all([
      deps.limiter.hit(`otp-send:${targetKey}`, OTP_SENDS_PER_WINDOW, SEND_WINDOW_MS),
      deps.limiter.hit(`otp-send-ip:${ip}`, OTP_SENDS_PER_WINDOW, SEND_WINDOW_MS),
    ]);
    if (!byTarget || !byIp) throw tooManyOtpRequests();
  }

  function otpMailText(code: string): string {
    return (
      `Your ${deps.brandName} one-time password is ${code}.\n\n` +
      `It is valid for ${OTP_VALID_MINUTES} minutes and can be used once. ` +
      `If you did not try to sign in, you can ignore this mail.\n`
    );
  }

  async function sendEmailOtp(purpose: OtpPurpose, email: string, ip: string): Promise<void> {
    const target = emailTarget(email);
    await checkSendLimits(target, ip);
    const code = await deps.otps.issue(purpose, target);
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

  async function checkPassword(user: UserRow, password: string): Promise<void> {
    if (!(await deps.limiter.hit(`password:${user.id}`, PASSWORD_TRIES_PER_WINDOW, SEND_WINDOW_MS))) {
      throw new ApiError(429, AuthErrorCode.OTP_ATTEMPTS_EXCEEDED, AuthErrorMessage.OTP_ATTEMPTS_EXCEEDED);
    }
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw new ApiError(400, AuthErrorCode.OTP_INVALID, AuthErrorMessage.OTP_OR_PASSWORD_INVALID);
    }
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

    /** POST email_login: the next form step; a fresh OTP is mailed (also to users with a password). */
    async emailLogin(email: string, ctx: RequestContext): Promise<LoginUserStatus> {
      const user = await deps.users.findByEmail(email.toLowerCase());
      if (user && !user.active) throw inactive();
      await sendEmailOtp('login', email.toLowerCase(), ctx.ip);
      return statusOf(user);
    },

    /** POST phone_login: as email_login, the OTP goes through the SMS provider. */
    async phoneLogin(countryCode: string, number: string, ctx: RequestContext): Promise<LoginUserStatus> {
      const code = countryCode.replace(/^\+/, '');
      const user = await deps.users.findByPhone(code, number);
      if (user && !user.active) throw inactive();
      const target = phoneTarget(code, number);
      await checkSendLimits(target, ctx.ip);
      const otp = await deps.otps.issue('login', target);
      await deps.sms.send(
        `+${code}${number}`,
        `${otp} is your ${deps.brandName} OTP. Valid for ${OTP_VALID_MINUTES} minutes.`,
      );
      return statusOf(user);
    },

    /** POST login: passcode = OTP, or the password of a user who has one. */
    async login(body: LoginBody, ctx: RequestContext): Promise<SignedIn> {
      const byEmail = body.provider === 'coding_ninjas';
      const target = byEmail
        ? emailTarget(body.email!)
        : phoneTarget(body.phone_country_code!, body.phone_number!);
      let user = byEmail
        ? await deps.users.findByEmail(body.email!.toLowerCase())
        : await deps.users.findByPhone(body.phone_country_code!.replace(/^\+/, ''), body.phone_number!);
      if (user && !user.active) throw inactive();

      // A new user's name is checked before the OTP is spent, so a missing name does not burn the code.
      let name: string | undefined;
      if (!user) {
        const error = displayNameError(body.name ?? '');
        if (error) throw new ApiError(422, AuthErrorCode.VALIDATION, 'Validation failed.', { name: error });
        name = normalizeDisplayName(body.name ?? '');
      }

      const hasPassword = Boolean(user?.passwordHash);
      if (user && hasPassword && !isOtp(body.passcode)) {
        await checkPassword(user, body.passcode);
      } else {
        if (!isOtp(body.passcode)) {
          throw new ApiError(
            400,
            AuthErrorCode.OTP_INVALID,
            hasPassword ? AuthMessage.OTP_OR_PASSWORD_INVALID : AuthMessage.OTP_INVALID,
          );
        }
        const check = await deps.otps.verify('login', target, body.passcode);
        if (check !== 'ok') throw otpCheckError(check, hasPassword);
      }

      const newUser = !user;
      if (!user) user = await createUser(body, ctx, name!);
      return startSession(user, { provider: body.provider, newUser }, ctx);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
