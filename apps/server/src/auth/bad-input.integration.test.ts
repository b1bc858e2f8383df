/**
 * Abuse table: every sign-in endpoint, fed malformed input, answers a 4xx in the spec's envelope without a stack
 * trace, a file path or an internal error name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { freshIp, signUp } from '../test/auth-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app)).session.token;
});
afterAll(async () => {
  await t.close();
});

type Case = [name: string, method: 'GET' | 'POST', url: string, payload?: unknown, raw?: string];

const long = 'x'.repeat(5000);
const cases: Case[] = [
  ['email_login without body', 'POST', '/api/v2/users/email_login'],
  ['email_login email as number', 'POST', '/api/v2/users/email_login', { email: 42 }],
  ['email_login email too long', 'POST', '/api/v2/users/email_login', { email: `${long}@example.com` }],
  [
    'email_login resend not boolean',
    'POST',
    '/api/v2/users/email_login',
    { email: 'a@example.com', resend: 'yes' },
  ],
  ['email_login malformed JSON', 'POST', '/api/v2/users/email_login', undefined, '{"email":'],
  ['email_login array body', 'POST', '/api/v2/users/email_login', [1, 2]],
  [
    'phone_login letters',
    'POST',
    '/api/v2/users/phone_login',
    { phone_number: 'abcdefghij', phone_country_code: '+91' },
  ],
  ['phone_login missing code', 'POST', '/api/v2/users/phone_login', { phone_number: '9876543210' }],
  ['login empty', 'POST', '/api/v2/users/login', {}],
  [
    'login unknown provider',
    'POST',
    '/api/v2/users/login',
    { provider: 'root', email: 'a@example.com', passcode: '123456' },
  ],
  [
    'login bad email',
    'POST',
    '/api/v2/users/login',
    { provider: 'coding_ninjas', email: 'nope', passcode: '123456' },
  ],
  [
    'login passcode object',
    'POST',
    '/api/v2/users/login',
    { provider: 'coding_ninjas', email: 'a@example.com', passcode: { $gt: '' } },
  ],
  [
    'login passcode huge',
    'POST',
    '/api/v2/users/login',
    { provider: 'coding_ninjas', email: 'a@example.com', passcode: long },
  ],
  [
    'login short password',
    'POST',
    '/api/v2/users/login',
    { provider: 'coding_ninjas', email: 'a@example.com', passcode: '123456', password: 'short' },
  ],
  [
    'login phone without number',
    'POST',
    '/api/v2/users/login',
    { provider: 'phone_coding_ninjas', passcode: '123456' },
  ],
  [
    'login not an OTP',
    'POST',
    '/api/v2/users/login',
    { provider: 'coding_ninjas', email: 'fresh.bad@example.com', name: 'A', passcode: '12ab' },
  ],
  ['login_status huge query', 'GET', `/api/v2/users/login_status?source_url=${long}`],
  ['check_valid_name without name', 'GET', '/api/v2/users/check_valid_name'],
  ['update_name without name', 'POST', '/api/v2/users/update_name'],
  ['update_name markup', 'POST', '/api/v2/users/update_name?name=%3Cscript%3E'],
  [
    'we_params wrong types',
    'POST',
    '/api/v2/users/we_params',
    { should_sub_to_cn_updates: 'yes', we_email: 1 },
  ],
  ['events missing key', 'POST', '/api/v3/users/events', { acknowledgement: true }],
  [
    'events bad append key',
    'POST',
    '/api/v3/users/events',
    { event_key: 'PS_NAV_ONBOARDING', acknowledgement: true, append_key: '../../etc' },
  ],
  ['user_logs missing new_user', 'POST', '/api/v2/users/user_logs', { source_url: '/' }],
  ['user_logs utm number', 'POST', '/api/v2/users/user_logs', { new_user: true, utm: 5 }],
  [
    'merge init bad token',
    'POST',
    '/api/v2/users/merge_fb_email_otp',
    { email: 'a@example.com', fb_merge_token: 'nope' },
  ],
  ['merge init missing token', 'POST', '/api/v2/users/merge_fb_email_otp', { email: 'a@example.com' }],
  [
    'merge verify letters otp',
    'POST',
    '/api/v2/users/merge_fb_email_otp/verify',
    { otp: 'abcdef', fb_merge_token: 'x' },
  ],
  [
    'merge verify unknown token',
    'POST',
    '/api/v2/users/merge_fb_email_otp/verify',
    { otp: '123456', fb_merge_token: 'x' },
  ],
  ['partner verify_email bad email', 'POST', '/api/v2/users/partner/verify_email', { email: 'x@' }],
  ['partner verify_email without a partner e-mail', 'POST', '/api/v2/users/partner/verify_email', {}],
  [
    'partner verify letters otp',
    'POST',
    '/api/v2/users/partner/verify_email/verify',
    { email: 'a@example.com', otp: 'abc' },
  ],
  [
    'partner verify unrequested',
    'POST',
    '/api/v2/users/partner/verify_email/verify',
    { email: 'a@example.com', otp: '123456' },
  ],
  ['oauth unknown provider', 'GET', '/api/v2/users/oauth/evil/start'],
  // A redirect to another site is not an error: the sign-in goes on and lands home (oauth.route test).
  ['oauth start over-long redirect', 'GET', `/api/v2/users/oauth/partner/start?redirect=/${long}`],
  ['oauth callback unknown provider', 'GET', '/api/v2/users/oauth/evil/callback?code=1&state=2'],
];

describe('bad input on every sign-in endpoint', () => {
  it.each(cases)('%s -> 4xx envelope, no stack trace', async (_name, method, url, payload, raw) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: {
        authorization: `Token ${token}`,
        ...(raw !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(raw !== undefined ? { body: raw } : payload !== undefined ? { payload: payload as object } : {}),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.status).toBe(res.statusCode);
    expect(typeof body.error.code).toBe('number');
    expect(typeof body.error.message).toBe('string');
    expect(res.body).not.toMatch(/\bat .+\(.*:\d+:\d+\)|\.ts:\d+|node_modules|ZodError|TypeError|stack/);
  });

  it('anonymous calls to guarded endpoints get 401 / 101 before any validation', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/users/auth_details'],
      ['GET', '/api/v2/users/check_valid_name'],
      ['POST', '/api/v2/users/update_name'],
      ['POST', '/api/v2/users/we_params'],
      ['POST', '/api/v3/users/events'],
      ['POST', '/api/v2/users/user_logs'],
      ['GET', '/api/v2/users/partner/verification_status'],
      ['POST', '/api/v2/users/partner/verify_email'],
      ['POST', '/api/v2/users/partner/verify_email/verify'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { junk: true } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error).toEqual({ code: 101, message: 'Please login to continue' });
    }
  });

  it('a garbage or over-long token is just anonymous', async () => {
    for (const authorization of ['Token ' + 'a'.repeat(5000), 'Token \u0000', 'Basic abc', 'Token']) {
      const res = await t.app.inject({ url: '/api/v2/users/login_status', headers: { authorization } });
      expect(res.json().data.status).toBe(false);
    }
  });
});
