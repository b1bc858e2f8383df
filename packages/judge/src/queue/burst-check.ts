/**
 * Queue overhead check, not a benchmark of judging: enqueues N no-op jobs through each engine and prints how long
 * the queue took to drain them. The real judge benchmark (bench/judge) runs sandboxed submissions through the same
 * queue.
 *
 *   node --import tsx packages/judge/src/queue/burst-check.ts [--jobs 1000] [--concurrency N]
 *
 * The BullMQ engine is measured when TEST_REDIS_URL or REDIS_URL is set (a unique key prefix, deleted afterwards).
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { createJudgeQueue, startWorker } from './create-judge-queue.ts';
import { deleteKeys, uniquePrefix } from './test-support.ts';
import type { JudgeHandler, JudgePriority, JudgeQueue } from './types.ts';

const { values } = parseArgs({
  options: { jobs: { type: 'string', default: '1000' }, concurrency: { type: 'string' } },
});
const jobs = Number(values.jobs);
const concurrency = values.concurrency ? Number(values.concurrency) : availableParallelism();
const priorities: JudgePriority[] = ['contest', 'practice', 'rejudge'];

/** Reports the stages a real judge would, so the event path is part of what is measured. */
const noop: JudgeHandler<{ i: number }, string> = async (job, ctx) => {
  await ctx.reportProgress({ stage: 'compiled' });
  return `ok ${job.id}`;
};

async function drain(
  queue: JudgeQueue<{ i: number }, string>,
): Promise<{ enqueueMs: number; drainMs: number; lost: number }> {
  const done = new Set<string>();
  let duplicates = 0;
  let resolveAll!: () => void;
  const all = new Promise<void>((resolve) => (resolveAll = resolve));
  const onFinished = (jobId: string) => {
    if (done.has(jobId)) duplicates += 1;
    done.add(jobId);
    if (done.size === jobs) resolveAll();
  };
  queue.on('completed', (e) => onFinished(e.jobId));
  queue.on('failed', (e) => onFinished(e.jobId));

  const start = performance.now();
  for (let i = 0; i < jobs; i++) {
    await queue.enqueue({ id: `burst-${i}`, data: { i } }, { priority: priorities[i % 3] ?? 'practice' });
  }
  const enqueueMs = performance.now() - start;
  const timeout = setTimeout(() => resolveAll(), 120_000);
  await all;
  clearTimeout(timeout);
  const drainMs = performance.now() - start;
  if (duplicates > 0) throw new Error(`${duplicates} duplicate completion(s)`);
  return { enqueueMs, drainMs, lost: jobs - done.size };
}

function print(engine: string, r: { enqueueMs: number; drainMs: number; lost: number }): void {
  const rate = Math.round((jobs / r.drainMs) * 1000);
  console.log(
    `${engine.padEnd(10)} ${jobs} jobs, concurrency ${concurrency}: enqueued in ${r.enqueueMs.toFixed(0)} ms, ` +
      `drained in ${r.drainMs.toFixed(0)} ms (${rate} jobs/s), lost ${r.lost}`,
  );
}

const inProcess = await createJudgeQueue({ handler: noop, concurrency });
print('in-process', await drain(inProcess));
await inProcess.close();

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
if (!redisUrl) {
  console.log('bullmq     skipped: set TEST_REDIS_URL or REDIS_URL');
} else {
  const prefix = uniquePrefix('burst');
  try {
    const worker = await startWorker({ redisUrl, prefix, handler: noop, concurrency, handleSignals: false });
    const queue = await createJudgeQueue<{ i: number }, string>({ redisUrl, prefix });
    print('bullmq', await drain(queue));
    await queue.close();
    await worker.close();
  } finally {
    await deleteKeys(redisUrl, prefix);
  }
}
