/**
 * Accounts and sign-in: builds the auth services (`app.auth`), resolves the session of every /api request from
 * `Authorization: Token <t>` or the ninja_auth_token cookie into `request.user` / `request.session`, enforces
 * the CSRF double-submit check on cookie-authenticated writes, and offers `app.requireUser` (a hook for
 * guarded route subtrees answering 401 / code 101 'Please login to continue').
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_COOKIE } from '@katana/shared/auth-rules';
import { RoleMessage, type UserRole } from '@katana/shared/api/roles';
import { ErrorCode } from '@katana/shared/envelope';
import {
  AuthErrorCode,
  AuthErrorMessage,
  CSRF_COOKIE,
  CSRF_HEADER,
  PASSWORD_BACKOFF_FIRST_SECONDS,
  PASSWORD_BACKOFF_MAX_MINUTES,
  PASSWORD_FREE_TRIES,
} from '@katana/shared/auth-errors';
import { isApiPath } from '../plugins/app/api-path.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import type { SessionRow } from '../db/schema/auth.ts';
import type { UserRow } from '../db/schema/users.ts';
import { createAccountService, type AccountService } from './account.service.ts';
import { createRepositories, type Repositories } from './auth-repositories.ts';
import { countryFromHeaders } from './country.ts';
import {
  createPartnerVerificationService,
  type PartnerVerificationService,
} from './partner-verification.service.ts';
import { createFbMergeService, type FbMergeService } from './fb-merge.service.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { createOAuthClients } from './oauth-clients.ts';
import { createOAuthService, type OAuthService } from './oauth.service.ts';
import { createOtpService, type OtpService } from './otp.service.ts';
import { Outbox } from './outbox.ts';
import { randomToken } from '../plugins/app/secrets.ts';
import { createMemoryLimiter, createRedisLimiter } from './send-limiter.ts';
import {
  createMemoryBackoff,
  createRedisBackoff,
  type BackoffPolicy,
} from './attempt-backoff.ts';
import { createSessionService, type SessionService } from './session.service.ts';
import {
  createSignInService,
  type RequestContext,
  type SignInService,
} from './sign-in.service.ts';
import { createOutboxSmsProvider, type SmsProvider } from './sms.ts';

export interface AuthServices {
  outbox: Outbox;
  mailer: Mailer;
  sms: SmsProvider;
  otps: OtpService;
  sessions: SessionService;
  signIn: SignInService;
  oauth: OAuthService;
  fbMerge: FbMergeService;
  account: AccountService;
  partnerVerification: PartnerVerificationService;
  /** Request facts the services need (address, source header, user agent, country). */
  context(request: FastifyRequest): RequestContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
    /** The accounts' repositories (users, sessions, OTPs, OAuth identities). */
    repos: Repositories;
    /**
     * Guard for a route subtree: `scope.addHook('onRequest', app.requireUser)` (or 'preHandler'). Anonymous,
     * expired and revoked sessions get HTTP 401, code 101 'Please login to continue'.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * Guard for moderator-only routes: `{ onRequest: app.requireRole('moderator') }`. Anonymous gets 401 (as
     * requireUser); a learner without the role gets 403 'Only moderators can do this.'.
     */
    requireRole: (role: UserRole) => (request: FastifyRequest) => Promise<void>;
    /** Whether the request's user holds the role (false when anonymous). */
    hasRole: (request: FastifyRequest, role: UserRole) => Promise<boolean>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    session: SessionRow | null;
    /** How the session was presented; CSRF applies to 'cookie' only. */
    authVia: 'cookie' | 'header' | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `Authorization: Token <t>` (spec 01 §7); "Bearer" is accepted too for API clients. */
function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  const match = value ? /^(?:Token|Bearer)\s+(\S+)$/i.exec(value) : null;
  return match?.[1];
}

function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export default fp(
  async (app) => {
    const { config } = app;
    app.decorate('repos', createRepositories(app.db));
    let pepper = config.auth.otpPepper;
    if (!pepper) {
      // Without a configured pepper OTPs still work on one node; a restart only invalidates pending codes.
      pepper = randomToken();
      if (config.nodeEnv === 'production')
        app.log.warn('OTP_PEPPER is not set: using a random per-process pepper');
    }
    const outbox = new Outbox();
    const mailer = createMailer({
      smtpUrl: config.auth.smtpUrl,
      from: config.auth.mailFrom,
      outbox,
      log: app.log,
    });
    if (mailer.kind === 'outbox' && config.nodeEnv === 'production') {
      app.log.warn(
        'SMTP_URL is not set: sign-in mails are not sent; their codes are in this log and on /dev/mailbox (from this machine only)',
      );
    }
    app.addHook('onClose', async () => mailer.close());
    const sms = createOutboxSmsProvider(outbox, app.log);
    const limiter = app.redis ? createRedisLimiter(app.redis) : createMemoryLimiter();
    const passwordPolicy: BackoffPolicy = {
      freeTries: PASSWORD_FREE_TRIES,
      firstWaitMs: PASSWORD_BACKOFF_FIRST_SECONDS * 1000,
      maxWaitMs: PASSWORD_BACKOFF_MAX_MINUTES * 60_000,
      memoryMs: 24 * 60 * 60_000,
    };
    const passwordBackoff = app.redis
      ? createRedisBackoff(app.redis, passwordPolicy)
      : createMemoryBackoff(passwordPolicy);
    const otps = createOtpService({ repo: app.repos.otps, pepper });
    const sessions = createSessionService({ repo: app.repos.sessions, ttlDays: config.auth.sessionTtlDays });
    const signIn = createSignInService({
      users: app.repos.users,
      otps,
      sessions,
      limiter,
      passwordBackoff,
      mailer,
      sms,
      brandName: config.brandName,
      log: app.log,
    });
    const oauth = createOAuthService({
      clients: createOAuthClients(config.auth),
      oauth: app.repos.oauth,
      users: app.repos.users,
      signIn,
      partnerName: config.partnerName,
      log: app.log,
    });
    const fbMerge = createFbMergeService({ oauth: app.repos.oauth, users: app.repos.users, otps, signIn });

    app.decorate('auth', {
      outbox,
      mailer,
      sms,
      otps,
      sessions,
      signIn,
      oauth,
      fbMerge,
      account: createAccountService({ users: app.repos.users }),
      partnerVerification: createPartnerVerificationService({ users: app.repos.users, otps, signIn }),
      context: (request: FastifyRequest): RequestContext => {
        const source = request.headers.source;
        return {
          ip: request.ip,
          source:
            typeof source === 'string' && ['web', 'mobile', 'tablet'].includes(source) ? source : undefined,
          userAgent: request.headers['user-agent'],
          country: countryFromHeaders(request.headers, config.auth.countryHeader),
          cookies: request.cookies,
        };
      },
    });

    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('authVia', null);

    app.addHook('onRequest', async (request) => {
      if (!isApiPath(request.url)) return;
      const fromHeader = headerToken(request);
      const token = fromHeader ?? request.cookies[TOKEN_COOKIE];
      if (!token) return;
      const found = await sessions.resolve(token);
      // A deactivated account's sessions stop working at once.
      if (!found || !found.user.active) return;
      request.user = found.user;
      request.session = found.session;
      request.authVia = fromHeader ? 'header' : 'cookie';
      // Double-submit: a cross-site form can send our cookie but cannot read katana_csrf to echo it.
      if (request.authVia === 'cookie' && !SAFE_METHODS.has(request.method)) {
        const echoed = request.headers[CSRF_HEADER];
        if (!sameSecret(typeof echoed === 'string' ? echoed : undefined, request.cookies[CSRF_COOKIE])) {
          throw new ApiError(403, AuthErrorCode.CSRF, AuthErrorMessage.CSRF);
        }
      }
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw new ApiError(401, AuthErrorCode.LOGGED_OUT, AuthErrorMessage.LOGGED_OUT);
    });
    const hasRole = async (request: FastifyRequest, role: UserRole) =>
      request.user ? app.repos.roles.has(request.user.id, role) : false;
    app.decorate('hasRole', hasRole);
    app.decorate('requireRole', (role: UserRole) => async (request: FastifyRequest) => {
      if (!request.user) throw new ApiError(401, AuthErrorCode.LOGGED_OUT, AuthErrorMessage.LOGGED_OUT);
      if (!(await hasRole(request, role))) throw new ApiError(403, ErrorCode.FORBIDDEN, RoleMessage.FORBIDDEN);
    });
  },
  { name: 'auth', dependencies: ['database', 'redis', 'cookie'] },
);
