import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { Queue } from 'bullmq';
import { resolveBullmqSettings } from './bullmq-settings.ts';
import { CompletionLedger } from './completion-ledger.ts';
import { TEST_REDIS_URL } from './redis-test-env.ts';
import { deleteKeys, uniquePrefix } from './test-support.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!TEST_REDIS_URL)('CompletionLedger (needs TEST_REDIS_URL)', () => {
  async function setup() {
    const redisUrl = TEST_REDIS_URL!;
    const prefix = uniquePrefix('ledger');
    const redis = new Redis(redisUrl);
    cleanups.push(async () => {
      await deleteKeys(redisUrl, prefix);
      redis.disconnect();
    });
    const settings = resolveBullmqSettings({
      redisUrl,
      prefix,
      retainMs: 600_000,
      deliveryWindowMs: 300_000,
    });
    // The ledger only needs the queue's key names.
    const queue = { toKey: (type: string) => `${prefix}:judge:${type}` } as unknown as Queue;
    return { redis, prefix, ledger: new CompletionLedger(redis, queue, settings, 5_000) };
  }

  it('lets one claimant deliver a job until the claim is released', async () => {
    const { ledger } = await setup();
    const token = await ledger.claim('j-1');
    expect(token).toMatch(/^lease:/);
    expect(await ledger.claim('j-1')).toBeNull();
    await ledger.release('j-1', 'lease:someone-else');
    expect(await ledger.claim('j-1')).toBeNull();
    await ledger.release('j-1', token!);
    expect(await ledger.claim('j-1')).toMatch(/^lease:/);
    await ledger.ack('j-1');
    expect(await ledger.claim('j-1')).toBeNull();
  });

  it('finds unacknowledged jobs anywhere in a window larger than one page, and jobs that finish later', async () => {
    const { redis, prefix, ledger } = await setup();
    const now = Date.now();
    const finished = Array.from({ length: 1200 }, (_, i) => ({ id: `j-${i}`, at: now - 100_000 + i * 10 }));
    await redis.zadd(`${prefix}:judge:completed`, ...finished.flatMap((f) => [f.at, f.id]));
    const missing = new Set(['j-3', 'j-640', 'j-1199']);
    for (const f of finished) if (!missing.has(f.id)) await ledger.ack(f.id);
    // Finished before the delivery window: never handed over again.
    await redis.zadd(`${prefix}:judge:completed`, now - 400_000, 'j-ancient');

    expect((await ledger.undelivered('completed', 500)).sort()).toEqual(['j-1199', 'j-3', 'j-640']);
    for (const id of missing) await ledger.ack(id);
    expect(await ledger.undelivered('completed', 500)).toEqual([]);
    await redis.zadd(`${prefix}:judge:completed`, now + 1, 'j-new');
    expect(await ledger.undelivered('completed', 500)).toEqual(['j-new']);
    expect(await ledger.undelivered('failed', 500)).toEqual([]);
  });
});
