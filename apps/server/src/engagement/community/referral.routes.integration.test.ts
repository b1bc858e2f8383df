/**
 * Referral over app.inject: the invite link, its cookie, the new account recorded once, self-referral ignored,
 * the summary count, and the banner's trigger data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityPaths, REFERRER_COOKIE } from '@katana/shared/engagement/api-community';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  cookieHeaders,
  emailLogin,
  freshEmail,
  freshIp,
  outboxOtp,
  signUp,
  type Session,
} from '../../test/auth-helpers.ts';
import { createReferralRepository } from './referral.repository.ts';
import { createReferralService } from './referral.service.ts';

const PUBLIC_URL = 'https://katana.example.org';

describe('referral', () => {
  let t: TestApp;
  let ada: { session: Session; id: number; uuid: string };

  const summary = async (session: Session) => {
    const res = await t.app.inject({ url: CommunityPaths.referralSummary, headers: cookieHeaders(session) });
    expect(res.statusCode).toBe(200);
    return res.json().data as { referral_link: string; joined_count: number };
  };
  /** Signs in by e-mail OTP with extra cookies (the invite cookie) on the login request. */
  const signInWith = async (email: string, cookie: string | null) => {
    const ip = freshIp();
    expect((await emailLogin(t.app, email, ip)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/login',
      headers: { source: 'web', ...(cookie ? { cookie } : {}) },
      payload: { provider: 'coding_ninjas', email, name: 'Bo Friend', passcode: outboxOtp(t.app, email) },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.user as { id: number };
  };
  const follow = (code: string) => t.app.inject({ url: `/invite/${code}` });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL }, { slices: ['community'] });
    const { session, data } = await signUp(t.app, { name: 'Ada Lovelace' });
    ada = { session, id: data.user.id as number, uuid: data.user.uuid as string };
  });
  afterAll(async () => t?.close());

  it('needs a signed-in learner for the trigger data and the summary (401)', async () => {
    for (const url of [CommunityPaths.referralTrigger, CommunityPaths.referralSummary]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe(101);
    }
  });

  it("gives the learner's invite link on the public URL, with no reward offered", async () => {
    const res = await t.app.inject({
      url: CommunityPaths.referralTrigger,
      headers: cookieHeaders(ada.session),
    });
    expect(res.json().data).toEqual({
      show_cc_content: false,
      referral_link: `${PUBLIC_URL}/invite/${ada.uuid}`,
    });
    expect(await summary(ada.session)).toEqual({
      referral_link: `${PUBLIC_URL}/invite/${ada.uuid}`,
      joined_count: 0,
    });
  });

  it('the link sets a 15-day referrer cookie (spec 03 §9) and lands on the sign-up; an unknown code sets none', async () => {
    const res = await follow(ada.uuid.toUpperCase());
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?isSignup=true');
    const cookie = (
      res.cookies as { name: string; value: string; maxAge?: number; httpOnly?: boolean }[]
    ).find((c) => c.name === REFERRER_COOKIE);
    expect(cookie).toMatchObject({ value: ada.uuid, maxAge: 15 * 24 * 60 * 60, httpOnly: true });

    for (const code of ['7d0c0f5e-7e8b-4a3e-9b57-0d3f4f0c1a2b', 'nobody']) {
      const other = await follow(code);
      expect(other.statusCode).toBe(302);
      expect(other.headers.location).toBe('/?isSignup=true');
      expect(other.cookies).toEqual([]);
    }
  });

  it('records the account created with the cookie once, and counts it in the summary', async () => {
    const cookie = `${REFERRER_COOKIE}=${ada.uuid}`;
    const email = freshEmail('friend');
    await signInWith(email, cookie);
    expect((await summary(ada.session)).joined_count).toBe(1);
    // Signing in again to the same account is no new account.
    await signInWith(email, cookie);
    expect((await summary(ada.session)).joined_count).toBe(1);
    // A sign-up without the cookie, or with a bogus one, is nobody's referral (and still signs in).
    await signInWith(freshEmail('plain'), null);
    await signInWith(freshEmail('bogus'), `${REFERRER_COOKIE}=not-a-uuid`);
    expect((await summary(ada.session)).joined_count).toBe(1);
    await signInWith(freshEmail('second'), cookie);
    expect((await summary(ada.session)).joined_count).toBe(2);
  });

  it('ignores self-referral and records an account once', async () => {
    const service = createReferralService({ repo: createReferralRepository(t.app.db) });
    expect(await service.recordSignUp(ada.id, ada.uuid)).toBe(false);
    const { data } = await signUp(t.app, { name: 'Cy Young' });
    const cy = data.user.id as number;
    expect(await service.recordSignUp(cy, ada.uuid)).toBe(true);
    expect(await service.recordSignUp(cy, ada.uuid)).toBe(false);
    expect((await summary(ada.session)).joined_count).toBe(3);
  });
});
