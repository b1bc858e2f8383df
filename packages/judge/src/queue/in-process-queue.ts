/**
 * Embedded engine: jobs wait in memory and run in this process, at most `concurrency` at once (one sandbox per core
 * by default), by priority, then by their owner's rank (./priority.ts), then first come first served. Not durable by
 * design — the embedded server re-enqueues its pending submissions at start-up, which is safe because enqueue is
 * idempotent by id.
 */
import { availableParallelism } from 'node:os';
import { ExecutionStage } from '@katana/shared/verdicts';
import { EventHub, errorMessage } from './event-hub.ts';
import { assertJobId } from './job-id.ts';
import { PRIORITY_ORDER } from './priority.ts';
import { raceTimeout } from './timeout.ts';
import type {
  EnqueueOptions,
  EnqueueResult,
  JudgeHandler,
  JudgeJobInfo,
  JudgePriority,
  JudgeProgress,
  JudgeQueue,
  JudgeQueueEvents,
  JudgeQueueHealth,
  JudgeQueueStats,
} from './types.ts';

export interface InProcessQueueOptions<Data, Result> {
  handler: JudgeHandler<Data, Result>;
  /** Jobs run at once; defaults to the number of cores. */
  concurrency?: number;
  /** Finished jobs remembered for getJob() and dedup; the oldest are forgotten first. */
  retainFinished?: number;
}

const DEFAULT_GRACE_MS = 30_000;

interface JobRecord<Data, Result> extends JudgeJobInfo<Data, Result> {
  abort?: AbortController;
  owner?: string;
}

/** A waiting job's place: rank first, then arrival. */
interface WaitingEntry {
  id: string;
  rank: number;
  seq: number;
}

export class InProcessJudgeQueue<Data = unknown, Result = unknown> implements JudgeQueue<Data, Result> {
  readonly engine = 'in-process' as const;
  readonly concurrency: number;
  private readonly handler: JudgeHandler<Data, Result>;
  private readonly retainFinished: number;
  private readonly hub = new EventHub<JudgeQueueEvents<Result>>();
  private readonly jobs = new Map<string, JobRecord<Data, Result>>();
  /** One list per priority, kept sorted by (rank, seq). */
  private readonly waiting = new Map<JudgePriority, WaitingEntry[]>(PRIORITY_ORDER.map((p) => [p, []]));
  /** Jobs waiting or running per owner: the rank of the owner's next job. */
  private readonly pendingByOwner = new Map<string, number>();
  private seq = 0;
  private readonly finishedOrder: string[] = [];
  private readonly running = new Set<Promise<void>>();
  private counts = { completed: 0, failed: 0 };
  private closed = false;

  constructor(opts: InProcessQueueOptions<Data, Result>) {
    const concurrency = opts.concurrency ?? availableParallelism();
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
    }
    this.concurrency = concurrency;
    this.handler = opts.handler;
    this.retainFinished = opts.retainFinished ?? 10_000;
  }

  async enqueue(job: { id: string; data: Data }, opts: EnqueueOptions): Promise<EnqueueResult> {
    assertJobId(job.id);
    if (this.closed) throw new Error('Judge queue is closed');
    if (this.jobs.has(job.id)) return { jobId: job.id, deduplicated: true };
    this.jobs.set(job.id, {
      id: job.id,
      state: 'waiting',
      priority: opts.priority,
      data: job.data,
      progress: null,
      attempt: 0,
      enqueuedAt: Date.now(),
      ...(opts.owner !== undefined ? { owner: opts.owner } : {}),
    });
    let rank = 0;
    if (opts.owner !== undefined) {
      rank = this.pendingByOwner.get(opts.owner) ?? 0;
      this.pendingByOwner.set(opts.owner, rank + 1);
    }
    insertSorted(this.queueFor(opts.priority), { id: job.id, rank, seq: this.seq++ });
    this.pump();
    return { jobId: job.id, deduplicated: false };
  }

  on<E extends keyof JudgeQueueEvents<Result>>(event: E, listener: JudgeQueueEvents<Result>[E]): () => void {
    return this.hub.on(event, listener);
  }

  async getJob(id: string): Promise<JudgeJobInfo<Data, Result> | null> {
    const record = this.jobs.get(id);
    if (!record) return null;
    const { abort: _abort, ...info } = record;
    return { ...info };
  }

  async stats(): Promise<JudgeQueueStats> {
    return {
      waiting: this.waitingCount(),
      active: this.running.size,
      completed: this.counts.completed,
      failed: this.counts.failed,
      workers: this.closed ? 0 : 1,
      capacity: this.closed ? 0 : this.concurrency,
    };
  }

  async health(): Promise<JudgeQueueHealth> {
    return {
      engine: this.engine,
      ok: !this.closed,
      waiting: this.waitingCount(),
      active: this.running.size,
      workers: this.closed ? 0 : 1,
      capacity: this.closed ? 0 : this.concurrency,
      ...(this.closed ? { error: 'judge queue is closed' } : {}),
    };
  }

  async close(opts: { graceMs?: number } = {}): Promise<void> {
    this.closed = true;
    if (this.running.size === 0) return;
    const all = Promise.allSettled([...this.running]);
    const first = await raceTimeout(all, opts.graceMs ?? DEFAULT_GRACE_MS);
    if (first === 'timeout') {
      for (const record of this.jobs.values()) {
        if (record.state === 'active') record.abort?.abort(new Error('judge queue closed'));
      }
      await all;
    }
  }

  private queueFor(priority: JudgePriority): WaitingEntry[] {
    const list = this.waiting.get(priority);
    if (!list) throw new Error(`unknown priority ${priority}`);
    return list;
  }

  private waitingCount(): number {
    let n = 0;
    for (const p of PRIORITY_ORDER) n += this.queueFor(p).length;
    return n;
  }

  private takeNext(): JobRecord<Data, Result> | undefined {
    for (const p of PRIORITY_ORDER) {
      const next = this.queueFor(p).shift();
      if (next) return this.jobs.get(next.id);
    }
    return undefined;
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.concurrency) {
      const record = this.takeNext();
      if (!record) return;
      const run = this.run(record).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async run(record: JobRecord<Data, Result>): Promise<void> {
    record.state = 'active';
    record.attempt += 1;
    record.startedAt = Date.now();
    record.abort = new AbortController();
    const reportProgress = async (event: JudgeProgress): Promise<void> => {
      if (record.state !== 'active') return; // late reports of a finished job would confuse the client
      record.progress = event;
      await this.hub.emit('progress', { jobId: record.id, event }, this.reportError);
    };
    await reportProgress({ stage: ExecutionStage.STARTED });
    try {
      const job = { id: record.id, data: record.data, priority: record.priority, attempt: record.attempt };
      // Promise.resolve().then turns a handler that throws synchronously into a rejection.
      const result = await Promise.resolve().then(() =>
        this.handler(job, { reportProgress, signal: record.abort!.signal }),
      );
      record.result = result;
      this.finish(record, 'completed');
      await this.hub.emit(
        'completed',
        { jobId: record.id, result, attempt: record.attempt },
        this.reportError,
      );
    } catch (err) {
      record.error = errorMessage(err);
      this.finish(record, 'failed');
      await this.hub.emit(
        'failed',
        { jobId: record.id, error: record.error, attempt: record.attempt },
        this.reportError,
      );
    }
  }

  private finish(record: JobRecord<Data, Result>, state: 'completed' | 'failed'): void {
    record.state = state;
    record.finishedAt = Date.now();
    delete record.abort;
    if (record.owner !== undefined) {
      const pending = (this.pendingByOwner.get(record.owner) ?? 1) - 1;
      if (pending > 0) this.pendingByOwner.set(record.owner, pending);
      else this.pendingByOwner.delete(record.owner);
    }
    this.counts[state] += 1;
    this.finishedOrder.push(record.id);
    while (this.finishedOrder.length > this.retainFinished) {
      const old = this.finishedOrder.shift();
      if (old !== undefined) this.jobs.delete(old);
    }
  }

  private readonly reportError = (err: Error): void => {
    // An `error` listener that throws must not loop back into itself.
    if (this.hub.count('error') === 0) {
      console.error('[judge-queue]', err);
      return;
    }
    void this.hub.emit('error', err, (inner) => console.error('[judge-queue] error listener failed', inner));
  };
}

/** Inserts after every entry of the same or a lower rank (binary search: lists stay sorted by rank, then seq). */
function insertSorted(list: WaitingEntry[], entry: WaitingEntry): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.rank <= entry.rank) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, entry);
}
