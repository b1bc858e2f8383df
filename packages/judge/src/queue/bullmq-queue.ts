/**
 * Scale-out engine: jobs live in Redis (BullMQ), `katana worker` processes on any machine judge them, and every API
 * node hears progress through QueueEvents. With a handler, this process also judges (single machine with Redis).
 */
import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { BullmqJudgeWorker } from './bullmq-worker.ts';
import {
  redisConnectionOptions,
  resolveBullmqSettings,
  type BullmqSettings,
  type ResolvedBullmqSettings,
} from './bullmq-settings.ts';
import { CompletionLedger, type FinishedState } from './completion-ledger.ts';
import { EventHub, errorMessage } from './event-hub.ts';
import { assertJobId, fromBullmqJobId, toBullmqJobId } from './job-id.ts';
import { bullmqPriority, priorityFromBullmq } from './priority.ts';
import { withTimeout } from './timeout.ts';
import type {
  EnqueueOptions,
  EnqueueResult,
  JudgeHandler,
  JudgeJobInfo,
  JudgeJobState,
  JudgeProgress,
  JudgeQueue,
  JudgeQueueEvents,
  JudgeQueueHealth,
  JudgeQueueStats,
} from './types.ts';

export interface BullmqQueueOptions<Data, Result> extends BullmqSettings {
  /** When given, this process also runs a worker with `concurrency` slots. */
  handler?: JudgeHandler<Data, Result>;
  concurrency?: number;
  /** Attempts per job when the handler throws (default 1: a judge error is reported, not retried blindly). */
  attempts?: number;
  /** How often to hand over finished jobs no producer acknowledged (default 10 s). */
  sweepIntervalMs?: number;
  /** How long one producer may take to handle a completion before another may take over (default 60 s). */
  deliveryLeaseMs?: number;
  /** create() fails when Redis does not answer within this (default 10 s); health() waits a fifth of it. */
  connectTimeoutMs?: number;
}

const JOB_NAME = 'judge';
/** BullMQ job states that still count against their owner (./priority.ts). */
const PENDING_STATES = new Set<string>(['waiting', 'prioritized', 'delayed', 'active', 'waiting-children']);

export class BullmqJudgeQueue<Data = unknown, Result = unknown> implements JudgeQueue<Data, Result> {
  readonly engine = 'bullmq' as const;
  readonly queue: Queue<Data, Result>;
  readonly localWorker: BullmqJudgeWorker<Data, Result> | undefined;
  private readonly settings: ResolvedBullmqSettings;
  private readonly hub = new EventHub<JudgeQueueEvents<Result>>();
  private events: QueueEvents | undefined;
  /** Our own connection for the ledger and raw reads (BullMQ's client type hides plain Redis commands). */
  private readonly redis: Redis;
  private ledger: CompletionLedger | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  private readonly connectTimeoutMs: number;

  private constructor(private readonly opts: BullmqQueueOptions<Data, Result>) {
    this.settings = resolveBullmqSettings(opts);
    this.connectTimeoutMs = opts.connectTimeoutMs ?? 10_000;
    this.queue = new Queue<Data, Result>(this.settings.queueName, {
      connection: redisConnectionOptions(this.settings.redisUrl),
      prefix: this.settings.prefix,
    });
    this.queue.on('error', this.reportError);
    this.redis = new Redis(redisConnectionOptions(this.settings.redisUrl));
    this.redis.on('error', this.reportError);
    this.localWorker = opts.handler
      ? new BullmqJudgeWorker<Data, Result>({
          ...opts,
          handler: opts.handler,
          concurrency: opts.concurrency ?? 1,
          onError: this.reportError,
        })
      : undefined;
  }

  /** Connects, starts listening for events from the point of connection (none missed), and sweeps once. */
  static async create<Data, Result>(
    opts: BullmqQueueOptions<Data, Result>,
  ): Promise<BullmqJudgeQueue<Data, Result>> {
    const q = new BullmqJudgeQueue<Data, Result>(opts);
    try {
      const { hostname, port } = new URL(opts.redisUrl); // never the password
      await withTimeout(
        q.start(),
        q.connectTimeoutMs,
        `Redis at ${hostname}:${port || 6379} did not answer within ${q.connectTimeoutMs} ms`,
      );
    } catch (err) {
      await q.close({ graceMs: 0 });
      throw err;
    }
    return q;
  }

  private async start(): Promise<void> {
    const client = this.redis;
    this.ledger = new CompletionLedger(
      client,
      this.queue,
      this.settings,
      this.opts.deliveryLeaseMs ?? 60_000,
    );
    // Read the stream from its current end, so events between now and QueueEvents' first read are not lost.
    const last = await client.xrevrange(this.queue.toKey('events'), '+', '-', 'COUNT', 1);
    this.events = new QueueEvents(this.settings.queueName, {
      connection: redisConnectionOptions(this.settings.redisUrl),
      prefix: this.settings.prefix,
      lastEventId: last[0]?.[0] ?? '0-0',
    });
    this.events.on('error', this.reportError);
    this.events.on('progress', ({ jobId, data }) => {
      if (!isProgress(data)) return;
      void this.hub.emit('progress', { jobId: fromBullmqJobId(jobId), event: data }, this.reportError);
    });
    this.events.on('completed', ({ jobId }) => this.track(this.deliver(jobId, 'completed')));
    this.events.on('failed', ({ jobId }) => this.track(this.deliver(jobId, 'failed')));
    await this.events.waitUntilReady();
    await this.localWorker?.ready();
    await this.sweep();
    const every = this.opts.sweepIntervalMs ?? 10_000;
    this.sweepTimer = setInterval(() => this.track(this.sweep()), every);
    this.sweepTimer.unref();
  }

  async enqueue(job: { id: string; data: Data }, opts: EnqueueOptions): Promise<EnqueueResult> {
    assertJobId(job.id);
    if (this.closed) throw new Error('Judge queue is closed');
    const bullId = toBullmqJobId(job.id);
    // Informational only: BullMQ itself ignores an add whose id exists, so even two racing enqueues judge once.
    const existed = (await this.redis.exists(this.queue.toKey(bullId))) === 1;
    if (existed) return { jobId: job.id, deduplicated: true };
    const retain = { age: Math.ceil(this.settings.retainMs / 1000) };
    const rank = opts.owner === undefined ? 0 : await this.ownerRank(opts.owner, bullId);
    // BullMQ's type maps job names to data; our queue has a single job name, hence the casts.
    await this.queue.add(JOB_NAME as never, job.data as never, {
      jobId: bullId,
      priority: bullmqPriority(opts.priority, rank),
      attempts: this.opts.attempts ?? 1,
      removeOnComplete: retain,
      removeOnFail: retain,
    });
    return { jobId: job.id, deduplicated: false };
  }

  /**
   * How many of the owner's jobs are waiting or running (the new job's rank, see ./priority.ts), and records the new
   * one. Each owner's set of job ids is pruned of finished jobs here, so it stays as small as what they have pending.
   * Two enqueues of one owner racing may get the same rank: fairness between learners, not an exact count.
   */
  private async ownerRank(owner: string, bullId: string): Promise<number> {
    const key = this.queue.toKey(`owner:${owner}`);
    let pending = 0;
    for (const id of await this.redis.smembers(key)) {
      if (PENDING_STATES.has(await this.queue.getJobState(id))) pending += 1;
      else await this.redis.srem(key, id);
    }
    await this.redis.multi().sadd(key, bullId).pexpire(key, this.settings.retainMs).exec();
    return pending;
  }

  on<E extends keyof JudgeQueueEvents<Result>>(event: E, listener: JudgeQueueEvents<Result>[E]): () => void {
    const off = this.hub.on(event, listener);
    // Results that finished before anyone listened (e.g. while the server was down) are handed over now.
    if (event === 'completed' || event === 'failed') setImmediate(() => this.track(this.sweep()));
    return off;
  }

  async getJob(id: string): Promise<JudgeJobInfo<Data, Result> | null> {
    assertJobId(id);
    const job = await Job.fromId<Data, Result>(this.queue, toBullmqJobId(id));
    if (!job) return null;
    const state = toJudgeState(await job.getState());
    return {
      id,
      state,
      priority: priorityFromBullmq(job.opts.priority),
      data: job.data,
      progress: isProgress(job.progress) ? job.progress : null,
      ...(state === 'completed' ? { result: job.returnvalue } : {}),
      ...(state === 'failed' ? { error: job.failedReason } : {}),
      attempt: job.attemptsStarted,
      enqueuedAt: job.timestamp,
      ...(job.processedOn ? { startedAt: job.processedOn } : {}),
      ...(job.finishedOn ? { finishedAt: job.finishedOn } : {}),
    };
  }

  async stats(): Promise<JudgeQueueStats> {
    const counts = await this.queue.getJobCounts(
      'waiting',
      'prioritized',
      'delayed',
      'active',
      'completed',
      'failed',
    );
    const workers = await this.queue.getWorkers();
    const capacity = workers.reduce(
      (sum, w) => sum + (Number(/:w:c(\d+)-/.exec(String(w.rawname))?.[1]) || 1),
      0,
    );
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0),
      active: counts.active ?? 0,
      completed: counts.completed ?? 0,
      failed: counts.failed ?? 0,
      workers: workers.length,
      capacity,
    };
  }

  async health(): Promise<JudgeQueueHealth> {
    const started = Date.now();
    const budget = Math.max(500, Math.round(this.connectTimeoutMs / 5));
    try {
      const s = await withTimeout(this.stats(), budget, `Redis did not answer within ${budget} ms`);
      const latency_ms = Date.now() - started;
      const base = {
        engine: this.engine,
        waiting: s.waiting,
        active: s.active,
        workers: s.workers,
        capacity: s.capacity,
        latency_ms,
      };
      if (s.workers === 0)
        return { ...base, ok: false, error: 'no judge worker connected (start `katana worker`)' };
      return { ...base, ok: true };
    } catch (err) {
      const down = { waiting: 0, active: 0, workers: 0, capacity: 0, latency_ms: Date.now() - started };
      return { engine: this.engine, ok: false, ...down, error: errorMessage(err) };
    }
  }

  async close(opts: { graceMs?: number } = {}): Promise<void> {
    this.closed = true;
    clearInterval(this.sweepTimer);
    await this.localWorker?.close(opts);
    await this.events?.close();
    await Promise.allSettled([...this.inFlight]);
    await this.queue.close();
    this.redis.disconnect();
  }

  /** Hands one finished job to the listeners if this producer wins its claim (see ./completion-ledger.ts). */
  private async deliver(bullId: string, expected: FinishedState): Promise<void> {
    const ledger = this.ledger;
    // Without a listener there is nobody to hand the job to; leave it for the sweep that follows a subscription.
    if (!ledger || this.closed || this.hub.count(expected) === 0) return;
    const job = await Job.fromId<Data, Result>(this.queue, bullId);
    if (!job) return;
    // A 'failed' event can precede a retry; only a final state is handed over.
    const state = await job.getState();
    if (state !== expected) return;
    const token = await ledger.claim(bullId);
    if (!token) return;
    const jobId = fromBullmqJobId(bullId);
    const attempt = job.attemptsStarted;
    const ok =
      state === 'completed'
        ? await this.hub.emit('completed', { jobId, result: job.returnvalue, attempt }, this.reportError)
        : await this.hub.emit('failed', { jobId, error: job.failedReason, attempt }, this.reportError);
    if (ok) await ledger.ack(bullId);
    else await ledger.release(bullId, token);
  }

  private async sweep(): Promise<void> {
    const ledger = this.ledger;
    if (!ledger || this.closed) return;
    for (const state of ['completed', 'failed'] as const) {
      for (const bullId of await ledger.undelivered(state)) await this.deliver(bullId, state);
    }
  }

  private track(work: Promise<void>): void {
    const p = work.catch(this.reportError).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  private readonly reportError = (err: unknown): void => {
    const error = err instanceof Error ? err : new Error(errorMessage(err));
    if (this.hub.count('error') === 0) {
      console.error('[judge-queue]', error.message);
      return;
    }
    void this.hub.emit('error', error, (inner) =>
      console.error('[judge-queue] error listener failed', inner),
    );
  };
}

function isProgress(value: unknown): value is JudgeProgress {
  return (
    typeof value === 'object' && value !== null && typeof (value as { stage?: unknown }).stage === 'string'
  );
}

function toJudgeState(state: string): JudgeJobState {
  if (state === 'active' || state === 'completed' || state === 'failed') return state;
  return 'waiting'; // waiting, prioritized, delayed (retry back-off), waiting-children
}
