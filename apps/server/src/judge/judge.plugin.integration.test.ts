/**
 * The judge plugin's behaviour around the judging itself, with a stand-in handler so each case controls what the
 * "worker" does: failures, a full queue, rate limits, shutdown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Verdict } from '@katana/shared/verdicts';
import type { TestApp } from '../test/test-app.ts';
import { signUp } from '../test/auth-helpers.ts';
import { JUDGE_RUN_RATE_LIMIT_PER_MINUTE } from './judge.routes.ts';
import type { JudgePluginOptions } from './judge.plugin.ts';
import { createJudgeTestApp } from './judge-test-app.test-support.ts';
import { JudgeUnavailableError } from './judge.service.ts';
import type { JudgeJobHandler } from './judge-job-handler.ts';
import type { RunJobData, RunJobResult } from './judge-job.ts';

const echoResult = (stdout: string): RunJobResult => ({
  language: 'python',
  verdict: Verdict.CORRECT_ANSWER,
  status: 'MATCH',
  message: 'ran within the limits',
  compile: { ok: true, message: '' },
  run: {
    outcome: 'OK',
    exit_code: 0,
    signal: null,
    cpu_time_ms: 1,
    wall_time_ms: 2,
    peak_memory_kb: 3,
    stdout,
    stderr: '',
    truncated: false,
  },
  limits: { time_limit_s: 2, memory_limit_mb: 256 },
});

const echo: JudgeJobHandler = async (job) => echoResult((job.data as RunJobData).stdin);

describe('judge plugin', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  let authorization = '';
  async function appWith(options: JudgePluginOptions): Promise<TestApp> {
    const app = await createJudgeTestApp({}, options);
    t = app;
    authorization = `Token ${(await signUp(app.app)).session.token}`;
    return app;
  }
  const post = (app: TestApp, stdin = 'hi') =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/judge/run',
      headers: { authorization },
      payload: { language: 'python', source: 'x', stdin },
    });

  it('hands the job to the handler with the request limits and answers with its result', async () => {
    const seen: unknown[] = [];
    const app = await appWith({
      handler: async (job, ctx) => {
        seen.push({ data: job.data, priority: job.priority });
        await ctx.reportProgress({ stage: 'compiled' });
        return echoResult('out');
      },
    });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/v1/judge/run',
      headers: { authorization },
      payload: { language: 'python', source: 'print(1)', time_limit_s: 1.5, memory_limit_mb: 64 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.run.stdout).toBe('out');
    expect(seen).toEqual([
      {
        data: {
          kind: 'run',
          language: 'python',
          source: 'print(1)',
          stdin: '',
          timeLimitS: 1.5,
          memoryLimitMb: 64,
        },
        priority: 'practice',
      },
    ]);
  });

  it('answers 500 in the envelope when the handler fails, without its message', async () => {
    const app = await appWith({
      handler: async () => {
        throw new Error('disk full at /var/lib/secret');
      },
    });
    const res = await post(app);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, error: { code: 500, message: 'Internal Server Error.' } });
  });

  it('answers 503 while too many jobs wait, and 503 when the result does not come in time', async () => {
    const busy = await appWith({ handler: echo, service: { maxWaiting: 0 } });
    const full = await post(busy);
    expect(full.statusCode).toBe(503);
    expect(full.json().error.message).toBe('The judge is busy, please try again in a minute.');
    await busy.close();

    // Never answers by itself; gives up only when the app closes and aborts it.
    const hanging: JudgeJobHandler = (_job, ctx) =>
      new Promise((_resolve, reject) =>
        ctx.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const slow = await appWith({ handler: hanging, service: { runTimeoutMs: 50 }, closeGraceMs: 10 });
    const late = await post(slow);
    expect(late.statusCode).toBe(503);
    expect(late.json().error.message).toBe('The judge did not answer in time, please try again.');
  });

  it('answers 503 when nothing can judge, instead of a confusing compile error', async () => {
    const app = await appWith({ handler: echo, service: { unavailableReason: () => 'bwrap not found' } });
    const res = await post(app);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('The judge is not available on this server.');
  });

  it(`limits each address to ${JUDGE_RUN_RATE_LIMIT_PER_MINUTE} runs a minute`, async () => {
    const app = await appWith({ handler: echo });
    const codes: number[] = [];
    for (let i = 0; i <= JUDGE_RUN_RATE_LIMIT_PER_MINUTE; i++) codes.push((await post(app)).statusCode);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // The language list is not a judged run and keeps answering.
    expect((await app.app.inject({ url: '/api/v1/judge/languages' })).statusCode).toBe(200);
  });

  it('starts and keeps answering while Redis is down; runs are refused as unavailable until it is back', async () => {
    const app = await createJudgeTestApp({ REDIS_URL: 'redis://127.0.0.1:9' }, {});
    t = app;
    const health = (await app.app.inject({ url: '/api/health' })).json().data;
    expect(health.queue).toMatchObject({ engine: 'bullmq', ok: false, workers: 0 });
    expect(health.queue.error).toEqual(expect.any(String));
    const run = { language: 'python', source: 'print(1)', stdin: '', timeLimitS: 1, memoryLimitMb: 64 };
    await expect(app.app.judge.run(1, run)).rejects.toBeInstanceOf(JudgeUnavailableError);
  });

  it('replaces the queue health entry with live numbers and stops taking jobs on close', async () => {
    const app = await appWith({ handler: echo, concurrency: 3 });
    const health = (await app.app.inject({ url: '/api/health' })).json().data;
    expect(health.queue).toEqual({
      ok: true,
      engine: 'in-process',
      waiting: 0,
      active: 0,
      workers: 1,
      capacity: 3,
    });
    const queue = app.app.judge.queue;
    await app.close();
    t = undefined;
    const late = {
      kind: 'run',
      language: 'c',
      source: '',
      stdin: '',
      timeLimitS: 1,
      memoryLimitMb: 64,
    } as const;
    await expect(queue.enqueue({ id: 'late', data: late }, { priority: 'practice' })).rejects.toThrow();
  });
});
