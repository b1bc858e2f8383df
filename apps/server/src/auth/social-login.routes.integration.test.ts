/**
 * POST /api/v2/users/social_login (Google One Tap) against a real local OpenID Connect issuer (oidc-provider)
 * configured as Google: the ID tokens are real, signed by the issuer and obtained through its code flow as a
 * browser's One Tap would receive them; the app verifies them against the issuer's published keys.
 */
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../plugins/app/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startOidcIssuer, type OidcIssuer } from '../test/oidc-issuer.ts';
import { CookieJar, follow, request } from '../test/http-client.ts';
import { freshIp, sessionFrom, signUp } from '../test/auth-helpers.ts';
import { linesStream } from '../test/lines-stream.ts';

const CLIENT = { clientId: 'katana-one-tap', clientSecret: 'katana-one-tap-secret' };
// The browser never reaches it: the flow stops at the redirect, where the code is read.
const REDIRECT = 'http://127.0.0.1:9/one-tap-test';
const ACCOUNTS = [
  { id: 'omar', email: 'omar.onetap@example.com', name: 'Omar One-Tap' },
  { id: 'linked', email: 'linked.onetap@example.com', name: 'Linda Linked' },
  { id: 'shady', email: 'shady.onetap@example.com', email_verified: false, name: 'Unverified' },
];

let issuer: OidcIssuer;
let otherIssuer: OidcIssuer;
let t: TestApp;
const logLines: string[] = [];

const googleEnv = (iss: OidcIssuer, clientId = CLIENT.clientId) => ({
  GOOGLE_ISSUER: iss.issuer,
  GOOGLE_CLIENT_ID: clientId,
  GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
});

beforeAll(async () => {
  [issuer, otherIssuer] = await Promise.all([
    startOidcIssuer({ ...CLIENT, redirectUris: [REDIRECT], accounts: ACCOUNTS }),
    startOidcIssuer({ ...CLIENT, redirectUris: [REDIRECT], accounts: ACCOUNTS }),
  ]);
  const stream = linesStream(logLines);
  t = await createTestApp(googleEnv(issuer), {
    logger: loggerOptions({ logLevel: 'trace', nodeEnv: 'test' }, stream),
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([issuer?.close(), otherIssuer?.close()]);
});

/** A real ID token for `account`, from the issuer's login form and token endpoint (authorization code + PKCE). */
async function idTokenFrom(iss: OidcIssuer, account: string): Promise<string> {
  const config = await oidc.discovery(new URL(iss.issuer), CLIENT.clientId, CLIENT.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const jar = new CookieJar();
  const atRedirect = (u: URL) => u.href.startsWith(REDIRECT);
  let hop = await follow(jar, url, atRedirect);
  if (!atRedirect(hop.url)) {
    const action = /<form method="post" action="([^"]+)"/.exec(hop.body)?.[1];
    const posted = await request(jar, new URL(action!, hop.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: account }).toString(),
    });
    hop = await follow(jar, new URL(posted.res.headers.get('location')!, posted.url), atRedirect);
  }
  const tokens = await oidc.authorizationCodeGrant(config, hop.url, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return tokens.id_token!;
}

function socialLogin(app: TestApp['app'], token: string, body: unknown = { referral_data: null }) {
  const query = new URLSearchParams({
    provider: 'google_single_sign_in',
    token,
    time_zone_string: 'Europe/Paris',
  });
  return app.inject({
    method: 'POST',
    url: `/api/v2/users/social_login?${query}`,
    headers: { source: 'web' },
    payload: body as Record<string, unknown>,
    remoteAddress: freshIp(),
  });
}

describe('GET /api/v2/users/oauth/providers', () => {
  it("gives Google's public client id for One Tap when Google is configured", async () => {
    const res = await t.app.inject({ url: '/api/v2/users/oauth/providers' });
    expect(res.json().data).toContainEqual({
      provider: 'google_oauth2',
      name: 'Google',
      enabled: true,
      client_id: CLIENT.clientId,
    });
  });
});

describe('Content-Security-Policy for One Tap', () => {
  it("allows Google's sign-in script, frame and styles only when Google is configured", async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain('https://accounts.google.com/gsi/style');
  });
});

describe('POST /api/v2/users/social_login', () => {
  it('creates the account from a One Tap ID token, sets the session cookies, and finds it again next time', async () => {
    const token = await idTokenFrom(issuer, 'omar');
    const res = await socialLogin(t.app, token, {
      referral_data: { referralCode: 'R1' },
      ps_referral_code: 'PS42',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      new_user: true,
      user: { email: 'omar.onetap@example.com', name: 'Omar One-Tap', merge_strategy: 'new' },
    });
    const session = sessionFrom(res);
    const details = await t.app.inject({
      url: '/api/v2/users/auth_details',
      cookies: { ninja_auth_token: session.token },
    });
    expect(details.json().data.user.email).toBe('omar.onetap@example.com');
    const row = await t.app.repos.users.findByEmail('omar.onetap@example.com');
    expect(row).toMatchObject({
      psReferralCode: 'PS42',
      timeZone: 'Europe/Paris',
      referralData: { referralCode: 'R1' },
    });

    const again = await socialLogin(t.app, await idTokenFrom(issuer, 'omar'));
    expect(again.json().data).toMatchObject({ new_user: false, user: { id: data.user.id } });
  });

  it('signs an existing e-mail account in when Google vouches for that e-mail', async () => {
    const { data: existing } = await signUp(t.app, {
      email: 'linked.onetap@example.com',
      name: 'Linda Linked',
    });
    const res = await socialLogin(t.app, await idTokenFrom(issuer, 'linked'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ new_user: false, user: { id: existing.user.id } });
  });

  it('refuses a token whose signature was tampered with, without a session', async () => {
    const token = await idTokenFrom(issuer, 'omar');
    const [header, payload, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    const res = await socialLogin(t.app, `${header}.${payload}.${flipped}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 925,
      message: 'Sign-in with this provider failed. Please try again.',
    });
    expect(res.cookies.find((c) => c.name === 'ninja_auth_token')).toBeUndefined();
  });

  it('refuses an unsigned token (alg none) carrying the same claims', async () => {
    const token = await idTokenFrom(issuer, 'omar');
    const payload = token.split('.')[1];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await socialLogin(t.app, unsigned)).json().error.code).toBe(925);
  });

  it('refuses a token from another issuer, even for the same client id and e-mail', async () => {
    const res = await socialLogin(t.app, await idTokenFrom(otherIssuer, 'omar'));
    expect(res.json().error.code).toBe(925);
  });

  it('refuses a token issued to another client of the same issuer', async () => {
    const other = await createTestApp(googleEnv(issuer, 'some-other-app'));
    try {
      const res = await socialLogin(other.app, await idTokenFrom(issuer, 'omar'));
      expect(res.json().error.code).toBe(925);
    } finally {
      await other.close();
    }
  });

  it('refuses an account whose e-mail the provider has not verified (943)', async () => {
    const res = await socialLogin(t.app, await idTokenFrom(issuer, 'shady'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(943);
  });

  it('answers 925 "not enabled" when Google is not configured, and lists no client id', async () => {
    const bare = await createTestApp();
    try {
      const res = await socialLogin(bare.app, 'a.b.c');
      expect(res.json().error).toEqual({ code: 925, message: 'This sign-in provider is not enabled.' });
      const providers = await bare.app.inject({ url: '/api/v2/users/oauth/providers' });
      expect(providers.json().data[0]).toEqual({ provider: 'google_oauth2', name: 'Google', enabled: false });
      const csp = String((await bare.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp).not.toContain('accounts.google.com');
    } finally {
      await bare.close();
    }
  });

  it('answers bad input with a 4xx in the envelope', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/social_login?provider=google_single_sign_in',
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().status).toBe(422);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/social_login?provider=google_oauth2&token=x',
      payload: {},
    });
    expect(unknown.statusCode).toBe(422);
    // A cross-site form can post text/plain without a preflight; it never counts as a sign-in.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/social_login?provider=google_single_sign_in&token=x',
      headers: { 'content-type': 'text/plain' },
      payload: 'referral_data=',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    expect(form.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('never writes an ID token or a session token to the log', async () => {
    const token = await idTokenFrom(issuer, 'omar');
    const res = await socialLogin(t.app, token);
    const session = sessionFrom(res).token;
    const log = logLines.join('');
    expect(log).toContain('social_login');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]!);
    expect(log).not.toContain(session);
  });
});
