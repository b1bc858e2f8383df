/**
 * The welcome bonus for accounts made by OAuth/OIDC sign-in (Google popup, the job-portal partner) over real HTTP
 * against a real local OpenID Connect issuer: the new account gets one BONUS award and its toast; the same
 * identity signing in again gets nothing more. (E-mail and phone: welcome-bonus.integration.test.ts.)
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_BONUS_EXP } from '@katana/shared/engagement/exp-awards';
import { expLedger } from '../../db/schema/engagement-experience.ts';
import { users } from '../../db/schema/users.ts';
import { CookieJar, follow, freePort, request } from '../../test/http-client.ts';
import { startOidcIssuer, type OidcIssuer } from '../../test/oidc-issuer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CLIENT = { clientId: 'katana-bonus', clientSecret: 'katana-bonus-client-secret' };
let t: TestApp;
let issuer: OidcIssuer;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  issuer = await startOidcIssuer({
    ...CLIENT,
    redirectUris: ['partner', 'google_oauth2'].map((p) => `${base}/api/v2/users/oauth/${p}/callback`),
    accounts: [
      { id: 'gita', email: 'gita.google@example.com', name: 'Gita Google' },
      { id: 'pavan', email: 'pavan.partner@example.com', name: 'Pavan Partner' },
    ],
  });
  t = await createTestApp({
    PARTNER_OIDC_ISSUER: issuer.issuer,
    PARTNER_OIDC_CLIENT_ID: CLIENT.clientId,
    PARTNER_OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_ISSUER: issuer.issuer,
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

/** start -> issuer login form (pick `account`) -> callback; returns the jar holding the session cookie. */
async function signInWith(provider: string, account: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const isCallback = (u: URL) => u.href.startsWith(`${base}/api/v2/users/oauth/${provider}/callback`);
  const start = await request(jar, new URL(`${base}/api/v2/users/oauth/${provider}/start?redirect=%2F`));
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
  await request(jar, hop.url);
  expect(jar.get(base, 'ninja_auth_token')).toBeTruthy();
  return jar;
}

async function bonusRowsOf(email: string) {
  const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
  expect(user).toBeDefined();
  return t.app.db
    .select()
    .from(expLedger)
    .where(and(eq(expLedger.userId, user!.id), eq(expLedger.source, 'BONUS')));
}

describe('the welcome bonus for OAuth and partner accounts', () => {
  it('pays a new Google account once, with its toast on the next load', async () => {
    const jar = await signInWith('google_oauth2', 'gita');
    expect(await bonusRowsOf('gita.google@example.com')).toMatchObject([{ total: WELCOME_BONUS_EXP }]);
    const unread = JSON.parse(
      (await request(jar, new URL(`${base}/api/v4/notifications/unread_toasts`))).body,
    );
    expect(unread.data.toasts).toMatchObject([{ type: 'Welcome bonus', bonus: WELCOME_BONUS_EXP }]);

    await signInWith('google_oauth2', 'gita');
    expect(await bonusRowsOf('gita.google@example.com')).toHaveLength(1);
  });

  it('pays a new partner account once', async () => {
    await signInWith('partner', 'pavan');
    await signInWith('partner', 'pavan');
    expect(await bonusRowsOf('pavan.partner@example.com')).toHaveLength(1);
  });
});
