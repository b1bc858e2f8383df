/**
 * Scale-out end to end: two API nodes on one database, a `katana worker` (in-process, same code as the command)
 * judging from the BullMQ queue, and the socket.io Redis adapter. The learner's socket is on node B while the
 * submission is posted to node A: every progress event and the result still reach it, each exactly once.
 * Needs TEST_REDIS_URL (and runs on PostgreSQL with TEST_DATABASE_URL); skipped with a notice without it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, uniquePrefix, waitFor } from '@katana/judge/test-support';
import { buildApp, type App } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/auth-helpers.ts';
import { startJudgeWorker, type WorkerRun } from '../judge/worker.ts';
import { problemStore } from '../judged-submission-hooks.ts';
import type { ReconnectingQueue } from '../judge/reconnecting-queue.ts';
import { CPP_SUM_CORRECT, sumPackage } from '../judge/problem-package.test-support.ts';
import { insertCodeProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { connectSocket, submitAndFollow } from './socket.test-support.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.warn('[realtime scale-out] TEST_REDIS_URL is unset: skipping the scale-out tests');

describe.skipIf(!REDIS_URL)('realtime submission events across two API nodes and a worker', () => {
  const prefix = uniquePrefix('realtime');
  const options = {
    judge: { queue: { prefix }, service: { pollMs: 200 } },
    realtime: { adapterKey: prefix },
  };
  let a: TestApp;
  let b: App;
  let urlB: string;
  let worker: WorkerRun;
  let problem: ProblemRow;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: REDIS_URL! }, options);
    b = await buildApp({ config: a.config, database: a.testDb, logger: false, ...options });
    urlB = await b.listen({ port: 0, host: '127.0.0.1' });
    worker = await startJudgeWorker({
      store: problemStore,
      env: { REDIS_URL: REDIS_URL!, NODE_ENV: 'test', LOG_LEVEL: 'silent', JUDGE_CONCURRENCY: '1' },
      handleSignals: false,
      settings: { prefix },
      database: a.testDb,
    });
    for (const node of [a.app, b]) {
      await waitFor(
        () => (node.judge.queue as ReconnectingQueue<unknown, unknown>).connected,
        'the queue to connect',
      );
    }
    problem = await insertCodeProblem(a.app.db, sumPackage());
  });
  afterAll(async () => {
    await worker?.worker.close({ graceMs: 1000 });
    await b?.close();
    await a?.close();
    await deleteKeys(REDIS_URL!, prefix);
  });

  it('delivers the progress of a submission posted on node A to a socket on node B, once per event', async () => {
    const { session, data } = await signUp(a.app);
    const socket = await connectSocket(urlB, data.user.node_access_token as string);
    try {
      const { progress, result } = await submitAndFollow(
        a.app,
        socket,
        { authorization: `Token ${session.token}` },
        problem.slug,
        CPP_SUM_CORRECT,
      );
      const executed = progress.filter((e) => e.stage === 'executed');
      expect(executed.map((e) => [e.test, e.status])).toEqual([
        [1, 'MATCH'],
        [2, 'MATCH'],
        [3, 'MATCH'],
        [4, 'MATCH'],
        [5, 'MATCH'],
      ]);
      expect(progress.filter((e) => e.stage === 'started')).toHaveLength(1);
      expect(result).toMatchObject({
        state: 'DONE',
        status_message: 'CORRECT_ANSWER',
        points: { new_score: 80, user_score: 80, points_gained: 80 },
      });
    } finally {
      socket.close();
    }
    // A C++ compile and five tests through a separate worker process: minutes' worth of slack on a loaded machine.
  }, 120_000);
});
