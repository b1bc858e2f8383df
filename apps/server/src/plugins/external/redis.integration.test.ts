import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Scale-out mode: runs when TEST_REDIS_URL points at a Redis (scripts/test.sh starts one).
describe.skipIf(!process.env.TEST_REDIS_URL)('with REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports redis and the bullmq queue engine in /api/health, degraded while no worker is connected', async () => {
    const { data } = (await t.app.inject({ url: '/api/health' })).json();
    expect(data.redis).toMatchObject({ ok: true });
    // API nodes only enqueue in scale-out mode: with no `katana worker` connected nothing would judge.
    expect(data.queue).toMatchObject({ ok: false, engine: 'bullmq', workers: 0 });
    expect(data.status).toBe('degraded');
  });

  it('counts the rate limit in Redis', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const hit = () => t.app.inject({ url: '/api/v1/languages', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(429);
    const keys = await t.app.redis!.keys('katana:rl:*');
    expect(keys.some((k) => k.includes(ip))).toBe(true);
  });
});

describe('with REDIS_URL pointing at a Redis that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps answering, reports degraded health, and closes without hanging', async () => {
    const res = await t.app.inject({ url: '/api/v1/languages' });
    expect(res.statusCode).toBe(200);
    const { data } = (await t.app.inject({ url: '/api/health' })).json();
    expect(data.status).toBe('degraded');
    expect(data.redis.ok).toBe(false);
    expect(data.queue).toMatchObject({ ok: false, engine: 'bullmq' });
  });
});
