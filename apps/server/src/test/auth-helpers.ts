/**
 * Helpers for sign-in tests over app.inject: read the OTP the app put in its outbox, sign a user up, and carry
 * cookies between requests. Every caller passes its own client address so the per-address OTP limit of one test
 * never trips another.
 */
import type { LightMyRequestResponse } from 'fastify';
import { TOKEN_COOKIE } from '@katana/shared/auth-rules';
import { CSRF_COOKIE } from '@katana/shared/auth-errors';
import type { App } from '../app.ts';

// A random start: with Redis the per-address counters outlive one test run.
let nextAddress = 1 + Math.floor(Math.random() * 0x7fffff);
/** A fresh client address (10.x.y.z) for one test. */
export function freshIp(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let nextEmail = 1;
export function freshEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${nextEmail++}@example.com`;
}

/** The code of the newest outbox message to `to`. */
export function outboxOtp(app: App, to: string): string {
  const message = app.auth.outbox.list().find((m) => m.to === to);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${to}`);
  return code;
}

export interface Session {
  token: string;
  csrf: string;
  cookies: Record<string, string>;
}

export function sessionFrom(res: LightMyRequestResponse): Session {
  const cookies: Record<string, string> = {};
  for (const c of res.cookies as { name: string; value: string }[]) cookies[c.name] = c.value;
  const token = cookies[TOKEN_COOKIE];
  const csrf = cookies[CSRF_COOKIE];
  if (!token || !csrf) throw new Error(`no session cookies in the response (${res.statusCode} ${res.body})`);
  return { token, csrf, cookies };
}

export async function emailLogin(app: App, email: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/users/email_login',
    payload: { email },
    remoteAddress: ip,
  });
}

export async function login(app: App, body: Record<string, unknown>, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/users/login',
    headers: { source: 'web' },
    payload: { provider: 'coding_ninjas', ...body },
    remoteAddress: ip,
  });
}

/** E-mail sign-up through the outbox: returns the session and the login response data. */
export async function signUp(
  app: App,
  opts: { email?: string; name?: string; password?: string; ip?: string } = {},
) {
  const email = opts.email ?? freshEmail();
  const ip = opts.ip ?? freshIp();
  const started = await emailLogin(app, email, ip);
  if (started.statusCode !== 200) throw new Error(`email_login failed: ${started.body}`);
  const res = await login(
    app,
    {
      email,
      name: opts.name ?? 'Ada Lovelace',
      passcode: outboxOtp(app, email),
      ...(opts.password ? { password: opts.password } : {}),
    },
    ip,
  );
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { email, ip, session: sessionFrom(res), data: res.json().data };
}

/** Headers of a cookie-authenticated browser request (with the CSRF echo unless `csrf: false`). */
export function cookieHeaders(session: Session, opts: { csrf?: boolean } = {}): Record<string, string> {
  const cookie = Object.entries(session.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return opts.csrf === false ? { cookie } : { cookie, 'x-csrf-token': session.csrf };
}
