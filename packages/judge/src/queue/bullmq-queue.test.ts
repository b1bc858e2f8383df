import { describe, expect, it } from 'vitest';
import { createJudgeQueue } from './create-judge-queue.ts';
import { redisConnectionOptions, resolveBullmqSettings } from './bullmq-settings.ts';

describe('createJudgeQueue engine choice', () => {
  it('fails fast with the Redis address (never the password) when REDIS_URL does not answer', async () => {
    const started = Date.now();
    await expect(
      createJudgeQueue({ redisUrl: 'redis://:s3cret@127.0.0.1:1', connectTimeoutMs: 300 }),
    ).rejects.toThrow(/^Redis at 127\.0\.0\.1:1 did not answer within 300 ms$/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses an in-process queue without a handler, since nobody else would judge', async () => {
    await expect(createJudgeQueue({})).rejects.toThrow(/pass a handler/);
  });

  it('builds an in-process queue when no Redis is configured', async () => {
    const queue = await createJudgeQueue({ handler: async () => 'ok', concurrency: 3 });
    expect(await queue.health()).toEqual({
      engine: 'in-process',
      ok: true,
      waiting: 0,
      active: 0,
      workers: 1,
      capacity: 3,
    });
    await queue.close();
  });
});

describe('redisConnectionOptions', () => {
  it('reads host, port, credentials, database and TLS from the URL', () => {
    expect(redisConnectionOptions('rediss://judge:p%40ss@redis.internal:6380/2')).toEqual({
      host: 'redis.internal',
      port: 6380,
      username: 'judge',
      password: 'p@ss',
      db: 2,
      tls: {},
      maxRetriesPerRequest: null,
    });
    expect(redisConnectionOptions('redis://localhost')).toMatchObject({
      host: 'localhost',
      port: 6379,
      db: 0,
    });
  });

  it('rejects URLs that are not Redis', () => {
    expect(() => redisConnectionOptions('http://localhost:6379')).toThrow(/redis:\/\//);
  });
});

describe('resolveBullmqSettings', () => {
  it('keeps the delivery ledger shorter-lived than the jobs it guards', () => {
    expect(() =>
      resolveBullmqSettings({ redisUrl: 'redis://x', retainMs: 60_000, deliveryWindowMs: 40_000 }),
    ).toThrow(/deliveryWindowMs/);
    expect(resolveBullmqSettings({ redisUrl: 'redis://x' })).toMatchObject({
      queueName: 'judge',
      prefix: 'katana',
      lockDurationMs: 30_000,
    });
  });
});
