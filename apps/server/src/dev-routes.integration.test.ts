/**
 * Who reaches the dev-only routes: the mailbox (every sign-in code) while SMTP_URL is unset, the contest and
 * test-series tools under NODE_ENV=test or KATANA_DEV_ROUTES=true -- and in every case loopback clients only. A
 * stranger gets exactly what an unknown route gives, so nothing reveals that the route exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { loggerOptions } from './plugins/app/logger.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { emailLogin, freshEmail, freshIp, outboxOtp } from './test/auth-helpers.ts';
import type { App } from './app.ts';
import { linesStream } from './test/lines-stream.ts';

const STRANGER = '203.0.113.9';

/** Every dev-only request, each with a body its route would accept far enough to answer (not 404). */
const DEV_REQUESTS: InjectOptions[] = [
  { method: 'GET', url: '/api/dev/mailbox' },
  { method: 'GET', url: '/dev/mailbox' },
  { method: 'POST', url: '/api/dev/contests', payload: { problem_slugs: ['no-such-problem'] } },
  { method: 'POST', url: '/api/dev/contests/no-such-contest/end', payload: {} },
  {
    method: 'POST',
    url: '/api/dev/test_series',
    payload: {
      slug: 'dev',
      name: 'Dev',
      tests: [{ key: 'k', name: 'K', duration_minutes: 5, problems: ['nope'] }],
    },
  },
  {
    method: 'POST',
    url: '/api/dev/guided_paths',
    payload: {
      slug: 'dev',
      title: 'Dev',
      modules: [{ slug: 'm', title: 'M', items: [{ problem: 'nope' }] }],
    },
  },
  { method: 'POST', url: '/api/dev/discussions/moderators', payload: { email: 'nobody@example.com' } },
];

/** What the app answers for a path that has no route: the 404 envelope on /api, the 404 page elsewhere. */
async function unknownRoute(app: App, request: InjectOptions) {
  const url = String(request.url).replace('/dev/', '/dev/no-such-tool/');
  const res = await app.inject({ ...request, url });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.body.replaceAll(url, '') };
}

async function expectHidden(app: App, request: InjectOptions) {
  const res = await app.inject(request);
  const label = `${request.method} ${request.url} ${JSON.stringify(request.headers ?? {})}`;
  expect(res.statusCode, label).toBe(404);
  const unknown = await unknownRoute(app, request);
  expect(res.headers['content-type'], label).toBe(unknown.type);
  expect(res.body.replaceAll(String(request.url), ''), label).toBe(unknown.body);
  return res;
}

describe('dev-only routes under NODE_ENV=test, without SMTP_URL', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = linesStream(logLines);
    t = await createTestApp({}, { logger: loggerOptions({ logLevel: 'warn', nodeEnv: 'test' }, stream) });
  });
  afterAll(() => t.close());

  it('answers a loopback client: the mailbox shows the sign-in code, the tools run', async () => {
    const email = freshEmail('loopback');
    await emailLogin(t.app, email, freshIp());
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) {
      const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(page.statusCode, remoteAddress).toBe(200);
      expect(page.body).toContain(outboxOtp(t.app, email));
    }
    const json = await t.app.inject({ url: '/api/dev/mailbox', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(json.json().data.messages[0].to).toBe(email);
    const contest = await t.app.inject(DEV_REQUESTS[2]!);
    expect(contest.json()).toMatchObject({
      status: 400,
      error: { message: 'No such problem: no-such-problem.' },
    });
    const end = await t.app.inject(DEV_REQUESTS[3]!);
    expect(end.json().error.message).toBe('Contest not found.');
    const series = await t.app.inject(DEV_REQUESTS[4]!);
    expect(series.json().error.message).toMatch(/^Unknown problems: .*nope/);
  });

  it('answers a client on another machine as if the route did not exist', async () => {
    for (const request of DEV_REQUESTS) await expectHidden(t.app, { ...request, remoteAddress: STRANGER });
    // Not even a validation message for a body the route would refuse.
    const bad = await expectHidden(t.app, {
      method: 'POST',
      url: '/api/dev/contests',
      remoteAddress: STRANGER,
    });
    expect(bad.json()).toEqual({ status: 404, error: { code: 404, message: 'Not found.' } });
    const page = await expectHidden(t.app, { url: '/dev/mailbox', remoteAddress: '10.0.0.7' });
    expect(page.body).not.toContain('Dev mailbox');
  });

  it('refuses a loopback peer that forwards someone else (a proxy on this host, or a forged header)', async () => {
    const forwarded = [
      { 'x-forwarded-for': STRANGER },
      { 'x-forwarded-for': `127.0.0.1, ${STRANGER}` },
      { 'x-real-ip': STRANGER },
      { forwarded: `for=${STRANGER};proto=https` },
      { forwarded: 'for="[2001:db8::1]:4711"' },
      { forwarded: 'for=unknown' },
    ];
    for (const headers of forwarded)
      for (const request of DEV_REQUESTS) await expectHidden(t.app, { ...request, headers });
  });

  it('writes the sign-in code to the server log, where an operator without SMTP finds it', async () => {
    const email = freshEmail('logged');
    await emailLogin(t.app, email, freshIp());
    const phone = { phone_number: '9123456781', phone_country_code: '+91' };
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/phone_login',
      payload: phone,
      remoteAddress: freshIp(),
    });
    const log = logLines.join('');
    expect(log).toContain(outboxOtp(t.app, email));
    expect(log).toContain(outboxOtp(t.app, '+919123456781'));
  });
});

describe('the mailbox with SMTP_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('does not exist, even for a loopback client', async () => {
    await expectHidden(t.app, { url: '/api/dev/mailbox' });
    await expectHidden(t.app, { url: '/dev/mailbox' });
  });
});

describe('dev-only routes under NODE_ENV=production', () => {
  it('the contest and test-series tools do not exist without KATANA_DEV_ROUTES; the mailbox answers loopback', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      for (const request of DEV_REQUESTS.slice(2)) await expectHidden(t.app, request);
      expect((await t.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(200);
      await expectHidden(t.app, { url: '/api/dev/mailbox', remoteAddress: STRANGER });
    } finally {
      await t.close();
    }
  });

  it('KATANA_DEV_ROUTES=true turns the tools on, still for loopback clients only (TRUST_PROXY included)', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', KATANA_DEV_ROUTES: 'true', TRUST_PROXY: 'true' });
    try {
      expect((await t.app.inject(DEV_REQUESTS[2]!)).statusCode).toBe(400);
      expect((await t.app.inject(DEV_REQUESTS[4]!)).statusCode).toBe(400);
      for (const request of DEV_REQUESTS) {
        await expectHidden(t.app, { ...request, remoteAddress: STRANGER });
        // With TRUST_PROXY the client address is the forwarded one: a stranger behind a local proxy.
        await expectHidden(t.app, { ...request, headers: { 'x-forwarded-for': STRANGER } });
      }
    } finally {
      await t.close();
    }
  });
});
