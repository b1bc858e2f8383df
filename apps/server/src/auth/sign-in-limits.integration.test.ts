/**
 * Abuse limits of sign-in through the real API (in memory, and in Redis when TEST_REDIS_URL is set): OTP sends are
 * limited per destination (e-mail/phone) with a looser ceiling per client address, so a college lab behind one
 * address can sign in together; wrong passwords slow down one account at one address only, so a stranger cannot lock
 * the owner out.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  OTP_SENDS_PER_ADDRESS_PER_WINDOW,
  OTP_SENDS_PER_WINDOW,
  PASSWORD_FREE_TRIES,
} from '@katana/shared/auth-errors';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { emailLogin, freshEmail, freshIp, login, outboxOtp, signUp } from '../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {});
});
afterAll(async () => {
  await t?.close();
});

const TOO_MANY = { code: 429, message: 'Too many OTP requests. Please try again after some time.' };

function phoneLogin(phone_number: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/users/phone_login',
    payload: { phone_number, phone_country_code: '+91' },
    remoteAddress: ip,
  });
}

let nextPhone = Math.floor(Math.random() * 1e8);
const freshPhone = () => `9${String(nextPhone++ % 1e9).padStart(9, '0')}`;

describe('OTP send limits', () => {
  it('gives each of 20 learners behind one address their own code', async () => {
    const lab = freshIp();
    for (let i = 0; i < 20; i++) {
      const email = freshEmail(`lab${i}`);
      const res = await emailLogin(t.app, email, lab);
      expect(res.statusCode, `learner ${i + 1}`).toBe(200);
      expect(outboxOtp(t.app, email)).toMatch(/^\d{6}$/);
    }
  });

  it('lets the rest of the lab sign in after one learner pressed Resend far past their own limit', async () => {
    const lab = freshIp();
    const eager = freshEmail('eager');
    for (let i = 0; i < OTP_SENDS_PER_WINDOW; i++)
      expect((await emailLogin(t.app, eager, lab)).statusCode).toBe(200);
    for (let i = 0; i < 40; i++) expect((await emailLogin(t.app, eager, lab)).json().error).toEqual(TOO_MANY);
    // Only the codes actually sent count for the address.
    for (let i = OTP_SENDS_PER_WINDOW; i < OTP_SENDS_PER_ADDRESS_PER_WINDOW; i++) {
      expect((await emailLogin(t.app, freshEmail(`peer${i}`), lab)).statusCode, `send ${i + 1}`).toBe(200);
    }
  });

  it('sends one e-mail at most 6 codes in the window, from any set of addresses', async () => {
    const email = freshEmail('target');
    for (let i = 0; i < OTP_SENDS_PER_WINDOW; i++)
      expect((await emailLogin(t.app, email, freshIp())).statusCode).toBe(200);
    const sent = t.app.auth.outbox.list().filter((m) => m.to === email).length;
    for (let i = 0; i < 5; i++) {
      const res = await emailLogin(t.app, email, freshIp());
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ status: 429, error: TOO_MANY });
    }
    expect(t.app.auth.outbox.list().filter((m) => m.to === email)).toHaveLength(sent);
  });

  it('sends one phone at most 6 codes in the window, from any set of addresses', async () => {
    const phone = freshPhone();
    for (let i = 0; i < OTP_SENDS_PER_WINDOW; i++)
      expect((await phoneLogin(phone, freshIp())).statusCode).toBe(200);
    expect((await phoneLogin(phone, freshIp())).json().error).toEqual(TOO_MANY);
  });

  it('holds the per-address ceiling over e-mails and phones together', async () => {
    const ip = freshIp();
    for (let i = 0; i < OTP_SENDS_PER_ADDRESS_PER_WINDOW; i++) {
      const res =
        i % 2 ? await phoneLogin(freshPhone(), ip) : await emailLogin(t.app, freshEmail(`spray${i}`), ip);
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
    }
    expect((await emailLogin(t.app, freshEmail('one-more'), ip)).json().error).toEqual(TOO_MANY);
    expect((await phoneLogin(freshPhone(), ip)).json().error).toEqual(TOO_MANY);
    // Another address is not held back.
    expect((await emailLogin(t.app, freshEmail('elsewhere'), freshIp())).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const prefix = `2001:db8:${(nextPhone++ % 0xffff).toString(16)}:1`;
    for (let i = 0; i < OTP_SENDS_PER_ADDRESS_PER_WINDOW; i++) {
      expect(
        (await emailLogin(t.app, freshEmail(`v6${i}`), `${prefix}::${(i + 1).toString(16)}`)).statusCode,
      ).toBe(200);
    }
    expect((await emailLogin(t.app, freshEmail('v6-more'), `${prefix}:0:0:0:ffff`)).json().error).toEqual(
      TOO_MANY,
    );
  });
});

describe('password sign-in back-off', () => {
  const PASSWORD = 'correct horse battery';
  const WRONG = 'not the password';
  afterEach(() => {
    vi.useRealTimers();
  });

  async function passwordLogin(email: string, passcode: string, ip: string) {
    return login(t.app, { email, passcode }, ip);
  }

  /** Moves the clock the server reads forward (the back-off compares times it recorded). */
  function advance(ms: number) {
    if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  }

  it('makes one address wait a minute after 5 wrong passwords; the right one works after the wait', async () => {
    const { email } = await signUp(t.app, { password: PASSWORD });
    const ip = freshIp();
    for (let i = 0; i < PASSWORD_FREE_TRIES; i++) {
      expect((await passwordLogin(email, WRONG, ip)).json().error).toEqual({
        code: 927,
        message: 'Invalid OTP or Password',
      });
    }
    const held = await passwordLogin(email, PASSWORD, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toEqual({
      code: 929,
      message: 'Too many incorrect attempts. Please try again in 1 minute, or log in with an OTP.',
    });
    advance(59_000);
    expect((await passwordLogin(email, PASSWORD, ip)).statusCode).toBe(429);
    advance(2_000);
    expect((await passwordLogin(email, PASSWORD, ip)).statusCode).toBe(200);
    // A success starts afresh: five more tries before any wait.
    for (let i = 0; i < PASSWORD_FREE_TRIES; i++)
      expect((await passwordLogin(email, WRONG, ip)).statusCode).toBe(400);
    expect((await passwordLogin(email, WRONG, ip)).statusCode).toBe(429);
  });

  it('doubles the wait after each further wrong password, up to 15 minutes', async () => {
    const { email } = await signUp(t.app, { password: PASSWORD });
    const ip = freshIp();
    for (let i = 0; i < PASSWORD_FREE_TRIES; i++) await passwordLogin(email, WRONG, ip);
    for (const minutes of [2, 4, 8, 15, 15]) {
      // The previous wait is over: one more wrong password, then the next wait.
      advance(15 * 60_000);
      expect((await passwordLogin(email, WRONG, ip)).statusCode).toBe(400);
      const held = await passwordLogin(email, PASSWORD, ip);
      expect(held.statusCode).toBe(429);
      expect(held.json().error.message).toContain(`try again in ${minutes} minutes`);
      advance(minutes * 60_000 - 1_000);
      expect((await passwordLogin(email, PASSWORD, ip)).statusCode).toBe(429);
    }
    advance(1_000);
    expect((await passwordLogin(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('cannot be used by a stranger to lock the owner out, from any number of addresses', async () => {
    const { email } = await signUp(t.app, { password: PASSWORD });
    const owner = freshIp();
    for (let a = 0; a < 4; a++) {
      const stranger = freshIp();
      for (let i = 0; i < PASSWORD_FREE_TRIES + 2; i++) await passwordLogin(email, WRONG, stranger);
    }
    expect((await passwordLogin(email, PASSWORD, owner)).statusCode).toBe(200);
  });

  it("cannot be extended from another address: the owner's own wait stays one minute", async () => {
    const { email } = await signUp(t.app, { password: PASSWORD });
    const owner = freshIp();
    const stranger = freshIp();
    for (let i = 0; i < PASSWORD_FREE_TRIES; i++) await passwordLogin(email, WRONG, owner);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PASSWORD_FREE_TRIES + 1; i++) await passwordLogin(email, WRONG, stranger);
      advance(20_000);
    }
    advance(1_000);
    expect((await passwordLogin(email, PASSWORD, owner)).statusCode).toBe(200);
  });

  it('leaves the OTP working for the owner at the held address', async () => {
    const { email } = await signUp(t.app, { password: PASSWORD });
    const ip = freshIp();
    for (let i = 0; i < PASSWORD_FREE_TRIES + 1; i++) await passwordLogin(email, WRONG, ip);
    expect((await passwordLogin(email, PASSWORD, ip)).statusCode).toBe(429);
    await emailLogin(t.app, email, ip);
    expect((await passwordLogin(email, outboxOtp(t.app, email), ip)).statusCode).toBe(200);
  });
});
