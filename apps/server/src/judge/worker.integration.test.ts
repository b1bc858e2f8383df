/**
 * Scale-out mode end to end: the server's judge plugin only produces BullMQ jobs on Redis, a `katana worker` (run
 * in-process here, same code as the command) judges them in the real sandbox, and the HTTP request gets the result.
 * Needs TEST_REDIS_URL; skipped with a notice without it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, uniquePrefix } from '@katana/judge/queue/test-support';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import judgeRoute from '../routes/api/judge/judge.route.ts';
import judgePlugin from './judge.plugin.ts';
import { startJudgeWorker, type WorkerRun } from './worker.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.warn('[judge worker] TEST_REDIS_URL is unset: skipping the scale-out tests');

describe.skipIf(!REDIS_URL)('katana worker with the BullMQ queue', () => {
  const prefix = uniquePrefix('judge-worker');
  // Short recovery timings only matter for crashed workers; the defaults keep this test honest.
  const settings = { prefix };
  let t: TestApp;
  let worker: WorkerRun | undefined;

  beforeAll(async () => {
    t = await createTestApp(
      { REDIS_URL: REDIS_URL! },
      {
        register: async (app) => {
          await app.register(judgePlugin, { queue: settings, service: { pollMs: 200 } });
          await app.register(judgeRoute, { prefix: '/api/v1/judge' });
        },
      },
    );
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
      env: { REDIS_URL: REDIS_URL!, NODE_ENV: 'test', LOG_LEVEL: 'silent', JUDGE_CONCURRENCY: '1' },
      handleSignals: false,
      settings,
    });
    expect(worker.worker.concurrency).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/judge/run',
      payload: { language: 'cpp', source: '#include <cstdio>\nint main(){int a,b;std::scanf("%d%d",&a,&b);std::printf("%d",a*b);}', stdin: '6 7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ verdict: 'CORRECT_ANSWER', run: { stdout: '42', outcome: 'OK' } });

    const health = (await t.app.inject({ url: '/api/health' })).json().data;
    expect(health.queue).toMatchObject({ engine: 'bullmq', ok: true, workers: 1, capacity: 1 });
  });

  it('answers requests on every API node, though each result event is handed to only one node', async () => {
    const second = await createTestApp(
      { REDIS_URL: REDIS_URL! },
      {
        register: async (app) => {
          await app.register(judgePlugin, { queue: settings, service: { pollMs: 200 } });
          await app.register(judgeRoute, { prefix: '/api/v1/judge' });
        },
      },
    );
    try {
      const nodes = [t, second, t, second];
      const answers = await Promise.all(
        nodes.map((node, i) =>
          node.app.inject({
            method: 'POST',
            url: '/api/v1/judge/run',
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
