/**
 * Entry points of the judge queue: `createJudgeQueue` for the server (engine picked by REDIS_URL) and `startWorker`
 * for the `katana worker` scale-out process. See ./README.md for the wiring.
 */
import { availableParallelism } from 'node:os';
import type { BullmqSettings } from './bullmq-settings.ts';
import { InProcessJudgeQueue } from './in-process-queue.ts';
import type { JudgeHandler, JudgeQueue } from './types.ts';

export interface CreateJudgeQueueOptions<Data, Result> extends Omit<BullmqSettings, 'redisUrl'> {
  /** Set: BullMQ engine on this Redis. Unset: in-process engine. */
  redisUrl?: string | undefined;
  /** Jobs judged at once in this process; defaults to the number of cores. */
  concurrency?: number | undefined;
  /** Judges one job. Required in-process; with Redis, omit it to only produce (workers judge elsewhere). */
  handler?: JudgeHandler<Data, Result> | undefined;
  /** BullMQ only: attempts when the handler throws (default 1). */
  attempts?: number;
  /** BullMQ only: see BullmqQueueOptions. */
  sweepIntervalMs?: number;
  deliveryLeaseMs?: number;
  connectTimeoutMs?: number;
}

export async function createJudgeQueue<Data = unknown, Result = unknown>(
  opts: CreateJudgeQueueOptions<Data, Result>,
): Promise<JudgeQueue<Data, Result>> {
  const { redisUrl, concurrency, handler, ...rest } = opts;
  if (redisUrl) {
    // BullMQ loads only when Redis is configured: the embedded server and the CLI never pay for it.
    const { BullmqJudgeQueue } = await import('./bullmq-queue.ts');
    return BullmqJudgeQueue.create<Data, Result>({
      ...rest,
      redisUrl,
      ...(handler ? { handler, concurrency: concurrency ?? availableParallelism() } : {}),
    });
  }
  if (!handler) throw new Error('The in-process judge queue runs jobs in this process: pass a handler');
  return new InProcessJudgeQueue<Data, Result>({ handler, ...(concurrency ? { concurrency } : {}) });
}

export interface StartWorkerOptions<Data, Result> extends BullmqSettings {
  handler: JudgeHandler<Data, Result>;
  /** Jobs judged at once; defaults to the number of cores. */
  concurrency?: number | undefined;
  /** On SIGTERM/SIGINT, close gracefully (default true). */
  handleSignals?: boolean;
  /** How long running jobs may take to finish on shutdown before they are handed back to the queue (default 30 s). */
  graceMs?: number;
  onError?: (err: Error) => void;
}

export interface WorkerHandle {
  /** Jobs running in this process now. */
  readonly activeCount: number;
  readonly concurrency: number;
  /** Graceful shutdown (also what SIGTERM triggers); idempotent. */
  close(opts?: { graceMs?: number }): Promise<void>;
  /** Resolves once the worker has shut down, however that was triggered. */
  readonly closed: Promise<void>;
}

/** Starts a BullMQ worker process body: connects, takes jobs, and shuts down gracefully on SIGTERM. */
export async function startWorker<Data = unknown, Result = unknown>(
  opts: StartWorkerOptions<Data, Result>,
): Promise<WorkerHandle> {
  const { handleSignals = true, graceMs, concurrency, ...rest } = opts;
  const { BullmqJudgeWorker } = await import('./bullmq-worker.ts');
  const worker = new BullmqJudgeWorker<Data, Result>({
    ...rest,
    concurrency: concurrency ?? availableParallelism(),
  });
  await worker.ready();

  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const onSignal = (): void => {
    void close({ graceMs });
  };
  const close = async (closeOpts: { graceMs?: number | undefined } = {}): Promise<void> => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    await worker.close(closeOpts.graceMs === undefined ? {} : { graceMs: closeOpts.graceMs });
    resolveClosed();
  };
  if (handleSignals) {
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  return {
    get activeCount() {
      return worker.activeCount;
    },
    concurrency: worker.concurrency,
    close,
    closed,
  };
}

/** Reads the queue's environment: REDIS_URL (engine choice) and JUDGE_CONCURRENCY (default: number of cores). */
export function judgeQueueEnv(env: NodeJS.ProcessEnv = process.env): {
  redisUrl?: string;
  concurrency?: number;
} {
  const out: { redisUrl?: string; concurrency?: number } = {};
  if (env.REDIS_URL) out.redisUrl = env.REDIS_URL;
  if (env.JUDGE_CONCURRENCY) {
    const n = Number(env.JUDGE_CONCURRENCY);
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`JUDGE_CONCURRENCY must be a positive integer, got ${env.JUDGE_CONCURRENCY}`);
    out.concurrency = n;
  }
  return out;
}
