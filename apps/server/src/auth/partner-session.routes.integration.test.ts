/**
 * The partner's side of a session over real HTTP against a real local OpenID Connect issuer as the partner: the
 * partner sign-in leaves the partner's tokens in HttpOnly cookies; login_status asks the partner (userinfo, refresh
 * when the access token is gone) and logout revokes at the partner.
 */
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../plugins/app/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startOidcIssuer, type OidcIssuer } from '../test/oidc-issuer.ts';
import { CookieJar, follow, freePort, request } from '../test/http-client.ts';
import { cookieHeaders, signUp } from '../test/auth-helpers.ts';
import { linesStream } from '../test/lines-stream.ts';

const CLIENT = { clientId: 'katana-partner', clientSecret: 'katana-partner-secret' };
let t: TestApp;
let issuer: OidcIssuer;
let base: string;
const logLines: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  issuer = await startOidcIssuer({
    ...CLIENT,
    redirectUris: [`${base}/api/v2/users/oauth/partner/callback`],
    accounts: [
      { id: 'priya', email: 'priya.partner@example.com', name: 'Priya Partner' },
      { id: 'ravi', email: 'ravi.partner@example.com', name: 'Ravi Partner' },
    ],
  });
  const stream = linesStream(logLines);
  t = await createTestApp(
    {
      PARTNER_OIDC_ISSUER: issuer.issuer,
      PARTNER_OIDC_CLIENT_ID: CLIENT.clientId,
      PARTNER_OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    },
    { logger: loggerOptions({ logLevel: 'trace', nodeEnv: 'test' }, stream) },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

/** Partner sign-in: start -> issuer login form -> callback, as the popup does. */
async function partnerSignIn(account: string) {
  const jar = new CookieJar();
  const isCallback = (u: URL) => u.href.startsWith(`${base}/api/v2/users/oauth/partner/callback`);
  const start = await request(jar, new URL(`${base}/api/v2/users/oauth/partner/start?redirect=%2F`));
  let hop = await follow(jar, new URL(start.res.headers.get('location')!), isCallback);
  if (!isCallback(hop.url)) {
    const action = /<form method="post" action="([^"]+)"/.exec(hop.body)?.[1];
    const posted = await request(jar, new URL(action!, hop.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: account }).toString(),
    });
    hop = await follow(jar, new URL(posted.res.headers.get('location')!, posted.url), isCallback);
  }
  const callback = await request(jar, hop.url);
  return { jar, callback };
}

async function loginStatus(jar: CookieJar) {
  const hop = await request(jar, new URL(`${base}/api/v2/users/oauth/partner/login_status`));
  return { status: hop.res.status, body: JSON.parse(hop.body), hop };
}

/** The partner itself drops an access token (expiry, or its own logout of that token). */
async function revokeAtPartner(token: string, hint: 'access_token' | 'refresh_token') {
  const config = await oidc.discovery(
    new URL(issuer.issuer),
    CLIENT.clientId,
    CLIENT.clientSecret,
    undefined,
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
  await oidc.tokenRevocation(config, token, { token_type_hint: hint });
}

describe('partner sign-in keeps the partner tokens', () => {
  it('sets nauk_at and nauk_rt as HttpOnly cookies for the partner endpoints only', async () => {
    const { jar, callback } = await partnerSignIn('priya');
    const setCookies = callback.res.headers.getSetCookie();
    for (const name of ['nauk_at', 'nauk_rt']) {
      const line = setCookies.find((c) => c.startsWith(`${name}=`));
      expect(line).toMatch(/Path=\/api\/v2\/users\/oauth\/partner/);
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
    }
    expect(jar.get(base, 'nauk_at')).toBeTruthy();
    expect(jar.get(base, 'ninja_auth_token')).toBeTruthy();
  });
});

describe('GET /api/v2/users/oauth/partner/login_status', () => {
  it('says logged in while the partner accepts the token, and refreshes an access token the partner dropped', async () => {
    const { jar } = await partnerSignIn('priya');
    expect((await loginStatus(jar)).body).toEqual({ status: 200, data: { loggedin: true } });

    const oldAccess = jar.get(base, 'nauk_at')!;
    await revokeAtPartner(oldAccess, 'access_token');
    const refreshed = await loginStatus(jar);
    expect(refreshed.body.data).toEqual({ loggedin: true });
    const newAccess = jar.get(base, 'nauk_at');
    expect(newAccess).toBeTruthy();
    expect(newAccess).not.toBe(oldAccess);
  });

  it('says not logged in once the partner ended the session, and erases the partner cookies', async () => {
    const { jar } = await partnerSignIn('priya');
    await revokeAtPartner(jar.get(base, 'nauk_rt')!, 'refresh_token');
    const res = await loginStatus(jar);
    expect(res.body.data).toEqual({ loggedin: false });
    expect(res.hop.res.headers.getSetCookie().some((c) => /^nauk_at=;/.test(c))).toBe(true);
    expect(jar.get(base, 'nauk_at')).toBeUndefined();
  });

  it("does not count another person's partner session for a signed-in user", async () => {
    const { jar: priya } = await partnerSignIn('priya');
    const { jar: ravi } = await partnerSignIn('ravi');
    const ask = (katanaToken: string) =>
      t.app.inject({
        url: '/api/v2/users/oauth/partner/login_status',
        cookies: {
          ninja_auth_token: katanaToken,
          nauk_at: ravi.get(base, 'nauk_at')!,
          nauk_rt: ravi.get(base, 'nauk_rt')!,
        },
      });
    expect((await ask(ravi.get(base, 'ninja_auth_token')!)).json().data).toEqual({ loggedin: true });
    expect((await ask(priya.get(base, 'ninja_auth_token')!)).json().data).toEqual({ loggedin: false });
    // An account that never signed in through the partner has no partner session at all.
    const { session } = await signUp(t.app, { email: 'someone.else@example.com' });
    expect((await ask(session.token)).json().data).toEqual({ loggedin: false });
  });

  it('says not logged in without partner cookies', async () => {
    expect((await loginStatus(new CookieJar())).body.data).toEqual({ loggedin: false });
  });
});

describe('POST /api/v2/users/oauth/partner/logout', () => {
  it('revokes at the partner, erases the partner cookies and names them', async () => {
    const { jar } = await partnerSignIn('priya');
    const tokens = { nauk_at: jar.get(base, 'nauk_at')!, nauk_rt: jar.get(base, 'nauk_rt')! };
    const res = await request(jar, new URL(`${base}/api/v2/users/oauth/partner/logout`), {
      method: 'POST',
      headers: { 'x-csrf-token': jar.get(base, 'katana_csrf')! },
    });
    expect(JSON.parse(res.body)).toEqual({ status: 200, data: { cookies: ['nauk_at', 'nauk_rt'] } });
    expect(jar.get(base, 'nauk_at')).toBeUndefined();
    expect(jar.get(base, 'nauk_rt')).toBeUndefined();
    // The partner no longer accepts the old tokens: the session ended there, not only in this browser.
    const replay = await t.app.inject({ url: '/api/v2/users/oauth/partner/login_status', cookies: tokens });
    expect(replay.json().data).toEqual({ loggedin: false });
  });

  it('needs the CSRF echo from a signed-in browser', async () => {
    const { jar } = await partnerSignIn('priya');
    const res = await request(jar, new URL(`${base}/api/v2/users/oauth/partner/logout`), { method: 'POST' });
    expect(res.res.status).toBe(403);
    expect(jar.get(base, 'nauk_at')).toBeTruthy();
  });

  it('never logs the partner tokens', async () => {
    const { jar } = await partnerSignIn('priya');
    const secrets = [jar.get(base, 'nauk_at')!, jar.get(base, 'nauk_rt')!];
    await loginStatus(jar);
    await request(jar, new URL(`${base}/api/v2/users/oauth/partner/logout`), {
      method: 'POST',
      headers: { 'x-csrf-token': jar.get(base, 'katana_csrf')! },
    });
    const log = logLines.join('');
    expect(log).toContain('partner/logout');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('partner unreachable', () => {
  it('answers 502 (code 925) and still erases the partner cookies on logout', async () => {
    const down = await createTestApp({
      PARTNER_OIDC_ISSUER: 'http://127.0.0.1:9/',
      PARTNER_OIDC_CLIENT_ID: CLIENT.clientId,
      PARTNER_OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    });
    try {
      const status = await down.app.inject({
        url: '/api/v2/users/oauth/partner/login_status',
        cookies: { nauk_at: 'opaque-partner-token' },
      });
      expect(status.statusCode).toBe(502);
      expect(status.json().error).toEqual({
        code: 925,
        message: 'The partner could not be reached. Please try again.',
      });
      const { session } = await signUp(down.app);
      const logout = await down.app.inject({
        method: 'POST',
        url: '/api/v2/users/oauth/partner/logout',
        headers: cookieHeaders(session),
        cookies: { ...session.cookies, nauk_at: 'opaque-partner-token' },
      });
      expect(logout.statusCode).toBe(502);
      expect(logout.cookies.find((c) => c.name === 'nauk_at')?.value).toBe('');
    } finally {
      await down.close();
    }
  });

  it('answers 400 (925) when no partner is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ url: '/api/v2/users/oauth/partner/login_status' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 925, message: 'This sign-in provider is not enabled.' });
    } finally {
      await bare.close();
    }
  });
});
