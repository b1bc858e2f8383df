import { afterEach, describe, expect, it } from 'vitest';
import { BullmqJudgeQueue } from './bullmq-queue.ts';
import { createJudgeQueue, startWorker, type WorkerHandle } from './create-judge-queue.ts';
import { toBullmqJobId } from './job-id.ts';
import { bullmqPriority } from './priority.ts';
import { TEST_REDIS_URL } from './redis-test-env.ts';
import { deferred, deleteKeys, uniquePrefix, waitFor } from './test-support.ts';
import type { CompletedEvent, FailedEvent, JudgeHandler, JudgeQueue, ProgressEvent } from './types.ts';

type Data = { n: number };
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Producer + worker settings of one test: its own prefix, fast delivery sweeps. */
function setup(label: string) {
  const redisUrl = TEST_REDIS_URL!;
  const prefix = uniquePrefix(label);
  cleanups.push(() => deleteKeys(redisUrl, prefix));
  const settings = { redisUrl, prefix, sweepIntervalMs: 300, retainMs: 120_000, deliveryWindowMs: 60_000 };
  const producer = async () => {
    const queue = (await createJudgeQueue<Data, string>(settings)) as BullmqJudgeQueue<Data, string>;
    cleanups.push(() => queue.close({ graceMs: 0 }));
    return queue;
  };
  const worker = async (handler: JudgeHandler<Data, string>, concurrency = 1): Promise<WorkerHandle> => {
    const handle = await startWorker<Data, string>({
      ...settings,
      handler,
      concurrency,
      handleSignals: false,
    });
    cleanups.push(() => handle.close({ graceMs: 0 }));
    return handle;
  };
  return { producer, worker, settings };
}

function collect(queue: JudgeQueue<Data, string>) {
  const progress: ProgressEvent[] = [];
  const completed: CompletedEvent<string>[] = [];
  const failed: FailedEvent[] = [];
  queue.on('progress', (e) => void progress.push(e));
  queue.on('completed', (e) => void completed.push(e));
  queue.on('failed', (e) => void failed.push(e));
  return { progress, completed, failed };
}

describe.skipIf(!TEST_REDIS_URL)('BullMQ judge queue (needs TEST_REDIS_URL)', () => {
  it('judges an enqueued job on a worker and the producer sees every stage, then the result', async () => {
    const t = setup('flow');
    const queue = await t.producer();
    const seen = collect(queue);
    await t.worker(async (job, ctx) => {
      await ctx.reportProgress({ stage: 'compiled' });
      await ctx.reportProgress({ stage: 'executed', test: 1, tests: 2, status: 'MATCH' });
      await ctx.reportProgress({ stage: 'executed', test: 2, tests: 2, status: 'MATCH' });
      return `CORRECT_ANSWER for ${job.id} (n=${job.data.n}, ${job.priority})`;
    });

    expect(await queue.enqueue({ id: '17', data: { n: 5 } }, { priority: 'contest' })).toEqual({
      jobId: '17',
      deduplicated: false,
    });
    await waitFor(() => seen.completed.length === 1, 'the completion');

    expect(seen.completed).toEqual([
      { jobId: '17', result: 'CORRECT_ANSWER for 17 (n=5, contest)', attempt: 1 },
    ]);
    expect(
      seen.progress.map(
        (e) => `${e.jobId}:${e.event.stage}${e.event.test ? ` ${e.event.test}/${e.event.tests}` : ''}`,
      ),
    ).toEqual(['17:started', '17:compiled', '17:executed 1/2', '17:executed 2/2']);
    expect(await queue.getJob('17')).toMatchObject({
      id: '17',
      state: 'completed',
      priority: 'contest',
      data: { n: 5 },
      result: 'CORRECT_ANSWER for 17 (n=5, contest)',
      progress: { stage: 'executed', test: 2 },
      attempt: 1,
    });
    expect(await queue.getJob('nope')).toBeNull();
  });

  it('runs contest before practice before rejudge, FIFO within a priority', async () => {
    const t = setup('prio');
    const queue = await t.producer();
    const seen = collect(queue);
    const enqueue = [
      ['r1', 'rejudge'],
      ['p1', 'practice'],
      ['c1', 'contest'],
      ['p2', 'practice'],
      ['r2', 'rejudge'],
      ['c2', 'contest'],
    ] as const;
    for (const [id, priority] of enqueue) await queue.enqueue({ id, data: { n: 0 } }, { priority });
    expect((await queue.stats()).waiting).toBe(6);

    const order: string[] = [];
    await t.worker(async (job) => {
      order.push(job.id);
      return 'ok';
    });
    await waitFor(() => seen.completed.length === 6, 'six completions');
    expect(order).toEqual(['c1', 'c2', 'p1', 'p2', 'r1', 'r2']);
  });

  it("runs another learner's first job before one learner's second and third, within a priority", async () => {
    const t = setup('fair');
    const queue = await t.producer();
    const seen = collect(queue);
    const enqueue = [
      ['a1', 'user:a', 'practice'],
      ['a2', 'user:a', 'practice'],
      ['a3', 'user:a', 'practice'],
      ['b1', 'user:b', 'practice'],
      ['c1', 'user:c', 'practice'],
      ['b2', 'user:b', 'practice'],
      ['r1', 'user:r', 'rejudge'],
      ['x1', 'user:x', 'contest'],
    ] as const;
    for (const [id, owner, priority] of enqueue)
      await queue.enqueue({ id, data: { n: 0 } }, { priority, owner });

    const order: string[] = [];
    await t.worker(async (job) => {
      order.push(`${job.id}:${job.priority}`);
      return 'ok';
    });
    await waitFor(() => seen.completed.length === 8, 'eight completions');
    expect(order).toEqual([
      'x1:contest',
      'a1:practice',
      'b1:practice',
      'c1:practice',
      'a2:practice',
      'b2:practice',
      'a3:practice',
      'r1:rejudge',
    ]);

    // Finished jobs no longer count: the learner's next job ranks first again.
    await queue.enqueue({ id: 'a4', data: { n: 0 } }, { priority: 'practice', owner: 'user:a' });
    await waitFor(() => seen.completed.length === 9, 'the ninth completion');
    expect((await queue.queue.getJob(toBullmqJobId('a4')))?.opts.priority).toBe(
      bullmqPriority('practice', 0),
    );
  });

  it('judges a submission once when the same id is enqueued again, waiting or finished', async () => {
    const t = setup('dedup');
    const queue = await t.producer();
    const seen = collect(queue);
    const first = await queue.enqueue({ id: 'sub-9', data: { n: 1 } }, { priority: 'practice' });
    const again = await queue.enqueue({ id: 'sub-9', data: { n: 2 } }, { priority: 'contest' });
    let calls = 0;
    await t.worker(async (job) => {
      calls += 1;
      return `n=${job.data.n}`;
    });
    await waitFor(() => seen.completed.length === 1, 'the completion');
    const afterwards = await queue.enqueue({ id: 'sub-9', data: { n: 3 } }, { priority: 'practice' });
    await new Promise((r) => setTimeout(r, 700)); // two sweeps: nothing more may arrive

    expect([first.deduplicated, again.deduplicated, afterwards.deduplicated]).toEqual([false, true, true]);
    expect(calls).toBe(1);
    expect(seen.completed).toEqual([{ jobId: 'sub-9', result: 'n=1', attempt: 1 }]);
  });

  it('hands each result to exactly one of several producers (API nodes), while progress reaches them all', async () => {
    const t = setup('deliver');
    const nodeA = await t.producer();
    const nodeB = await t.producer();
    const a = collect(nodeA);
    const b = collect(nodeB);
    await t.worker(async (job) => `done ${job.id}`, 2);
    for (let i = 0; i < 10; i++)
      await nodeA.enqueue({ id: `s${i}`, data: { n: i } }, { priority: 'practice' });
    await waitFor(() => a.completed.length + b.completed.length >= 10, 'ten completions');
    await new Promise((r) => setTimeout(r, 700)); // two sweeps: nothing more may arrive

    const all = [...a.completed, ...b.completed].map((e) => e.jobId).sort();
    expect(all).toEqual(Array.from({ length: 10 }, (_, i) => `s${i}`).sort());
    // Each node forwards progress to its own sockets, so progress is not deduplicated.
    expect(a.progress.filter((e) => e.event.stage === 'started')).toHaveLength(10);
    expect(b.progress.filter((e) => e.event.stage === 'started')).toHaveLength(10);
  });

  it('hands over a result that finished while no server was listening, once one subscribes', async () => {
    const t = setup('offline');
    const enqueuer = await t.producer(); // has no completed listener, like a server that is going down
    await t.worker(async () => 'CORRECT_ANSWER');
    await enqueuer.enqueue({ id: 'late', data: { n: 0 } }, { priority: 'practice' });
    await waitFor(async () => (await enqueuer.getJob('late'))?.state === 'completed', 'the job to finish');
    await new Promise((r) => setTimeout(r, 700));

    const restarted = await t.producer();
    const seen = collect(restarted);
    await waitFor(() => seen.completed.length === 1, 'the late delivery');
    await new Promise((r) => setTimeout(r, 700));
    expect(seen.completed).toEqual([{ jobId: 'late', result: 'CORRECT_ANSWER', attempt: 1 }]);
  });

  it('redelivers a result whose listener failed, once it succeeds', async () => {
    const t = setup('retry');
    const queue = await t.producer();
    const errors: Error[] = [];
    queue.on('error', (err) => void errors.push(err));
    let attempts = 0;
    const stored: string[] = [];
    queue.on('completed', async (e) => {
      attempts += 1;
      if (attempts === 1) throw new Error('database unavailable');
      stored.push(e.result);
    });
    await t.worker(async () => 'WRONG_ANSWER');
    await queue.enqueue({ id: 'w1', data: { n: 1 } }, { priority: 'practice' });
    await waitFor(() => stored.length === 1, 'the second delivery');
    await new Promise((r) => setTimeout(r, 700));
    expect(stored).toEqual(['WRONG_ANSWER']);
    expect(attempts).toBe(2);
    expect(errors.map((e) => e.message)).toEqual(['database unavailable']);
  });

  it('reports a handler error as failed with its message', async () => {
    const t = setup('fail');
    const queue = await t.producer();
    const seen = collect(queue);
    await t.worker(async () => {
      throw new Error('language kotlin unavailable: kotlinc not installed');
    });
    await queue.enqueue({ id: 'k1', data: { n: 1 } }, { priority: 'practice' });
    await waitFor(() => seen.failed.length === 1, 'the failure');
    expect(seen.failed).toEqual([
      { jobId: 'k1', error: 'language kotlin unavailable: kotlinc not installed', attempt: 1 },
    ]);
    expect(await queue.getJob('k1')).toMatchObject({
      state: 'failed',
      error: 'language kotlin unavailable: kotlinc not installed',
    });
    expect(seen.completed).toEqual([]);
  });

  it('reports health: not ok without workers, ok with the connected workers and their capacity', async () => {
    const t = setup('health');
    const queue = await t.producer();
    expect(await queue.health()).toMatchObject({
      engine: 'bullmq',
      ok: false,
      workers: 0,
      error: expect.stringMatching(/no judge worker/),
    });
    await t.worker(async () => 'ok', 3);
    await t.worker(async () => 'ok', 2);
    expect(await queue.health()).toMatchObject({
      engine: 'bullmq',
      ok: true,
      workers: 2,
      waiting: 0,
      active: 0,
    });
    expect(await queue.stats()).toMatchObject({ workers: 2, capacity: 5 });
  });

  it('on shutdown, hands a job that outlives the grace period back to the queue for another worker', async () => {
    const t = setup('release');
    const queue = await t.producer();
    const seen = collect(queue);
    const started = deferred();
    const aborted = deferred<string>();
    const first = await t.worker(
      (_job, ctx) =>
        new Promise((_resolve, reject) => {
          started.resolve();
          ctx.signal.addEventListener('abort', () => {
            aborted.resolve((ctx.signal.reason as Error).message);
            reject(new Error('aborted'));
          });
        }),
    );
    await queue.enqueue({ id: 'long', data: { n: 1 } }, { priority: 'contest' });
    await started.promise;

    await first.close({ graceMs: 100 });
    expect(await aborted.promise).toBe('worker shutting down');
    expect(await queue.getJob('long')).toMatchObject({ state: 'waiting', priority: 'contest' });

    await t.worker(async (job) => `judged on attempt ${job.attempt}`);
    await waitFor(() => seen.completed.length === 1, 'the second worker to finish it');
    expect(seen.completed[0]).toMatchObject({ jobId: 'long', result: 'judged on attempt 2' });
    expect(seen.failed).toEqual([]);
  });
});
