/**
 * Whether an account exists: spec 01 makes email_login / phone_login answer the next form step (NEW_USER or
 * REGISTERED_USER_*) and 931 for an inactive account, so those two calls tell it, but only while they mail a code
 * and count against the send limits. Every other sign-in answer must be the same for an existing and an unknown
 * account until the caller has proved the code or the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_SENDS_PER_WINDOW } from '@katana/shared/auth-errors';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { emailLogin, freshEmail, freshIp, login, outboxOtp, signUp } from '../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {});
});
afterAll(async () => {
  await t?.close();
});

/** Status and error of a login call, the parts a prober compares. */
async function answer(body: Record<string, unknown>) {
  const res = await login(t.app, body, freshIp());
  return { status: res.statusCode, error: res.json().error };
}

describe('POST /api/v2/users/login without a proven code or password', () => {
  it('answers an unknown e-mail without a name as it answers an existing account', async () => {
    const { email } = await signUp(t.app);
    const unknown = freshEmail('nobody');
    for (const passcode of ['123456', 'some password']) {
      const known = await answer({ email, passcode });
      expect(await answer({ email: unknown, passcode })).toEqual(known);
    }
    expect((await answer({ email: unknown, passcode: '123456' })).error).toEqual({
      code: 930,
      message: 'Please request an OTP first.',
    });
  });

  it('gives every account the same answer to a wrong password: with one, without one, or none at all', async () => {
    const withPassword = await signUp(t.app, { password: 'correct horse battery' });
    const withoutPassword = await signUp(t.app);
    const expected = { status: 400, error: { code: 927, message: 'Invalid OTP or Password' } };
    expect(await answer({ email: withPassword.email, passcode: 'wrong password' })).toEqual(expected);
    expect(await answer({ email: withoutPassword.email, passcode: 'wrong password' })).toEqual(expected);
    expect(await answer({ email: freshEmail('nobody'), passcode: 'wrong password' })).toEqual(expected);
  });

  it('holds back wrong passwords for an unknown e-mail as for an account (no oracle in the 429)', async () => {
    const unknown = freshEmail('nobody');
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, { email: unknown, passcode: 'guess guess' }, ip)).statusCode).toBe(400);
    expect((await login(t.app, { email: unknown, passcode: 'guess guess' }, ip)).statusCode).toBe(429);
  });

  it('tells a deactivated account only to whoever has its code', async () => {
    const { email, data } = await signUp(t.app);
    await t.app.repos.users.update(data.user.id, { active: false });
    const unknown = freshEmail('nobody');
    expect(await answer({ email, passcode: '123456' })).toEqual(
      await answer({ email: unknown, passcode: '123456' }),
    );
    expect(await answer({ email, passcode: 'a password' })).toEqual(
      await answer({ email: unknown, passcode: 'a password' }),
    );
    // email_login says it (spec 01 §8: 931 under the e-mail field); the code it would have mailed is never sent.
    const ip = freshIp();
    const before = t.app.auth.outbox.list().filter((m) => m.to === email).length;
    expect((await emailLogin(t.app, email, ip)).json().error.code).toBe(931);
    expect(t.app.auth.outbox.list().filter((m) => m.to === email)).toHaveLength(before);
  });

  it('counts email_login for a deactivated account against the send limit, like any other', async () => {
    const { email, data } = await signUp(t.app);
    await t.app.repos.users.update(data.user.id, { active: false });
    // The sign-up mailed the first code of the window.
    for (let i = 1; i < OTP_SENDS_PER_WINDOW; i++)
      expect((await emailLogin(t.app, email, freshIp())).json().error.code).toBe(931);
    expect((await emailLogin(t.app, email, freshIp())).json().error.code).toBe(429);
  });

  it('still asks a new user for the name once the code is right, without spending it', async () => {
    const email = freshEmail('newcomer');
    const ip = freshIp();
    await emailLogin(t.app, email, ip);
    const passcode = outboxOtp(t.app, email);
    const wrong = passcode === '000000' ? '111111' : '000000';
    expect((await login(t.app, { email, passcode: wrong }, ip)).json().error).toEqual({
      code: 927,
      message: 'Invalid OTP',
    });
    const res = await login(t.app, { email, passcode }, ip);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ name: 'Name is required' });
    expect((await login(t.app, { email, passcode, name: 'Grace' }, ip)).statusCode).toBe(200);
  });
});
