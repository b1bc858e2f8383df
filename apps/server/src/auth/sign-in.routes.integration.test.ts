import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  cookieHeaders,
  emailLogin,
  freshEmail,
  freshIp,
  login,
  outboxOtp,
  sessionFrom,
  signUp,
} from '../test/auth-helpers.ts';
import { emailTarget } from './otp.service.ts';
import { sha256 } from '../plugins/app/secrets.ts';

let t: TestApp;

async function freshOtp(email: string): Promise<string> {
  await emailLogin(t.app, email, freshIp());
  return outboxOtp(t.app, email);
}

beforeAll(async () => {
  // With TEST_REDIS_URL the OTP send limits are counted in Redis (scale-out mode), else in memory.
  t = await createTestApp(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {});
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v2/users/email_login', () => {
  it('answers NEW_USER for an unknown e-mail and mails a 6-digit OTP valid 10 minutes', async () => {
    const email = freshEmail();
    const res = await emailLogin(t.app, email, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { status: 'NEW_USER' } });
    const mail = t.app.auth.outbox.list()[0]!;
    expect(mail.to).toBe(email);
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('10 minutes');
  });

  it('rejects an invalid e-mail with 422 and the field message', async () => {
    const res = await emailLogin(t.app, 'not-an-email', freshIp());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('returns 429 on the sixth resend for one e-mail (the first send and five resends pass)', async () => {
    const email = freshEmail();
    for (let i = 0; i < 6; i++) expect((await emailLogin(t.app, email, freshIp())).statusCode).toBe(200);
    const sixthResend = await emailLogin(t.app, email, freshIp());
    expect(sixthResend.statusCode).toBe(429);
    expect(sixthResend.json()).toEqual({
      status: 429,
      error: { code: 429, message: 'Too many OTP requests. Please try again after some time.' },
    });
  });

  it('answers 931 for a deactivated account', async () => {
    const { email, data } = await signUp(t.app);
    await t.app.repos.users.update(data.user.id, { active: false });
    const res = await emailLogin(t.app, email, freshIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 931, message: 'This account is not active.' });
  });
});

describe('POST /api/v2/users/login', () => {
  it('signs a new user up with the OTP, sets the cookies and returns the login response', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await emailLogin(t.app, email, ip);
    const res = await login(
      t.app,
      { email, name: '  Ada   Lovelace ', passcode: outboxOtp(t.app, email) },
      ip,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      new_user: true,
      first_time_login: true,
      eu_user: false,
      eu_active_user: false,
    });
    expect(data.user).toMatchObject({
      name: 'Ada Lovelace',
      email,
      merge_strategy: 'new',
      has_password: false,
      naukri_onboarding_seen_studio: false,
    });
    const cookie = res.headers['set-cookie'] as string[];
    const tokenCookie = cookie.find((c) => c.startsWith('ninja_auth_token='))!;
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(tokenCookie).toMatch(/Max-Age=2592000/);
    expect(tokenCookie).toMatch(/Path=\//);
    expect(cookie.find((c) => c.startsWith('katana_csrf='))).not.toMatch(/HttpOnly/);
    expect(sessionFrom(res).token).toBe(data.user_access_token);

    const again = await emailLogin(t.app, email, ip);
    expect(again.json().data.status).toBe('REGISTERED_USER_WITHOUT_PASSWORD');
  });

  it('asks a new user for the name without spending the OTP', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await emailLogin(t.app, email, ip);
    const passcode = outboxOtp(t.app, email);
    const res = await login(t.app, { email, passcode }, ip);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ name: 'Name is required' });
    expect((await login(t.app, { email, passcode, name: 'Grace' }, ip)).statusCode).toBe(200);
  });

  it('answers 927 Invalid OTP for a wrong code', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await emailLogin(t.app, email, ip);
    const wrong = outboxOtp(t.app, email) === '000000' ? '111111' : '000000';
    const res = await login(t.app, { email, name: 'Ada', passcode: wrong }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 927, message: 'Invalid OTP' });
  });

  it('answers 928 for an expired OTP', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await emailLogin(t.app, email, ip);
    const current = await t.app.repos.otps.findCurrent('login', emailTarget(email));
    await t.app.repos.otps.setExpiry(current!.id, new Date(Date.now() - 1000));
    const res = await login(t.app, { email, name: 'Ada', passcode: outboxOtp(t.app, email) }, ip);
    expect(res.json().error).toEqual({ code: 928, message: 'OTP has expired. Please request a new OTP.' });
  });

  it('stops brute force: after 5 wrong codes even the right one answers 929', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await emailLogin(t.app, email, ip);
    const right = outboxOtp(t.app, email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, { email, name: 'Ada', passcode: wrong }, ip)).json().error.code).toBe(927);
    }
    const res = await login(t.app, { email, name: 'Ada', passcode: right }, ip);
    expect(res.json().error).toEqual({
      code: 929,
      message: 'Too many incorrect attempts. Please request a new OTP.',
    });
  });

  it('answers 930 when no OTP was requested, and a used OTP cannot be used again', async () => {
    const first = await login(t.app, { email: freshEmail(), name: 'Ada', passcode: '123456' }, freshIp());
    expect(first.json().error).toEqual({ code: 930, message: 'Please request an OTP first.' });
    const email = freshEmail();
    const ip = freshIp();
    await emailLogin(t.app, email, ip);
    const code = outboxOtp(t.app, email);
    expect((await login(t.app, { email, name: 'Ada', passcode: code }, ip)).statusCode).toBe(200);
    expect((await login(t.app, { email, passcode: code }, ip)).json().error.code).toBe(930);
  });

  it("one e-mail's OTP does not sign in another e-mail", async () => {
    const ip = freshIp();
    const [a, b] = [freshEmail('a'), freshEmail('b')];
    await emailLogin(t.app, a, ip);
    await emailLogin(t.app, b, ip);
    const codeA = outboxOtp(t.app, a);
    const codeB = outboxOtp(t.app, b);
    if (codeA !== codeB) {
      expect((await login(t.app, { email: b, name: 'B', passcode: codeA }, ip)).json().error.code).toBe(927);
    }
    expect((await login(t.app, { email: b, name: 'B', passcode: codeB }, ip)).statusCode).toBe(200);
  });

  it('only the newest OTP is valid after a resend', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await emailLogin(t.app, email, ip);
    const old = outboxOtp(t.app, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/email_login',
      payload: { email, resend: true },
      remoteAddress: ip,
    });
    const fresh = outboxOtp(t.app, email);
    if (old !== fresh)
      expect((await login(t.app, { email, name: 'A', passcode: old }, ip)).json().error.code).toBe(927);
    expect((await login(t.app, { email, name: 'Ada', passcode: fresh }, ip)).statusCode).toBe(200);
  });

  it('logs a registered user in with the password, and rejects a wrong one with Invalid OTP or Password', async () => {
    const { email } = await signUp(t.app, { password: 'correct horse battery' });
    const ip = freshIp();
    expect((await emailLogin(t.app, email, ip)).json().data.status).toBe('REGISTERED_USER_WITH_PASSWORD');
    const wrong = await login(t.app, { email, passcode: 'wrong password!' }, ip);
    expect(wrong.json().error).toEqual({ code: 927, message: 'Invalid OTP or Password' });
    const ok = await login(t.app, { email, passcode: 'correct horse battery' }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      new_user: false,
      first_time_login: false,
      user: { has_password: true },
    });
    // The mailed OTP works too for a user with a password.
    expect((await login(t.app, { email, passcode: outboxOtp(t.app, email) }, ip)).statusCode).toBe(200);
  });

  it('refuses an Indian number that is not exactly 10 digits, before any SMS is sent', async () => {
    const before = t.app.auth.outbox.list().length;
    for (const phone_number of ['987654321', '98765432101']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/users/phone_login',
        payload: { phone_number, phone_country_code: '+91' },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 422,
        fields: { phone_number: 'Please enter a valid phone number' },
      });
    }
    expect(t.app.auth.outbox.list()).toHaveLength(before);
    // Another country's 9-digit number is fine.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/phone_login',
      payload: { phone_number: '612345678', phone_country_code: '+33' },
      remoteAddress: freshIp(),
    });
    expect(other.statusCode).toBe(200);
    expect(t.app.auth.outbox.list()[0]).toMatchObject({ channel: 'sms', to: '+33612345678' });
  });

  it('signs up by phone with the OTP from the SMS provider', async () => {
    const ip = freshIp();
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/phone_login',
      payload: { phone_number: '9876543210', phone_country_code: '+91' },
      remoteAddress: ip,
    });
    expect(start.json().data.status).toBe('NEW_USER');
    const sms = t.app.auth.outbox.list().find((m) => m.channel === 'sms')!;
    expect(sms.to).toBe('+919876543210');
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    const res = await login(
      t.app,
      {
        provider: 'phone_coding_ninjas',
        phone_number: '9876543210',
        phone_country_code: '+91',
        passcode: code,
        name: 'Ravi',
      },
      ip,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      phone_number: '9876543210',
      phone_country_code: '91',
      email: null,
    });
  });
});

describe('sessions', () => {
  it('auth_details works with the cookie and with the Authorization header', async () => {
    const { session, email } = await signUp(t.app);
    const byCookie = await t.app.inject({
      url: '/api/v2/users/auth_details',
      headers: cookieHeaders(session),
    });
    expect(byCookie.json().data.user.email).toBe(email);
    const byHeader = await t.app.inject({
      url: '/api/v2/users/auth_details',
      headers: { authorization: `Token ${session.token}` },
    });
    expect(byHeader.json().data.user.email).toBe(email);
  });

  it('answers 401 / code 101 when anonymous and login_status false', async () => {
    const res = await t.app.inject({ url: '/api/v2/users/auth_details' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, error: { code: 101, message: 'Please login to continue' } });
    const status = await t.app.inject({ url: '/api/v2/users/login_status' });
    expect(status.json().data).toMatchObject({ status: false, user_basic_detail: null });
  });

  it('logout revokes the token server-side and clears the cookies', async () => {
    const { session } = await signUp(t.app);
    const auth = { authorization: `Token ${session.token}` };
    const out = await t.app.inject({ method: 'POST', url: '/api/v2/users/logout', headers: auth });
    expect(out.json()).toEqual({ status: 200, data: {} });
    expect((out.headers['set-cookie'] as string[]).some((c) => /^ninja_auth_token=;/.test(c))).toBe(true);
    const after = await t.app.inject({ url: '/api/v2/users/auth_details', headers: auth });
    expect(after.json().error.code).toBe(101);
    expect(
      (await t.app.inject({ url: '/api/v2/users/login_status', headers: auth })).json().data.status,
    ).toBe(false);
  });

  it('a new login in the same browser ends the previous session', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/login',
      headers: { ...cookieHeaders(first.session), source: 'web' },
      payload: { provider: 'coding_ninjas', email: second.email, passcode: await freshOtp(second.email) },
      remoteAddress: second.ip,
    });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({
      url: '/api/v2/users/auth_details',
      headers: { authorization: `Token ${first.session.token}` },
    });
    expect(old.json().error.code).toBe(101);
  });

  it('an expired session answers 101', async () => {
    const { session } = await signUp(t.app);
    const found = await t.app.repos.sessions.findLiveByTokenHash(sha256(session.token), new Date());
    await t.app.repos.sessions.setExpiry(found!.session.id, new Date(Date.now() - 1000));
    const res = await t.app.inject({
      url: '/api/v2/users/auth_details',
      headers: { authorization: `Token ${session.token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(101);
  });

  it('rejects a cookie-authenticated write without the CSRF header (403), accepts it with the header', async () => {
    const { session } = await signUp(t.app);
    const payload = { should_sub_to_cn_updates: true, we_email: true };
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/we_params',
      headers: cookieHeaders(session, { csrf: false }),
      payload,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ status: 403, error: { code: 403, message: 'Invalid CSRF token' } });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/we_params',
      headers: { ...cookieHeaders(session), 'x-csrf-token': 'guess' },
      payload,
    });
    expect(forged.statusCode).toBe(403);
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/we_params',
      headers: cookieHeaders(session),
      payload,
    });
    expect(withHeader.statusCode).toBe(200);
    const byToken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/we_params',
      headers: { authorization: `Token ${session.token}` },
      payload,
    });
    expect(byToken.statusCode).toBe(200);
  });
});

describe('behind TLS', () => {
  it('marks the session cookies Secure when PUBLIC_URL is https', async () => {
    const tls = await createTestApp({ PUBLIC_URL: 'https://katana.example.org' });
    try {
      const email = freshEmail('tls');
      const ip = freshIp();
      await emailLogin(tls.app, email, ip);
      const res = await login(tls.app, { email, name: 'Tls User', passcode: outboxOtp(tls.app, email) }, ip);
      const cookies = res.headers['set-cookie'] as string[];
      expect(cookies.filter((c) => /^(ninja_auth_token|katana_csrf)=/.test(c))).toHaveLength(2);
      for (const c of cookies) expect(c).toMatch(/; Secure/);
    } finally {
      await tls.close();
    }
  });
});
