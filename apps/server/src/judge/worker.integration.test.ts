/**
 * Scale-out mode end to end: the server's judge plugin only produces BullMQ jobs on Redis, a `katana worker` (run
 * in-process here, same code as the command) judges them in the real sandbox, and the HTTP request gets the result.
 * Needs TEST_REDIS_URL; skipped with a notice without it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, uniquePrefix, waitFor } from '@katana/judge/test-support';
import type { TestApp } from '../test/test-app.ts';
import { signUp } from '../test/auth-helpers.ts';
import { createJudgeTestApp } from './judge-test-app.test-support.ts';
import { startJudgeWorker, type WorkerRun } from './worker.ts';
import { problemStore } from '../judged-submission-hooks.ts';
import type { ReconnectingQueue } from './reconnecting-queue.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.warn('[judge worker] TEST_REDIS_URL is unset: skipping the scale-out tests');

describe.skipIf(!REDIS_URL)('katana worker with the BullMQ queue', () => {
  const prefix = uniquePrefix('judge-worker');
  // Short recovery timings only matter for crashed workers; the defaults keep this test honest.
  const settings = { prefix };
  const judgeOptions = { queue: settings, service: { pollMs: 200 } };
  let t: TestApp;
  let worker: WorkerRun | undefined;
  let authorization: string;

  beforeAll(async () => {
    t = await createJudgeTestApp({ REDIS_URL: REDIS_URL! }, judgeOptions);
    // The producer connects in the background (the API does not wait for Redis to start).
    await waitFor(
      () => (t.app.judge.queue as ReconnectingQueue<unknown, unknown>).connected,
      'the queue to connect',
    );
    authorization = `Token ${(await signUp(t.app)).session.token}`;
  });
  afterAll(async () => {
    await worker?.worker.close({ graceMs: 1000 });
    await t?.close();
    await deleteKeys(REDIS_URL!, prefix);
  });

  it('reports no worker in /api/health until one connects; the API node itself needs no sandbox', async () => {
    const health = (await t.app.inject({ url: '/api/health' })).json().data;
    expect(health.queue).toMatchObject({ engine: 'bullmq', ok: false, workers: 0 });
    expect(health.sandbox).toMatchObject({ ok: true, judges_here: false });
  });

  it('judges an online-compiler run in the worker and answers the HTTP request with its result', async () => {
    worker = await startJudgeWorker({
      store: problemStore,
      env: { REDIS_URL: REDIS_URL!, NODE_ENV: 'test', LOG_LEVEL: 'silent', JUDGE_CONCURRENCY: '1' },
      handleSignals: false,
      settings,
    });
    expect(worker.worker.concurrency).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/judge/run',
      headers: { authorization },
      payload: {
        language: 'cpp',
        source: '#include <cstdio>\nint main(){int a,b;std::scanf("%d%d",&a,&b);std::printf("%d",a*b);}',
        stdin: '6 7',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      verdict: 'CORRECT_ANSWER',
      run: { stdout: '42', outcome: 'OK' },
    });

    const health = (await t.app.inject({ url: '/api/health' })).json().data;
    expect(health.queue).toMatchObject({ engine: 'bullmq', ok: true, workers: 1, capacity: 1 });
  });

  it('answers requests on every API node, though each result event is handed to only one node', async () => {
    // Same database is not needed: the session token is checked by each node against its own test database,
    // so the second node gets its own signed-in user.
    const second = await createJudgeTestApp({ REDIS_URL: REDIS_URL! }, judgeOptions);
    await waitFor(
      () => (second.app.judge.queue as ReconnectingQueue<unknown, unknown>).connected,
      'the second queue to connect',
    );
    const secondAuth = `Token ${(await signUp(second.app)).session.token}`;
    try {
      const nodes = [
        { node: t, auth: authorization },
        { node: second, auth: secondAuth },
      ];
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          nodes[i % 2]!.node.app.inject({
            method: 'POST',
            url: '/api/v1/judge/run',
            headers: { authorization: nodes[i % 2]!.auth },
            payload: { language: 'python', source: 'print(int(input()) * 2)', stdin: String(i) },
          }),
        ),
      );
      expect(answers.map((a) => a.json().data.run.stdout)).toEqual(['0\n', '2\n', '4\n', '6\n']);
    } finally {
      await second.close();
    }
  });

  it('stops gracefully: close resolves the exit code 0', async () => {
    await worker!.worker.close({ graceMs: 1000 });
    await expect(worker!.stopped).resolves.toBe(0);
    worker = undefined;
  });
});
