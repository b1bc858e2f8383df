/**
 * A `katana worker` process dies (SIGKILL, like an OOM kill or a lost machine) while judging; its jobs must be
 * recovered by another worker through BullMQ's stalled-job detection and judged to completion exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createJudgeQueue, startWorker } from './create-judge-queue.ts';
import { deleteKeys, TEST_REDIS_URL, uniquePrefix, waitFor } from './test-support.ts';
import type { CompletedEvent, FailedEvent, JudgeQueue, ProgressEvent } from './types.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/hanging-worker.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Short lock so the test recovers in seconds; production keeps BullMQ's 30 s. */
const LOCK_MS = 1500;
/** All workers of a queue must share it: a stalled check blocks the others' checks for its own interval. */
const STALLED_MS = 500;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function spawnWorker(redisUrl: string, prefix: string): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      QUEUE_TEST_REDIS_URL: redisUrl,
      QUEUE_TEST_PREFIX: prefix,
      QUEUE_TEST_LOCK_MS: String(LOCK_MS),
      QUEUE_TEST_STALLED_MS: String(STALLED_MS),
      QUEUE_TEST_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (out.includes('ready ')) resolve();
    });
    child.on('exit', (code, signal) => reject(new Error(`worker exited (${code ?? signal}) before ready:\n${out}`)));
  });
  return { child, ready, output: () => out };
}

describe.skipIf(!TEST_REDIS_URL)('BullMQ worker crash (needs TEST_REDIS_URL)', () => {
  it('recovers the jobs of a worker SIGKILLed mid-job and judges every job exactly once', async () => {
    const redisUrl = TEST_REDIS_URL!;
    const prefix = uniquePrefix('crash');
    cleanups.push(() => deleteKeys(redisUrl, prefix));
    const settings = { redisUrl, prefix, sweepIntervalMs: 300, retainMs: 120_000, deliveryWindowMs: 60_000 };

    const queue: JudgeQueue<{ n: number }, string> = await createJudgeQueue(settings);
    cleanups.push(() => queue.close({ graceMs: 0 }));
    const progress: ProgressEvent[] = [];
    const completed: CompletedEvent<string>[] = [];
    const failed: FailedEvent[] = [];
    queue.on('progress', (e) => void progress.push(e));
    queue.on('completed', (e) => void completed.push(e));
    queue.on('failed', (e) => void failed.push(e));

    const doomed = spawnWorker(redisUrl, prefix);
    await doomed.ready;
    const ids = ['a1', 'a2', 'a3', 'a4', 'a5'];
    for (const id of ids) await queue.enqueue({ id, data: { n: Number(id.slice(1)) } }, { priority: 'practice' });

    // The child took two jobs (its concurrency) and is inside the handler for both.
    const compiledOnChild = () => progress.filter((e) => e.event.stage === 'compiled').map((e) => e.jobId);
    await waitFor(() => compiledOnChild().length === 2, `the child to be mid-job (output: ${doomed.output()})`);
    const interrupted = compiledOnChild();
    expect(await queue.stats()).toMatchObject({ active: 2, waiting: 3, workers: 1 });

    doomed.child.kill('SIGKILL');
    await new Promise((resolve) => doomed.child.once('exit', resolve));
    expect(doomed.child.signalCode).toBe('SIGKILL');

    const runs = new Map<string, number[]>();
    const rescuer = await startWorker<{ n: number }, string>({
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

    // On timeout, say where each job is stuck rather than just "timed out".
    await waitFor(() => completed.length === ids.length, 'all jobs to complete', 15_000).catch(async (err: Error) => {
      const states = await Promise.all(ids.map(async (id) => `${id}=${(await queue.getJob(id))?.state}`));
      throw new Error(`${err.message}; states ${states.join(' ')}; rescuer ran ${JSON.stringify([...runs])}`);
    });
    await new Promise((r) => setTimeout(r, 800)); // a few delivery sweeps: no duplicate may follow

    expect(completed.map((e) => e.jobId).sort()).toEqual(ids);
    expect(failed).toEqual([]);
    for (const e of completed) expect(e.result).toBe(`judged ${e.jobId} n=${Number(e.jobId.slice(1))}`);
    // Every job ran once on the rescuer; the interrupted ones on their second attempt.
    expect([...runs.keys()].sort()).toEqual(ids);
    for (const id of ids) expect(runs.get(id)).toEqual([interrupted.includes(id) ? 2 : 1]);
    expect(await queue.stats()).toMatchObject({ waiting: 0, active: 0, completed: ids.length, failed: 0 });
  });
});
