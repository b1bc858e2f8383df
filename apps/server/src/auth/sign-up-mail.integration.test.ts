/**
 * Sign-up end to end through a real SMTP server: the app mails with nodemailer over SMTP_URL, the sink receives
 * it, the test reads the OTP from the received mail. The whole flow's log is captured to prove that no OTP,
 * token or password is ever written to it, and that no response but the login itself carries the token.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../plugins/app/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { otpFromMail, readMailDir, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { cookieHeaders, freshEmail, freshIp, sessionFrom } from '../test/auth-helpers.ts';
import { linesStream } from '../test/lines-stream.ts';

let sink: SmtpSink;
let t: TestApp;
const logLines: string[] = [];
const mailDir = mkdtempSync(join(tmpdir(), 'katana-mails-'));

beforeAll(async () => {
  sink = await startSmtpSink({ mailDir });
  const stream = linesStream(logLines);
  t = await createTestApp(
    {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Katana <no-reply@katana.test>',
      OTP_PEPPER: 'pepper-for-tests-only-0123456789',
    },
    { logger: loggerOptions({ logLevel: 'trace', nodeEnv: 'test' }, stream) },
  );
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('sign-up by e-mail OTP over SMTP', () => {
  it('delivers the OTP by SMTP and signs up; nothing secret reaches the log or other responses', async () => {
    const email = freshEmail('smtp');
    const ip = freshIp();
    const password = 'my secret password 42';
    const bodies: string[] = [];
    const since = new Date();

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/email_login',
      payload: { email },
      remoteAddress: ip,
    });
    bodies.push(start.body);
    expect(start.json().data.status).toBe('NEW_USER');

    const mail = await sink.waitForMail(email, { since, timeoutMs: 5000 });
    expect(mail.from).toBe('no-reply@katana.test');
    expect(mail.subject).toBe('Your Katana login OTP');
    const otp = otpFromMail(mail);
    expect(readMailDir(mailDir).some((m) => m.to.includes(email) && m.text.includes(otp))).toBe(true);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/login',
      payload: {
        provider: 'coding_ninjas',
        email,
        name: 'Smtp User',
        passcode: otp === '999999' ? '888888' : '999999',
      },
      remoteAddress: ip,
    });
    bodies.push(wrong.body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/login',
      headers: { source: 'web' },
      payload: { provider: 'coding_ninjas', email, name: 'Smtp User', passcode: otp, password },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const session = sessionFrom(res);
    expect(res.json().data.user).toMatchObject({ email, has_password: true });

    for (const url of ['/api/v2/users/auth_details', '/api/v2/users/login_status']) {
      bodies.push((await t.app.inject({ url, headers: cookieHeaders(session), remoteAddress: ip })).body);
    }
    bodies.push(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/users/logout',
          headers: cookieHeaders(session),
          remoteAddress: ip,
        })
      ).body,
    );

    const log = logLines.join('');
    expect(log).toContain('mail sent');
    expect(log).toContain('signed in');
    for (const secret of [otp, session.token, session.csrf, password, 'pepper-for-tests-only']) {
      expect(log).not.toContain(secret);
      for (const body of bodies) expect(body).not.toContain(secret);
    }
    // The login response delivers the token (contract) but never the OTP or the password.
    expect(res.body).not.toContain(otp);
    expect(res.body).not.toContain(password);
  });
});
