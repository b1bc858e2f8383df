/**
 * The consuming side of the BullMQ engine: takes judge jobs from Redis and runs the injected handler. Used by
 * `katana worker` processes (through ./start-worker.ts) and by a server that both produces and judges.
 *
 * Crash safety comes from BullMQ's job lock: while a handler runs, the worker renews the lock every
 * lockDuration/2; if the process dies, the lock expires and another worker's stalled-job check puts the job back in
 * the queue. BullMQ completes a job only with a valid lock, so a job that was recovered while its first worker was
 * still (slowly) running cannot be completed twice.
 */
import { hostname } from 'node:os';
import { Worker, WaitingError, type Job } from 'bullmq';
import { ExecutionStage } from '@katana/shared/verdicts';
import { fromBullmqJobId } from './job-id.ts';
import { priorityFromBullmq } from './priority.ts';
import { redisConnectionOptions, resolveBullmqSettings, type BullmqSettings } from './bullmq-settings.ts';
import { raceTimeout } from './timeout.ts';
import type { JudgeHandler, JudgeProgress } from './types.ts';

export interface BullmqWorkerOptions<Data, Result> extends BullmqSettings {
  handler: JudgeHandler<Data, Result>;
  /** Jobs this process runs at once (one sandbox each). */
  concurrency: number;
  /** Reports infrastructure errors (lost Redis connection...); defaults to console.error. */
  onError?: (err: Error) => void;
}

const DEFAULT_GRACE_MS = 30_000;
/** After aborting handlers at the end of the grace period, how long they get to unwind before a forced close. */
const UNWIND_MS = 5_000;

interface ActiveJob {
  abort: AbortController;
}

export class BullmqJudgeWorker<Data = unknown, Result = unknown> {
  readonly worker: Worker<Data, Result>;
  readonly concurrency: number;
  private readonly active = new Map<string, ActiveJob>();
  /** Set once shutdown gave up waiting: interrupted jobs go back to the queue instead of failing. */
  private releasing = false;
  private closing: Promise<void> | undefined;

  constructor(private readonly opts: BullmqWorkerOptions<Data, Result>) {
    if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1) {
      throw new RangeError(`concurrency must be a positive integer, got ${opts.concurrency}`);
    }
    const s = resolveBullmqSettings(opts);
    this.concurrency = opts.concurrency;
    this.worker = new Worker<Data, Result>(s.queueName, (job, token) => this.process(job, token), {
      connection: redisConnectionOptions(s.redisUrl),
      prefix: s.prefix,
      concurrency: opts.concurrency,
      lockDuration: s.lockDurationMs,
      stalledInterval: s.stalledIntervalMs,
      maxStalledCount: s.maxStalledCount,
      // The name shows in Redis CLIENT LIST; producers read the concurrency back from it for stats().capacity.
      name: `c${opts.concurrency}-${hostname()}-${process.pid}`,
    });
    // An EventEmitter 'error' without a listener would crash the process on a Redis blip.
    this.worker.on('error', (err) => (opts.onError ?? defaultOnError)(err));
  }

  /** Resolves once connected to Redis and taking jobs. */
  async ready(): Promise<void> {
    await this.worker.waitUntilReady();
  }

  /** Number of jobs this worker is running right now. */
  get activeCount(): number {
    return this.active.size;
  }

  /**
   * Graceful shutdown: take no new jobs and let running ones finish for `graceMs`; past that, abort them (the
   * handler's signal) and put them back in the queue so another worker judges them right away rather than after the
   * lock expires.
   */
  close(opts: { graceMs?: number } = {}): Promise<void> {
    this.closing ??= this.shutdown(opts.graceMs ?? DEFAULT_GRACE_MS);
    return this.closing;
  }

  private async shutdown(graceMs: number): Promise<void> {
    const closed = this.worker.close();
    const outcome = await raceTimeout(closed, graceMs);
    if (outcome === 'done') return;
    this.releasing = true;
    for (const job of this.active.values()) job.abort.abort(new Error('worker shutting down'));
    if ((await raceTimeout(closed, UNWIND_MS)) === 'done') return;
    // A handler that ignores its signal: leave its job to stalled-job recovery and close anyway.
    await this.worker.close(true);
  }

  private async process(job: Job<Data, Result>, token: string | undefined): Promise<Result> {
    const bullId = job.id;
    if (bullId === undefined) throw new Error('BullMQ job without id');
    const entry: ActiveJob = { abort: new AbortController() };
    this.active.set(bullId, entry);
    try {
      const reportProgress = async (event: JudgeProgress): Promise<void> => {
        await job.updateProgress(event as unknown as object);
      };
      await reportProgress({ stage: ExecutionStage.STARTED });
      const judgeJob = {
        id: fromBullmqJobId(bullId),
        data: job.data,
        priority: priorityFromBullmq(job.opts.priority),
        attempt: Math.max(1, job.attemptsStarted),
      };
      // A handler that still finishes during shutdown keeps its result: completing beats judging again.
      return await this.opts.handler(judgeJob, { reportProgress, signal: entry.abort.signal });
    } catch (err) {
      if (this.releasing && !(err instanceof WaitingError)) await this.release(job, token);
      throw err;
    } finally {
      this.active.delete(bullId);
    }
  }

  /** Moves an interrupted job back to waiting (keeping its priority); WaitingError tells BullMQ not to finish it. */
  private async release(job: Job<Data, Result>, token: string | undefined): Promise<never> {
    await job.moveToWait(token);
    throw new WaitingError();
  }
}

function defaultOnError(err: Error): void {
  console.error('[judge-worker]', err.message);
}
