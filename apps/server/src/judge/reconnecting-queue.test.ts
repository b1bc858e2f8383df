import { describe, expect, it } from 'vitest';
import { createJudgeQueue, type JudgeQueue } from '@katana/judge';
import { waitFor } from '@katana/judge/test-support';
import { QueueUnavailableError, ReconnectingQueue } from './reconnecting-queue.ts';

describe('ReconnectingQueue', () => {
  it('refuses jobs while it cannot connect, retries, then delivers to listeners registered before', async () => {
    let attempts = 0;
    const errors: string[] = [];
    const queue = new ReconnectingQueue<{ n: number }, number>(
      async () => {
        attempts++;
        if (attempts < 3) throw new Error(`ECONNREFUSED #${attempts}`);
        // Stands in for the BullMQ producer once Redis answers.
        return createJudgeQueue<{ n: number }, number>({ handler: async (job) => job.data.n * 2 });
      },
      { retryMs: 5, onConnectError: (err) => errors.push(err.message) },
    );
    const results: number[] = [];
    queue.on('completed', ({ result }) => void results.push(result));

    await expect(
      queue.enqueue({ id: 'early', data: { n: 1 } }, { priority: 'practice' }),
    ).rejects.toBeInstanceOf(QueueUnavailableError);
    expect(await queue.getJob('early')).toBeNull();

    await waitFor(() => queue.connected, 'the third attempt to connect');
    expect(errors).toEqual(['ECONNREFUSED #1', 'ECONNREFUSED #2']);
    await queue.enqueue({ id: 'later', data: { n: 21 } }, { priority: 'practice' });
    await waitFor(() => results.length === 1, 'the result');
    expect(results).toEqual([42]);
    await queue.close();
  });

  it('reports the last connection error in health until connected', async () => {
    const queue = new ReconnectingQueue<unknown, unknown>(async () => {
      throw new Error('Redis at 127.0.0.1:9 did not answer within 10000 ms');
    });
    await waitFor(async () => (await queue.health()).error?.startsWith('Redis at'), 'the first failure');
    expect(await queue.health()).toEqual({
      engine: 'bullmq',
      ok: false,
      waiting: 0,
      active: 0,
      workers: 0,
      capacity: 0,
      error: 'Redis at 127.0.0.1:9 did not answer within 10000 ms',
    });
    await queue.close();
  });

  it('closes a connection that succeeds only after close', async () => {
    let release!: (q: JudgeQueue<unknown, unknown>) => void;
    const late = createJudgeQueue<unknown, unknown>({ handler: async () => null });
    const queue = new ReconnectingQueue<unknown, unknown>(
      () => new Promise((resolve) => (release = resolve)),
    );
    await queue.close();
    const inner = await late;
    release(inner);
    await expect(
      waitFor(async () => {
        try {
          await inner.enqueue({ id: 'x', data: null }, { priority: 'practice' });
          return false;
        } catch {
          return true; // closed: refuses jobs
        }
      }, 'the late connection to be closed'),
    ).resolves.toBe(true);
  });
});
