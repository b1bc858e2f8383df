/**
 * OAuth 2 / OpenID Connect clients (openid-client v6) for Google, Facebook and the job-portal partner, each on
 * when its env config is complete. Issuers are discovered lazily on first use and cached, so a provider that is
 * down never stops the server from starting. OIDC clients also verify an ID token handed to us directly (Google
 * One Tap's credential) against the issuer's JWKS with jose, the JOSE library openid-client itself is built on.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import type { OAuthProvider } from '@katana/shared/api/auth';
import type { AuthConfig, OAuthClientConfig } from '../plugins/app/auth-config.ts';

export interface OAuthProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /** The provider's tokens from the code flow (kept for the partner's session checks and logout). */
  tokens?: ProviderTokens | undefined;
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken?: string | undefined;
  /** Seconds the access token lives, when the provider says. */
  expiresIn?: number | undefined;
}

export interface OAuthClient {
  provider: OAuthProvider;
  /** The public client id (Google One Tap needs it in the page). */
  clientId: string;
  /** Builds the authorization URL (PKCE S256 + state + nonce). */
  authorizationUrl(args: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<URL>;
  /** Exchanges the callback's code and returns who signed in. Throws on any protocol failure. */
  profile(args: {
    callbackUrl: URL;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<OAuthProfile>;
  /**
   * Who an ID token issued to this client names: signature by the issuer's published keys, issuer, audience (our
   * client id), expiry and issued-at are checked. Throws on any failure.
   */
  verifyIdToken(idToken: string): Promise<OAuthProfile>;
  /** The subject an access token belongs to (userinfo), or null when the provider refuses the token. */
  accessTokenSubject(accessToken: string): Promise<string | null>;
  /** New tokens for a refresh token, or null when the provider refuses it (revoked, expired, logged out). */
  refresh(refreshToken: string): Promise<ProviderTokens | null>;
  /** Revokes a token at the provider (RFC 7009); false when the provider offers no revocation endpoint. */
  revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<boolean>;
}

/** The provider refused the credential (as opposed to being unreachable or broken). */
function isRefusal(err: unknown): boolean {
  if (err instanceof oidc.WWWAuthenticateChallengeError) return true;
  if (err instanceof oidc.ResponseBodyError) return err.status === 400 || err.status === 401;
  return false;
}

function tokensOf(response: oidc.TokenEndpointResponse): ProviderTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresIn: response.expires_in,
  };
}

const notForFacebook = () => Promise.reject(new Error('not offered for Facebook Graph logins'));

/** Google's ID tokens carry the issuer with or without the scheme. */
const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Allowed clock difference between us and the issuer when checking exp/iat/nbf. */
const CLOCK_TOLERANCE_S = 60;
/** ID tokens older than this are refused even if not expired (a One Tap credential is used within seconds). */
const ID_TOKEN_MAX_AGE = '1h';

function profileOf(info: Record<string, unknown>, subject: string): OAuthProfile {
  return {
    subject,
    email: text(info.email)?.toLowerCase() ?? null,
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: text(info.name),
    picture: text(info.picture),
  };
}

/** Facebook is plain OAuth 2 (no discovery document for web logins): its Graph endpoints. */
const FACEBOOK_GRAPH = {
  issuer: 'https://www.facebook.com',
  authorization_endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
  token_endpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
};
const FACEBOOK_ME = 'https://graph.facebook.com/v19.0/me?fields=id,name,email,picture';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function discoveryOptions(issuer: URL): oidc.DiscoveryRequestOptions | undefined {
  // Plain-http issuers exist only on a developer's machine or in tests (the local oidc-provider fixture).
  return issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
}

function oidcClient(provider: OAuthProvider, cfg: OAuthClientConfig & { issuer: string }): OAuthClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  // jose caches the key set and refetches it (rate-limited) when a token names an unknown kid: key rotation works.
  let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;
  const load = () => {
    const issuer = new URL(cfg.issuer);
    configuration ??= oidc
      .discovery(issuer, cfg.clientId, cfg.clientSecret, undefined, discoveryOptions(issuer))
      .catch((err: unknown) => {
        configuration = undefined; // retry discovery on the next sign-in
        throw err;
      });
    return configuration;
  };
  return {
    provider,
    clientId: cfg.clientId,
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const config = await load();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },
    async profile({ callbackUrl, state, nonce, codeVerifier }) {
      const config = await load();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no id_token claims');
      let info: Record<string, unknown> = { ...claims };
      if (!text(info.email) && config.serverMetadata().userinfo_endpoint) {
        info = { ...info, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      }
      return { ...profileOf(info, claims.sub), tokens: tokensOf(tokens) };
    },
    async accessTokenSubject(accessToken) {
      const config = await load();
      try {
        const info = await oidc.fetchUserInfo(config, accessToken, oidc.skipSubjectCheck);
        return info.sub;
      } catch (err) {
        if (isRefusal(err)) return null;
        throw err;
      }
    },
    async refresh(refreshToken) {
      const config = await load();
      try {
        return tokensOf(await oidc.refreshTokenGrant(config, refreshToken));
      } catch (err) {
        if (isRefusal(err)) return null;
        throw err;
      }
    },
    async revoke(token, hint) {
      const config = await load();
      if (!config.serverMetadata().revocation_endpoint) return false;
      await oidc.tokenRevocation(config, token, { token_type_hint: hint });
      return true;
    },
    async verifyIdToken(idToken) {
      const metadata = (await load()).serverMetadata();
      if (!metadata.jwks_uri) throw new Error('issuer publishes no jwks_uri');
      keySet ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
      const issuers =
        metadata.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [metadata.issuer];
      const { payload } = await jwtVerify<JWTPayload & Record<string, unknown>>(idToken, keySet, {
        issuer: issuers,
        audience: cfg.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        maxTokenAge: ID_TOKEN_MAX_AGE,
        clockTolerance: CLOCK_TOLERANCE_S,
      });
      // With several audiences the authorized party must be us (OpenID Connect Core 3.1.3.7).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== cfg.clientId) {
        throw new Error('id token authorized for another party');
      }
      return profileOf(payload, payload.sub!);
    },
  };
}

function facebookGraphClient(cfg: OAuthClientConfig): OAuthClient {
  const config = new oidc.Configuration(FACEBOOK_GRAPH, cfg.clientId, cfg.clientSecret);
  return {
    provider: 'facebook',
    clientId: cfg.clientId,
    async verifyIdToken() {
      throw new Error('Facebook Graph login issues no ID tokens');
    },
    accessTokenSubject: notForFacebook,
    refresh: notForFacebook,
    revoke: notForFacebook,
    async authorizationUrl({ redirectUri, state, codeVerifier }) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
    },
    async profile({ callbackUrl, state, codeVerifier }) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      });
      const res = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(FACEBOOK_ME), 'GET');
      const me = (await res.json()) as {
        id?: unknown;
        name?: unknown;
        email?: unknown;
        picture?: { data?: { url?: unknown } };
      };
      const subject = text(me.id);
      if (!subject) throw new Error('facebook /me without id');
      // Graph returns only a confirmed primary e-mail, so it counts as verified.
      const email = text(me.email)?.toLowerCase() ?? null;
      return {
        subject,
        email,
        emailVerified: email !== null,
        name: text(me.name),
        picture: text(me.picture?.data?.url),
      };
    },
  };
}

export function createOAuthClients(config: AuthConfig): Map<OAuthProvider, OAuthClient> {
  const clients = new Map<OAuthProvider, OAuthClient>();
  const { google, facebook, partner } = config;
  if (google?.issuer)
    clients.set('google_oauth2', oidcClient('google_oauth2', { ...google, issuer: google.issuer }));
  if (facebook)
    clients.set(
      'facebook',
      facebook.issuer
        ? oidcClient('facebook', { ...facebook, issuer: facebook.issuer })
        : facebookGraphClient(facebook),
    );
  if (partner?.issuer) clients.set('partner', oidcClient('partner', { ...partner, issuer: partner.issuer }));
  return clients;
}
