/**
 * Social and partner sign-in: start (state, nonce and PKCE verifier saved server-side for 10 minutes), callback
 * (code exchange through openid-client) and the account rules:
 * - a known identity signs its user in;
 * - a verified e-mail of an existing account links to it for Google and the partner (partner: merge_strategy
 *   'porting', merged profile); for Facebook it starts the Facebook-merge flow (OTP to that e-mail first);
 * - a partner e-mail that is not verified never links to an existing account (code 943, unverified_email), and a
 *   new partner account without a verified e-mail is flagged naukri_unverified;
 * - otherwise a new account is created (partner: merge_strategy 'existing').
 * A token login (spec 01 §7 "Login (social)", Google One Tap) verifies the provider's ID token instead of running
 * the code flow, then follows the same rules under the same identity as that provider's popup sign-in.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FbMergeResponse, OAuthProvider, SocialLoginProvider } from '@katana/shared/api/auth';
import { normalizeDisplayName } from '@katana/shared/api/auth-name';
import { AuthErrorCode, AuthErrorMessage } from '@katana/shared/auth-errors';
import { NAME_MAX_LENGTH } from '@katana/shared/auth-rules';
import { ApiError } from '../plugins/app/api-error.ts';
import type { UserRow } from '../db/schema/users.ts';
import type { OAuthRepository } from './oauth.repository.ts';
import type { UserRepository } from './user.repository.ts';
import type { OAuthClient, OAuthProfile, ProviderTokens } from './oauth-clients.ts';
import { createPartnerSessionService } from './partner-session.service.ts';
import { randomToken, sha256 } from '../plugins/app/secrets.ts';
import type { RequestContext, SignedIn, SignInService } from './sign-in.service.ts';

const STATE_TTL_MS = 10 * 60_000;
const MERGE_TTL_MS = 30 * 60_000;
export const PARTNER_UNVERIFIED_MESSAGE =
  'We could not verify your email id. Please use different login method.';

export type OAuthOutcome =
  /** providerTokens: the partner's tokens, kept in HttpOnly cookies for its session checks and logout. */
  | {
      kind: 'signed-in';
      signedIn: SignedIn;
      redirectPath: string;
      providerTokens?: ProviderTokens | undefined;
    }
  | { kind: 'fb-merge'; merge: FbMergeResponse; redirectPath: string };

export class OAuthFailure extends ApiError {
  constructor(
    code: number,
    message: string,
    readonly redirectPath = '/',
    readonly query: Record<string, string> = {},
  ) {
    super(400, code, message);
  }
}

export interface OAuthDeps {
  clients: Map<OAuthProvider, OAuthClient>;
  oauth: OAuthRepository;
  users: UserRepository;
  signIn: SignInService;
  partnerName: string;
  log: FastifyBaseLogger;
}

const PROVIDER_NAMES: Record<Exclude<OAuthProvider, 'partner'>, string> = {
  google_oauth2: 'Google',
  facebook: 'Facebook',
};

/** Whose ID token a token login carries: One Tap is the same Google account as the Google popup. */
const TOKEN_ISSUERS: Record<SocialLoginProvider, OAuthProvider> = {
  google_single_sign_in: 'google_oauth2',
};

/** What a new account made by a sign-in keeps from the request (the login payload's extras). */
export interface NewAccountExtras {
  timeZone?: string | undefined;
  referralData?: Record<string, unknown> | null | undefined;
  psReferralCode?: string | undefined;
}

export function createOAuthService(deps: OAuthDeps) {
  const clientOf = (provider: OAuthProvider): OAuthClient => {
    const client = deps.clients.get(provider);
    if (!client) throw new OAuthFailure(AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.OAUTH_NOT_CONFIGURED);
    return client;
  };

  async function createUserFrom(
    provider: OAuthProvider,
    profile: OAuthProfile,
    ctx: RequestContext,
    verified: boolean,
    extras: NewAccountExtras = {},
  ) {
    const partner = provider === 'partner';
    return deps.users.insert({
      timeZone: extras.timeZone ?? null,
      referralData: extras.referralData ?? null,
      psReferralCode: extras.psReferralCode ?? null,
      name: profile.name ? normalizeDisplayName(profile.name).slice(0, NAME_MAX_LENGTH) : null,
      email: verified ? profile.email : null,
      unverifiedEmail: verified ? null : profile.email,
      image: profile.picture,
      countryCode: ctx.country?.code ?? null,
      countryId: ctx.country?.id ?? null,
      euUser: ctx.country?.eu ?? false,
      naukriUnverified: partner && !verified,
      mergeStrategy: partner ? 'existing' : 'new',
      naukriMergedProfile: partner,
      naukriFlowUser: partner ? 1 : 0,
    });
  }

  async function resolveAccount(
    provider: OAuthProvider,
    profile: OAuthProfile,
    ctx: RequestContext,
    redirectPath: string,
    /** The session's provider when it differs from the identity's (google_single_sign_in for One Tap). */
    opts: { sessionProvider?: string; extras?: NewAccountExtras } = {},
  ): Promise<OAuthOutcome> {
    const signIn = async (user: UserRow, newUser: boolean): Promise<OAuthOutcome> => {
      if (!user.active)
        throw new OAuthFailure(
          AuthErrorCode.ACCOUNT_INACTIVE,
          AuthErrorMessage.ACCOUNT_INACTIVE,
          redirectPath,
        );
      return {
        kind: 'signed-in',
        signedIn: await deps.signIn.startSession(
          user,
          { provider: opts.sessionProvider ?? provider, newUser },
          ctx,
        ),
        redirectPath,
      };
    };
    const link = (user: UserRow) =>
      deps.oauth.linkIdentity({ userId: user.id, provider, subject: profile.subject, email: profile.email });

    const identity = await deps.oauth.findIdentity(provider, profile.subject);
    if (identity) {
      const user = await deps.users.findById(identity.userId);
      if (user) return signIn(user, false);
    }
    const verified = profile.email !== null && profile.emailVerified;
    const existing = profile.email ? await deps.users.findByEmail(profile.email) : undefined;

    if (provider === 'partner') {
      if (existing && !verified) {
        throw new OAuthFailure(
          AuthErrorCode.OAUTH_EMAIL_UNAVAILABLE,
          PARTNER_UNVERIFIED_MESSAGE,
          redirectPath,
          {
            unverified_email: '1',
          },
        );
      }
      if (existing) {
        const merged = await deps.users.update(existing.id, {
          mergeStrategy: 'porting',
          naukriMergedProfile: true,
          naukriFlowUser: 1,
        });
        await link(existing);
        return signIn(merged ?? existing, false);
      }
      const user = await createUserFrom(provider, profile, ctx, verified, opts.extras);
      await link(user);
      return signIn(user, true);
    }

    if (!verified) {
      throw new OAuthFailure(
        AuthErrorCode.OAUTH_EMAIL_UNAVAILABLE,
        AuthErrorMessage.OAUTH_EMAIL_UNAVAILABLE,
        redirectPath,
      );
    }
    if (existing && provider === 'facebook') {
      const token = randomToken();
      await deps.oauth.saveMergeRequest({
        tokenHash: sha256(token),
        userId: existing.id,
        provider,
        subject: profile.subject,
        email: existing.email ?? profile.email!,
        expiresAt: new Date(Date.now() + MERGE_TTL_MS),
      });
      return {
        kind: 'fb-merge',
        merge: {
          fb_merge_state: 'FACEBOOK_MERGE',
          fb_merge_email: existing.email ?? profile.email!,
          fb_merge_token: token,
        },
        redirectPath,
      };
    }
    if (existing) {
      await link(existing);
      return signIn(existing, false);
    }
    const user = await createUserFrom(provider, profile, ctx, true, opts.extras);
    await link(user);
    return signIn(user, true);
  }

  return {
    /** The partner's session checks and logout (the partner's tokens from its sign-in). */
    partnerSession: createPartnerSessionService({ clients: deps.clients, oauth: deps.oauth, log: deps.log }),

    providers() {
      return (['google_oauth2', 'facebook', 'partner'] as const).map((provider) => {
        const client = deps.clients.get(provider);
        return {
          provider,
          name: provider === 'partner' ? deps.partnerName : PROVIDER_NAMES[provider],
          enabled: client !== undefined,
          // Google One Tap runs in the page and needs the (public) client id.
          ...(provider === 'google_oauth2' && client ? { client_id: client.clientId } : {}),
        };
      });
    },

    /**
     * POST social_login: a provider's ID token (Google One Tap's credential) instead of the code flow. Only a
     * token this deployment's client was issued, signed with the issuer's current keys and not expired, signs in.
     */
    async tokenLogin(
      provider: SocialLoginProvider,
      idToken: string,
      ctx: RequestContext,
      extras: NewAccountExtras,
    ): Promise<SignedIn> {
      const issuer = TOKEN_ISSUERS[provider];
      const client = clientOf(issuer);
      let profile: OAuthProfile;
      try {
        profile = await client.verifyIdToken(idToken);
      } catch (err) {
        // jose's messages name the failed check only (never the token); the code says which.
        deps.log.warn(
          { provider, err: { name: (err as Error).name, code: (err as { code?: string }).code } },
          'id token refused',
        );
        throw new OAuthFailure(AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.OAUTH_FAILED);
      }
      const outcome = await resolveAccount(issuer, profile, ctx, '/', { sessionProvider: provider, extras });
      // Only Facebook sign-ins ask for a merge; a Google identity links to a verified e-mail's account directly.
      if (outcome.kind !== 'signed-in') {
        throw new OAuthFailure(AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.OAUTH_FAILED);
      }
      return outcome.signedIn;
    },

    /** Returns the provider URL to redirect to and the state to bind to the browser (cookie). */
    async start(
      provider: OAuthProvider,
      redirectUri: string,
      redirectPath: string,
    ): Promise<{ url: URL; state: string }> {
      const client = clientOf(provider);
      const state = randomToken();
      const nonce = randomToken();
      const codeVerifier = randomToken();
      await deps.oauth.saveState({
        stateHash: sha256(state),
        provider,
        codeVerifier,
        nonce,
        redirectPath,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      try {
        return { url: await client.authorizationUrl({ redirectUri, state, nonce, codeVerifier }), state };
      } catch (err) {
        deps.log.warn({ provider, err: { message: (err as Error).message } }, 'oauth discovery failed');
        throw new OAuthFailure(AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.OAUTH_FAILED, redirectPath);
      }
    },

    /** `state` comes from the query and must equal the one bound to this browser. */
    async callback(
      provider: OAuthProvider,
      args: { callbackUrl: URL; state: string | undefined; boundState: string | undefined },
      ctx: RequestContext,
    ): Promise<OAuthOutcome> {
      const client = clientOf(provider);
      const { state, boundState } = args;
      if (!state || !boundState || state !== boundState) {
        throw new OAuthFailure(AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.OAUTH_FAILED);
      }
      const saved = await deps.oauth.takeState(sha256(state), new Date());
      if (!saved || saved.provider !== provider) {
        throw new OAuthFailure(AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.OAUTH_FAILED);
      }
      let profile: OAuthProfile;
      try {
        profile = await client.profile({
          callbackUrl: args.callbackUrl,
          state,
          nonce: saved.nonce,
          codeVerifier: saved.codeVerifier,
        });
      } catch (err) {
        // The provider's error text may echo the request; log only its kind and message name.
        deps.log.warn(
          { provider, err: { name: (err as Error).name, code: (err as { code?: string }).code } },
          'oauth callback failed',
        );
        throw new OAuthFailure(AuthErrorCode.OAUTH_FAILED, AuthErrorMessage.OAUTH_FAILED, saved.redirectPath);
      }
      const outcome = await resolveAccount(provider, profile, ctx, saved.redirectPath);
      return outcome.kind === 'signed-in' && provider === 'partner'
        ? { ...outcome, providerTokens: profile.tokens }
        : outcome;
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
