import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import {
  createMemoryBackoff,
  createRedisBackoff,
  waitAfter,
  type Backoff,
  type BackoffPolicy,
} from './attempt-backoff.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const MINUTE = 60_000;
const policy: BackoffPolicy = {
  freeTries: 5,
  firstWaitMs: MINUTE,
  maxWaitMs: 15 * MINUTE,
  memoryMs: 24 * 60 * MINUTE,
};

describe('waitAfter', () => {
  it('is free for four tries, then 1, 2, 4, 8 minutes and never more than 15', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100].map((n) => waitAfter(n, policy) / MINUTE)).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15,
    ]);
  });
});

const redis = REDIS_URL ? new Redis(REDIS_URL) : null;
const redisPrefix = `katana:test-backoff:${Date.now()}:`;
beforeAll(async () => {
  // Until the client is ready the Redis variant answers from its in-memory fallback.
  await redis?.ping();
});
afterAll(async () => {
  await redis?.quit();
});

type Make = (now: () => number) => Backoff;
const variants: [string, Make | null][] = [
  ['in memory', (now) => createMemoryBackoff(policy, now)],
  ['in Redis', redis ? (now) => createRedisBackoff(redis, policy, { prefix: redisPrefix, now }) : null],
];

describe.each(variants)('back-off %s', (_name, make) => {
  let clock = 1_700_000_000_000;
  const backoff = make?.(() => clock);
  let n = 0;
  const freshKey = () => `key-${process.pid}-${n++}`;

  it.skipIf(!backoff)(
    'lets five tries go, then holds the key a minute; waiting tries are not counted',
    async () => {
      const key = freshKey();
      for (let i = 0; i < 5; i++) expect(await backoff!.attempt(key)).toBe(0);
      expect(await backoff!.attempt(key)).toBe(MINUTE);
      clock += 30_000;
      for (let i = 0; i < 10; i++) expect(await backoff!.attempt(key)).toBe(30_000);
      clock += 30_000;
      expect(await backoff!.attempt(key)).toBe(0);
      // That try was the sixth counted one: two minutes now.
      expect(await backoff!.attempt(key)).toBe(2 * MINUTE);
    },
  );

  it.skipIf(!backoff)('doubles up to 15 minutes, and starts afresh after a success', async () => {
    const key = freshKey();
    for (let i = 0; i < 5; i++) await backoff!.attempt(key);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      clock += 15 * MINUTE;
      expect(await backoff!.attempt(key)).toBe(0);
      waits.push((await backoff!.attempt(key)) / MINUTE);
    }
    expect(waits).toEqual([2, 4, 8, 15, 15, 15]);
    await backoff!.succeeded(key);
    for (let i = 0; i < 5; i++) expect(await backoff!.attempt(key)).toBe(0);
  });

  it.skipIf(!backoff)('keeps keys apart', async () => {
    const [a, b] = [freshKey(), freshKey()];
    for (let i = 0; i < 8; i++) await backoff!.attempt(a);
    expect(await backoff!.attempt(b)).toBe(0);
  });

  it.skipIf(!backoff)('forgets a key a day after its last try', async () => {
    const key = freshKey();
    for (let i = 0; i < 7; i++) await backoff!.attempt(key);
    if (redis && _name === 'in Redis') {
      // Redis forgets by the key's expiry, in real time.
      const ttl = await redis.pttl(redisPrefix + key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(policy.memoryMs);
      return;
    }
    clock += 24 * 60 * MINUTE + 1;
    for (let i = 0; i < 5; i++) expect(await backoff!.attempt(key)).toBe(0);
  });
});

describe('back-off with Redis down', () => {
  it('still holds, per node', async () => {
    const down = new Redis('redis://127.0.0.1:9', { lazyConnect: true, maxRetriesPerRequest: 0 });
    const backoff = createRedisBackoff(down, policy);
    for (let i = 0; i < 5; i++) expect(await backoff.attempt('k')).toBe(0);
    expect(await backoff.attempt('k')).toBeGreaterThan(0);
    down.disconnect();
  });
});
