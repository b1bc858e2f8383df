import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRedisLimiter } from './send-limiter.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { emailLogin, freshEmail, freshIp } from '../test/auth-helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('OTP send limits in Redis', () => {
  let redis: Redis;
  let t: TestApp;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL!);
    t = await createTestApp({ REDIS_URL: REDIS_URL! });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });

  it('counts in a key that expires with the window', async () => {
    const limiter = createRedisLimiter(redis);
    const key = `test-${Date.now()}-${Math.random()}`;
    for (let i = 0; i < 5; i++) expect(await limiter.hit(key, 5, 60_000)).toBe(true);
    expect(await limiter.hit(key, 5, 60_000)).toBe(false);
    const ttl = await redis.pttl(`katana:auth-limit:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('email_login answers 429 on the sixth resend, counted in Redis', async () => {
    const email = freshEmail('redis');
    for (let i = 0; i < 6; i++) expect((await emailLogin(t.app, email, freshIp())).statusCode).toBe(200);
    expect((await emailLogin(t.app, email, freshIp())).statusCode).toBe(429);
    expect(await redis.get(`katana:auth-limit:otp-send:email:${email}`)).toBe('7');
  });
});

describe('OTP send limits with Redis down', () => {
  it('still limits, per node', async () => {
    const down = new Redis('redis://127.0.0.1:9', { lazyConnect: true, maxRetriesPerRequest: 0 });
    const limiter = createRedisLimiter(down);
    for (let i = 0; i < 5; i++) expect(await limiter.hit('k', 5, 60_000)).toBe(true);
    expect(await limiter.hit('k', 5, 60_000)).toBe(false);
    down.disconnect();
  });
});
