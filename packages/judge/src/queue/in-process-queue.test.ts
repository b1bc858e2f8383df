import { afterEach, describe, expect, it } from 'vitest';
import { InProcessJudgeQueue } from './in-process-queue.ts';
import { deferred, waitFor, type Deferred } from './test-support.ts';
import type { CompletedEvent, FailedEvent, JudgeHandler, JudgePriority, ProgressEvent } from './types.ts';

type Data = { n: number };
const queues: InProcessJudgeQueue<Data, string>[] = [];

function makeQueue(handler: JudgeHandler<Data, string>, concurrency = 1) {
  const queue = new InProcessJudgeQueue<Data, string>({ handler, concurrency });
  queues.push(queue);
  return queue;
}

/** A handler whose jobs block until the test releases them, recording start order and parallelism. */
function gatedHandler() {
  const started: string[] = [];
  const gates = new Map<string, Deferred>();
  let inFlight = 0;
  let maxInFlight = 0;
  const handler: JudgeHandler<Data, string> = async (job) => {
    started.push(job.id);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const gate = deferred();
    gates.set(job.id, gate);
    try {
      await gate.promise;
      return `done ${job.id}`;
    } finally {
      inFlight -= 1;
    }
  };
  const release = (id: string) => gates.get(id)?.resolve();
  return { handler, started, release, gates, maxInFlight: () => maxInFlight };
}

afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.close({ graceMs: 0 })));
});

describe('InProcessJudgeQueue priorities', () => {
  it('runs a waiting contest job before practice jobs queued earlier, then practice before rejudge, FIFO within one', async () => {
    const g = gatedHandler();
    const queue = makeQueue(g.handler, 1);
    await queue.enqueue({ id: 'busy', data: { n: 0 } }, { priority: 'practice' });
    await waitFor(() => g.gates.has('busy'), 'the first job to start');
    const order: [string, JudgePriority][] = [
      ['r1', 'rejudge'],
      ['p1', 'practice'],
      ['p2', 'practice'],
      ['c1', 'contest'],
      ['r2', 'rejudge'],
      ['c2', 'contest'],
    ];
    for (const [id, priority] of order) await queue.enqueue({ id, data: { n: 1 } }, { priority });

    const done: string[] = [];
    queue.on('completed', (e) => void done.push(e.jobId));
    for (const id of ['busy', 'c1', 'c2', 'p1', 'p2', 'r1', 'r2']) {
      await waitFor(() => g.gates.has(id), `${id} to start`);
      g.release(id);
    }
    await waitFor(() => done.length === 7, 'all jobs to complete');
    expect(g.started).toEqual(['busy', 'c1', 'c2', 'p1', 'p2', 'r1', 'r2']);
  });
});

describe('InProcessJudgeQueue fairness between learners', () => {
  it("runs another learner's first job before one learner's second and third", async () => {
    const g = gatedHandler();
    const queue = makeQueue(g.handler, 1);
    const enqueue = (id: string, owner: string) =>
      queue.enqueue({ id, data: { n: 1 } }, { priority: 'practice', owner });
    await enqueue('a1', 'user:a');
    await waitFor(() => g.gates.has('a1'), 'the first job to start');
    await enqueue('a2', 'user:a');
    await enqueue('a3', 'user:a');
    await enqueue('b1', 'user:b');
    await enqueue('c1', 'user:c');
    await enqueue('b2', 'user:b');

    for (const id of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) {
      await waitFor(() => g.gates.has(id), `${id} to start`);
      g.release(id);
    }
    await waitFor(
      () => g.started.length === 6 && queue.stats().then((s) => s.active === 0),
      'all jobs to finish',
    );
    expect(g.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);

    // Finished jobs no longer count: the learner's next job ranks first again.
    await enqueue('d1', 'user:d');
    await enqueue('d2', 'user:d');
    await enqueue('a4', 'user:a');
    for (const id of ['d1', 'a4', 'd2']) {
      await waitFor(() => g.gates.has(id), `${id} to start`);
      g.release(id);
    }
    expect(g.started.slice(6)).toEqual(['d1', 'a4', 'd2']);
  });
});

describe('InProcessJudgeQueue concurrency', () => {
  it('never runs more handlers at once than its concurrency, and reports the rest as waiting', async () => {
    const g = gatedHandler();
    const queue = makeQueue(g.handler, 2);
    for (let i = 0; i < 6; i++)
      await queue.enqueue({ id: `s${i}`, data: { n: i } }, { priority: 'practice' });
    await waitFor(() => g.started.length === 2, 'two jobs to start');
    expect(await queue.stats()).toMatchObject({ waiting: 4, active: 2, completed: 0, capacity: 2 });

    for (let i = 0; i < 6; i++) {
      await waitFor(() => g.gates.has(`s${i}`), `s${i} to start`);
      g.release(`s${i}`);
    }
    await waitFor(async () => (await queue.stats()).completed === 6, 'six completions');
    expect(g.maxInFlight()).toBe(2);
    expect(await queue.stats()).toMatchObject({ waiting: 0, active: 0, completed: 6, failed: 0 });
  });

  it('defaults its concurrency to the number of cores', () => {
    const queue = makeQueue(async () => 'x');
    const defaulted = new InProcessJudgeQueue<Data, string>({ handler: async () => 'x' });
    queues.push(defaulted);
    expect(queue.concurrency).toBe(1);
    expect(defaulted.concurrency).toBeGreaterThanOrEqual(1);
  });
});

describe('InProcessJudgeQueue dedup', () => {
  it('judges a submission once when the same id is enqueued twice, before and after it finished', async () => {
    let calls = 0;
    const queue = makeQueue(async (job) => {
      calls += 1;
      return `verdict ${job.data.n}`;
    });
    const completed: CompletedEvent<string>[] = [];
    queue.on('completed', (e) => void completed.push(e));

    const first = await queue.enqueue({ id: 'sub-42', data: { n: 1 } }, { priority: 'practice' });
    const second = await queue.enqueue({ id: 'sub-42', data: { n: 2 } }, { priority: 'contest' });
    await waitFor(() => completed.length === 1, 'the completion');
    const third = await queue.enqueue({ id: 'sub-42', data: { n: 3 } }, { priority: 'practice' });

    expect([first.deduplicated, second.deduplicated, third.deduplicated]).toEqual([false, true, true]);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(1);
    expect(completed).toEqual([{ jobId: 'sub-42', result: 'verdict 1', attempt: 1 }]);
    expect(await queue.getJob('sub-42')).toMatchObject({
      state: 'completed',
      result: 'verdict 1',
      priority: 'practice',
    });
  });

  it('rejects ids BullMQ could not store, so both engines accept the same ids', async () => {
    const queue = makeQueue(async () => 'x');
    await expect(queue.enqueue({ id: 'a:b', data: { n: 1 } }, { priority: 'practice' })).rejects.toThrow(
      /Invalid judge job id/,
    );
    await expect(queue.enqueue({ id: '', data: { n: 1 } }, { priority: 'practice' })).rejects.toThrow(
      /Invalid judge job id/,
    );
  });
});

describe('InProcessJudgeQueue progress', () => {
  it('publishes started, then every stage the handler reports, in order, and keeps the last one on the job', async () => {
    const queue = makeQueue(async (_job, ctx) => {
      await ctx.reportProgress({ stage: 'compiled' });
      for (let test = 1; test <= 3; test++) {
        await ctx.reportProgress({
          stage: 'executed',
          test,
          tests: 3,
          status: test === 3 ? 'NO_MATCH' : 'MATCH',
        });
      }
      return 'WRONG_ANSWER';
    });
    const events: ProgressEvent[] = [];
    queue.on('progress', (e) => void events.push(e));
    const completed = deferred<CompletedEvent<string>>();
    queue.on('completed', (e) => completed.resolve(e));

    await queue.enqueue({ id: 'p1', data: { n: 1 } }, { priority: 'practice' });
    expect((await completed.promise).result).toBe('WRONG_ANSWER');
    expect(events.map((e) => [e.jobId, e.event.stage, e.event.test ?? null, e.event.status ?? null])).toEqual(
      [
        ['p1', 'started', null, null],
        ['p1', 'compiled', null, null],
        ['p1', 'executed', 1, 'MATCH'],
        ['p1', 'executed', 2, 'MATCH'],
        ['p1', 'executed', 3, 'NO_MATCH'],
      ],
    );
    expect((await queue.getJob('p1'))?.progress).toEqual({
      stage: 'executed',
      test: 3,
      tests: 3,
      status: 'NO_MATCH',
    });
  });
});

describe('InProcessJudgeQueue failures', () => {
  it('emits failed with the handler error message and keeps judging the next jobs', async () => {
    const queue = makeQueue(async (job) => {
      if (job.data.n === 1) throw new Error('sandbox unavailable: bwrap not found');
      return 'ok';
    });
    const failed: FailedEvent[] = [];
    const completed: string[] = [];
    queue.on('failed', (e) => void failed.push(e));
    queue.on('completed', (e) => void completed.push(e.jobId));

    await queue.enqueue({ id: 'bad', data: { n: 1 } }, { priority: 'practice' });
    await queue.enqueue({ id: 'good', data: { n: 2 } }, { priority: 'practice' });
    await waitFor(() => completed.length === 1, 'the good job');

    expect(failed).toEqual([{ jobId: 'bad', error: 'sandbox unavailable: bwrap not found', attempt: 1 }]);
    expect(await queue.getJob('bad')).toMatchObject({
      state: 'failed',
      error: 'sandbox unavailable: bwrap not found',
    });
    expect(await queue.stats()).toMatchObject({ completed: 1, failed: 1 });
  });

  it('reports a throwing completed listener as an error without losing the job', async () => {
    const queue = makeQueue(async () => 'ok');
    const errors: Error[] = [];
    queue.on('error', (err) => void errors.push(err));
    queue.on('completed', () => {
      throw new Error('db write failed');
    });
    await queue.enqueue({ id: 'x1', data: { n: 1 } }, { priority: 'practice' });
    await waitFor(() => errors.length === 1, 'the listener error');
    expect(errors[0]?.message).toBe('db write failed');
    expect((await queue.getJob('x1'))?.state).toBe('completed');
  });
});

describe('InProcessJudgeQueue close', () => {
  it('refuses new jobs and aborts a running handler once the grace period is over', async () => {
    const aborted = deferred<string>();
    const queue = makeQueue(
      (_job, ctx) =>
        new Promise((_resolve, reject) => {
          ctx.signal.addEventListener('abort', () => {
            aborted.resolve(String((ctx.signal.reason as Error).message));
            reject(new Error('killed'));
          });
        }),
    );
    await queue.enqueue({ id: 'long', data: { n: 1 } }, { priority: 'practice' });
    await waitFor(async () => (await queue.stats()).active === 1, 'the job to run');

    await queue.close({ graceMs: 20 });
    expect(await aborted.promise).toBe('judge queue closed');
    await expect(queue.enqueue({ id: 'late', data: { n: 1 } }, { priority: 'practice' })).rejects.toThrow(
      /closed/,
    );
    expect(await queue.health()).toMatchObject({ engine: 'in-process', ok: false });
  });
});
