/**
 * Real `katana worker`-like processes (./fixtures/hanging-worker.ts) that die or are stopped while judging: their
 * jobs must be judged to completion exactly once by another worker, and none may be lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createJudgeQueue, startWorker } from './create-judge-queue.ts';
import { TEST_REDIS_URL } from './redis-test-env.ts';
import { deleteKeys, uniquePrefix, waitFor } from './test-support.ts';
import type { CompletedEvent, FailedEvent, JudgeQueue, ProgressEvent } from './types.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/hanging-worker.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Short lock so the test recovers in seconds; production keeps BullMQ's 30 s. */
const LOCK_MS = 3000;
/** All workers of a queue must share it: a stalled check blocks the others' checks for its own interval. */
const STALLED_MS = 500;

type Data = { n: number };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function spawnWorker(redisUrl: string, prefix: string, graceMs = 30_000) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      QUEUE_TEST_REDIS_URL: redisUrl,
      QUEUE_TEST_PREFIX: prefix,
      QUEUE_TEST_LOCK_MS: String(LOCK_MS),
      QUEUE_TEST_STALLED_MS: String(STALLED_MS),
      QUEUE_TEST_CONCURRENCY: '2',
      QUEUE_TEST_GRACE_MS: String(graceMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const ready = waitFor(() => out.includes('ready '), 'the worker process to connect', 20_000);
  return { child, ready, exited, output: () => out };
}

/** A producer (API node) recording every event, plus five jobs of which the child worker takes two. */
async function scenario(label: string) {
  const redisUrl = TEST_REDIS_URL!;
  const prefix = uniquePrefix(label);
  cleanups.push(() => deleteKeys(redisUrl, prefix));
  const settings = { redisUrl, prefix, sweepIntervalMs: 300, retainMs: 120_000, deliveryWindowMs: 60_000 };
  const queue: JudgeQueue<Data, string> = await createJudgeQueue<Data, string>(settings);
  cleanups.push(() => queue.close({ graceMs: 0 }));
  const progress: ProgressEvent[] = [];
  const completed: CompletedEvent<string>[] = [];
  const failed: FailedEvent[] = [];
  queue.on('progress', (e) => void progress.push(e));
  queue.on('completed', (e) => void completed.push(e));
  queue.on('failed', (e) => void failed.push(e));

  const ids = ['a1', 'a2', 'a3', 'a4', 'a5'];
  const enqueueAll = async () => {
    for (const id of ids)
      await queue.enqueue({ id, data: { n: Number(id.slice(1)) } }, { priority: 'practice' });
  };
  /** Jobs whose handler is running on the child (it reported `compiled` and then hangs). */
  const onChild = () => progress.filter((e) => e.event.stage === 'compiled').map((e) => e.jobId);

  const runs = new Map<string, number[]>();
  const startRescuer = async () => {
    const rescuer = await startWorker<Data, string>({
      ...settings,
      lockDurationMs: LOCK_MS,
      stalledIntervalMs: STALLED_MS,
      concurrency: 2,
      handleSignals: false,
      handler: async (job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), job.attempt]);
        return `judged ${job.id} n=${job.data.n}`;
      },
    });
    cleanups.push(() => rescuer.close({ graceMs: 0 }));
  };

  /** Every job completed once with its own result, none failed, each judged once by the rescuer. */
  const expectAllJudgedOnce = async (interrupted: string[]) => {
    // On timeout, say where each job is stuck rather than just "timed out".
    await waitFor(() => completed.length === ids.length, 'all jobs to complete', 15_000).catch(
      async (err: Error) => {
        const states = await Promise.all(ids.map(async (id) => `${id}=${(await queue.getJob(id))?.state}`));
        throw new Error(
          `${err.message}; states ${states.join(' ')}; rescuer ran ${JSON.stringify([...runs])}`,
        );
      },
    );
    await new Promise((r) => setTimeout(r, 800)); // a few delivery sweeps: no duplicate may follow
    expect(completed.map((e) => e.jobId).sort()).toEqual(ids);
    expect(failed).toEqual([]);
    for (const e of completed) expect(e.result).toBe(`judged ${e.jobId} n=${Number(e.jobId.slice(1))}`);
    expect([...runs.keys()].sort()).toEqual(ids);
    for (const id of ids) expect(runs.get(id)).toEqual([interrupted.includes(id) ? 2 : 1]);
    expect(await queue.stats()).toMatchObject({ waiting: 0, active: 0, completed: ids.length, failed: 0 });
  };

  return { redisUrl, prefix, queue, enqueueAll, onChild, startRescuer, expectAllJudgedOnce };
}

describe.skipIf(!TEST_REDIS_URL)('BullMQ worker processes (needs TEST_REDIS_URL)', () => {
  it('recovers the jobs of a worker SIGKILLed mid-job and judges every job exactly once', async () => {
    const s = await scenario('kill');
    const doomed = spawnWorker(s.redisUrl, s.prefix);
    await doomed.ready;
    await s.enqueueAll();
    await waitFor(() => s.onChild().length === 2, 'the child to be mid-job on two jobs');
    const interrupted = s.onChild();
    expect(await s.queue.stats()).toMatchObject({ active: 2, waiting: 3, workers: 1 });

    doomed.child.kill('SIGKILL');
    expect(await doomed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Nothing released the jobs: they are still "active" under a lock that will expire.
    expect(await s.queue.stats()).toMatchObject({ active: 2 });

    await s.startRescuer();
    await s.expectAllJudgedOnce(interrupted);
  });

  it('on SIGTERM, hands running jobs back to the queue after the grace period and exits cleanly', async () => {
    const s = await scenario('term');
    const stopping = spawnWorker(s.redisUrl, s.prefix, 200);
    await stopping.ready;
    await s.enqueueAll();
    await waitFor(() => s.onChild().length === 2, 'the child to be mid-job on two jobs');
    const interrupted = s.onChild();

    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toEqual({ code: 0, signal: null });
    expect(stopping.output()).toContain('closed');
    // Released at once, not left to lock expiry: both are waiting again before any stalled check could run.
    expect(await s.queue.stats()).toMatchObject({ active: 0, waiting: 5, workers: 0 });

    await s.startRescuer();
    await s.expectAllJudgedOnce(interrupted);
  });
});
