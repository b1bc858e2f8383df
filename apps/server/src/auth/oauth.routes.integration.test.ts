/**
 * Social and partner sign-in over real HTTP against a real local OpenID Connect issuer (oidc-provider): the app
 * listens on a port, a fetch client with a cookie jar goes start -> issuer login form -> callback, and the
 * session cookie it ends with works on the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthPopupMessage } from '@katana/shared/api/auth';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startOidcIssuer, type OidcIssuer } from '../test/oidc-issuer.ts';
import { CookieJar, follow, freePort, request, type Hop } from '../test/http-client.ts';
import { freshIp, outboxOtp, signUp } from '../test/auth-helpers.ts';
import { loggerOptions } from '../plugins/app/logger.ts';
import { linesStream } from '../test/lines-stream.ts';

let t: TestApp;
let issuer: OidcIssuer;
let base: string;
const logLines: string[] = [];
/** Every secret the flows handled (session tokens, merge tokens); none may appear in the log. */
const secretsSeen = new Set<string>();
const CLIENT = { clientId: 'katana-test', clientSecret: 'katana-test-client-secret' };

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  issuer = await startOidcIssuer({
    ...CLIENT,
    redirectUris: ['partner', 'google_oauth2', 'facebook'].map(
      (p) => `${base}/api/v2/users/oauth/${p}/callback`,
    ),
    accounts: [
      { id: 'neha', email: 'neha.partner@example.com', name: 'Neha Partner' },
      { id: 'ada', email: 'ada.existing@example.com', name: 'Ada Existing' },
      { id: 'fiona', email: 'fiona.fb@example.com', name: 'Fiona Facebook' },
      { id: 'unverified', email: 'ada.existing@example.com', email_verified: false, name: 'Not Ada' },
      { id: 'pending', email: 'pending.partner@example.com', email_verified: false, name: 'Pending Partner' },
    ],
  });
  const env = {
    PARTNER_OIDC_ISSUER: issuer.issuer,
    PARTNER_OIDC_CLIENT_ID: CLIENT.clientId,
    PARTNER_OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    PARTNER_NAME: 'JobPortal',
    GOOGLE_ISSUER: issuer.issuer,
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    FACEBOOK_ISSUER: issuer.issuer,
    FACEBOOK_CLIENT_ID: CLIENT.clientId,
    FACEBOOK_CLIENT_SECRET: CLIENT.clientSecret,
  };
  const stream = linesStream(logLines);
  t = await createTestApp(env, { logger: loggerOptions({ logLevel: 'trace', nodeEnv: 'test' }, stream) });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

function popupMessage(hop: Hop): { message: OAuthPopupMessage; redirect: string } {
  const json = /<script type="application\/json" id="katana-oauth">([^<]*)<\/script>/.exec(hop.body)?.[1];
  if (!json) throw new Error(`no result page: ${hop.res.status} ${hop.body.slice(0, 200)}`);
  return JSON.parse(json);
}

/** start -> issuer (login form: pick `account`) -> callback; returns the callback's page and the jar. */
async function signInWith(provider: string, account: string, redirect = '/problems') {
  const jar = new CookieJar();
  const isCallback = (u: URL) => u.href.startsWith(`${base}/api/v2/users/oauth/${provider}/callback`);
  const start = await request(
    jar,
    new URL(`${base}/api/v2/users/oauth/${provider}/start?redirect=${encodeURIComponent(redirect)}`),
  );
  expect(start.res.status).toBe(302);
  const toIssuer = new URL(start.res.headers.get('location')!);
  expect(toIssuer.origin).toBe(issuer.issuer);
  expect(toIssuer.searchParams.get('code_challenge_method')).toBe('S256');
  expect(toIssuer.searchParams.get('nonce')).toBeTruthy();
  let hop = await follow(jar, toIssuer, isCallback);
  if (!isCallback(hop.url)) {
    // The issuer's login form: one button per account.
    const action = /<form method="post" action="([^"]+)"/.exec(hop.body)?.[1];
    expect(action).toBeTruthy();
    const posted = await request(jar, new URL(action!, hop.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: account }).toString(),
    });
    hop = await follow(jar, new URL(posted.res.headers.get('location')!, posted.url), isCallback);
  }
  expect(isCallback(hop.url)).toBe(true);
  const callback = await request(jar, hop.url);
  const token = jar.get(base, 'ninja_auth_token');
  if (token) secretsSeen.add(token);
  secretsSeen.add(hop.url.searchParams.get('code') ?? '');
  const result = popupMessage(callback);
  if ('fb_merge_token' in result.message) secretsSeen.add(result.message.fb_merge_token);
  return { jar, callback, ...result };
}

async function authDetails(jar: CookieJar) {
  const hop = await request(jar, new URL(`${base}/api/v2/users/auth_details`));
  return JSON.parse(hop.body);
}

describe('GET /api/v2/users/oauth/providers', () => {
  it('lists the three providers as enabled with the partner name', async () => {
    const res = await t.app.inject({ url: '/api/v2/users/oauth/providers' });
    expect(res.json().data).toEqual([
      { provider: 'google_oauth2', name: 'Google', enabled: true, client_id: CLIENT.clientId },
      { provider: 'facebook', name: 'Facebook', enabled: true },
      { provider: 'partner', name: 'JobPortal', enabled: true },
    ]);
  });
});

describe('partner sign-in through the local OIDC issuer', () => {
  it('creates the account, sets the session cookie and answers the popup', async () => {
    const { jar, callback, message, redirect } = await signInWith(
      'partner',
      'neha',
      '/problems?difficulty=EASY',
    );
    expect(message).toEqual({ type: 'katana-oauth', ok: true, new_user: true });
    expect(redirect).toBe('/problems?difficulty=EASY');
    expect(callback.res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    expect(jar.get(base, 'ninja_auth_token')).toBeTruthy();
    const details = await authDetails(jar);
    expect(details.data.user).toMatchObject({
      email: 'neha.partner@example.com',
      name: 'Neha Partner',
      merge_strategy: 'existing',
      naukri_merged_profile: true,
    });
    // The second sign-in finds the linked identity: same account.
    const again = await signInWith('partner', 'neha');
    expect(again.message).toEqual({ type: 'katana-oauth', ok: true, new_user: false });
    expect((await authDetails(again.jar)).data.user.id).toBe(details.data.user.id);
  });

  it('refuses to link an unverified partner e-mail to an existing account (943, unverified_email)', async () => {
    await signUp(t.app, { email: 'ada.existing@example.com', name: 'Ada Existing' });
    const { message, redirect, jar } = await signInWith('partner', 'unverified');
    expect(message).toMatchObject({ ok: false, code: 943 });
    expect(redirect).toContain('unverified_email=1');
    expect(jar.get(base, 'ninja_auth_token')).toBeUndefined();
  });
});

describe('the redirect after a social sign-in', () => {
  // Each passed the old `^/(?!/)` check or was refused outright; the browser reads the first two as `//evil.example`.
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    '//evil.example',
    'https://evil.example',
  ])('signs in with redirect=%j and sends the page to this site only', async (redirect) => {
    const { message, redirect: target } = await signInWith('partner', 'neha', redirect);
    expect(message.ok).toBe(true);
    expect(target).toBe('/');
    expect(new URL(target, base).origin).toBe(base);
  });

  it('keeps a path on this site, normalised', async () => {
    const { redirect } = await signInWith('partner', 'neha', `${base}/contests/weekly-1?tab=standings#top`);
    expect(redirect).toBe('/contests/weekly-1?tab=standings#top');
  });
});

describe('partner sign-in with an unverified e-mail and no account', () => {
  it('creates a partner-unverified account that keeps the e-mail aside', async () => {
    const { message, jar } = await signInWith('partner', 'pending');
    expect(message.ok).toBe(true);
    const status = JSON.parse((await request(jar, new URL(`${base}/api/v2/users/login_status`))).body).data;
    expect(status).toMatchObject({ status: true, naukri_unverified: true, naukri_flow_user: 1 });
    const user = (await authDetails(jar)).data.user;
    expect(user).toMatchObject({ email: null, name: 'Pending Partner', merge_strategy: 'existing' });

    // Verification (spec 03): status, OTP to the partner e-mail, verify -> the e-mail is the account's.
    const api = (path: string, body?: object) =>
      request(jar, new URL(`${base}/api/v2/users/partner${path}`), {
        method: body ? 'POST' : 'GET',
        headers: body
          ? { 'content-type': 'application/json', 'x-csrf-token': jar.get(base, 'katana_csrf')! }
          : {},
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((hop) => JSON.parse(hop.body));
    expect((await api('/verification_status')).data).toEqual({ flags: { isEmailVerified: false } });
    // Another account's e-mail: the OTP goes out as for any e-mail; only its holder learns it is taken.
    expect(await api('/verify_email', { email: 'ada.existing@example.com' })).toEqual({
      status: 200,
      data: {},
    });
    const taken = await api('/verify_email/verify', {
      email: 'ada.existing@example.com',
      otp: outboxOtp(t.app, 'ada.existing@example.com'),
    });
    expect(taken.error).toEqual({ code: 409, message: 'This e-mail belongs to another account.' });
    expect(await api('/verify_email', {})).toEqual({ status: 200, data: {} });
    const otp = outboxOtp(t.app, 'pending.partner@example.com');
    const wrong = await api('/verify_email/verify', {
      email: 'pending.partner@example.com',
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.error.code).toBe(927);
    const verified = await api('/verify_email/verify', { email: 'pending.partner@example.com', otp });
    expect(verified.data.user.email).toBe('pending.partner@example.com');
    expect((await api('/verification_status')).data).toEqual({ flags: { isEmailVerified: true } });
    const after = JSON.parse((await request(jar, new URL(`${base}/api/v2/users/login_status`))).body).data;
    expect(after.naukri_unverified).toBe(false);
  });
});

describe('google sign-in', () => {
  it('links to the existing account with the same verified e-mail', async () => {
    const { message, jar } = await signInWith('google_oauth2', 'ada');
    expect(message.ok).toBe(true);
    const user = (await authDetails(jar)).data.user;
    expect(user).toMatchObject({
      email: 'ada.existing@example.com',
      name: 'Ada Existing',
      merge_strategy: 'new',
    });
  });
});

describe('facebook merge flow', () => {
  it('asks for an OTP to the existing account before linking Facebook, then signs in directly', async () => {
    const { data } = await signUp(t.app, { email: 'fiona.fb@example.com', name: 'Fiona' });
    const first = await signInWith('facebook', 'fiona');
    expect(first.message).toMatchObject({
      ok: false,
      code: 945,
      fb_merge_state: 'FACEBOOK_MERGE',
      fb_merge_email: 'fiona.fb@example.com',
    });
    expect(first.jar.get(base, 'ninja_auth_token')).toBeUndefined();
    const token = (first.message as { fb_merge_token: string }).fb_merge_token;

    const ip = freshIp();
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/merge_fb_email_otp',
      payload: { email: 'fiona.fb@example.com', fb_merge_token: 'x'.repeat(43) },
      remoteAddress: ip,
    });
    expect(badToken.json().error.code).toBe(944);
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/merge_fb_email_otp',
      payload: { email: 'fiona.fb@example.com', fb_merge_token: token },
      remoteAddress: ip,
    });
    expect(init.json()).toEqual({ status: 200, data: {} });
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/merge_fb_email_otp/verify',
      payload: { otp: outboxOtp(t.app, 'fiona.fb@example.com'), fb_merge_token: token },
      remoteAddress: ip,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.user.id).toBe(data.user.id);

    const second = await signInWith('facebook', 'fiona');
    expect(second.message.ok).toBe(true);
    expect((await authDetails(second.jar)).data.user.id).toBe(data.user.id);
  });
});

describe('callback protection', () => {
  it('fails with 925 when the state is not bound to this browser', async () => {
    const jar = new CookieJar();
    const start = await request(jar, new URL(`${base}/api/v2/users/oauth/partner/start`));
    const state = new URL(start.res.headers.get('location')!).searchParams.get('state')!;
    const stranger = new CookieJar();
    const hop = await request(
      stranger,
      new URL(`${base}/api/v2/users/oauth/partner/callback?code=abc&state=${state}`),
    );
    expect(popupMessage(hop).message).toMatchObject({ ok: false, code: 925 });
  });

  it('answers an unknown provider with 422', async () => {
    const res = await t.app.inject({ url: '/api/v2/users/oauth/myspace/start' });
    expect(res.statusCode).toBe(422);
  });
});

describe('logs of the OAuth flows', () => {
  it('never contain the client secret, authorization codes, session or merge tokens', () => {
    const log = logLines.join('');
    expect(log).toContain('signed in');
    expect(log).not.toContain(CLIENT.clientSecret);
    for (const secret of secretsSeen) if (secret) expect(log).not.toContain(secret);
    expect(secretsSeen.size).toBeGreaterThan(3);
  });
});
