/**
 * The BullMQ producer without blocking the server on Redis: the API starts (and keeps answering) while Redis is
 * down, as every other Redis use does. Connection attempts run in the background with back-off; until one succeeds,
 * enqueue is refused with QueueUnavailableError, health says why, and listeners wait to be attached.
 */
import type {
  EnqueueOptions,
  EnqueueResult,
  JudgeJobInfo,
  JudgeQueue,
  JudgeQueueEvents,
  JudgeQueueHealth,
  JudgeQueueStats,
} from '@katana/judge';

export class QueueUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`judge queue unavailable: ${reason}`);
    this.name = 'QueueUnavailableError';
  }
}

export interface ReconnectingQueueOptions {
  /** First retry after this long, doubling up to maxRetryMs (defaults 2 s and 60 s). */
  retryMs?: number;
  maxRetryMs?: number;
  onConnectError?: (err: Error) => void;
}

type AnyListener = (...args: never[]) => unknown;
interface Subscription {
  event: keyof JudgeQueueEvents<unknown>;
  listener: AnyListener;
  detach?: () => void;
}

export class ReconnectingQueue<Data, Result> implements JudgeQueue<Data, Result> {
  readonly engine = 'bullmq' as const;
  #inner: JudgeQueue<Data, Result> | null = null;
  #lastError = 'connecting to Redis';
  #closed = false;
  #timer: NodeJS.Timeout | undefined;
  readonly #subscriptions = new Set<Subscription>();

  constructor(
    private readonly connect: () => Promise<JudgeQueue<Data, Result>>,
    private readonly options: ReconnectingQueueOptions = {},
  ) {
    this.#try(options.retryMs ?? 2000);
  }

  get connected(): boolean {
    return this.#inner !== null;
  }

  #try(nextDelayMs: number): void {
    void this.connect().then(
      (queue) => {
        if (this.#closed) return queue.close();
        this.#inner = queue;
        for (const s of this.#subscriptions) s.detach = queue.on(s.event, s.listener as never);
      },
      (err: Error) => {
        this.#lastError = err.message;
        this.options.onConnectError?.(err);
        if (this.#closed) return;
        this.#timer = setTimeout(
          () => this.#try(Math.min(nextDelayMs * 2, this.options.maxRetryMs ?? 60_000)),
          nextDelayMs,
        );
        this.#timer.unref();
      },
    );
  }

  #require(): JudgeQueue<Data, Result> {
    if (!this.#inner) throw new QueueUnavailableError(this.#lastError);
    return this.#inner;
  }

  async enqueue(job: { id: string; data: Data }, opts: EnqueueOptions): Promise<EnqueueResult> {
    return this.#require().enqueue(job, opts);
  }

  on<E extends keyof JudgeQueueEvents<Result>>(event: E, listener: JudgeQueueEvents<Result>[E]): () => void {
    const subscription: Subscription = { event, listener: listener as AnyListener };
    if (this.#inner) subscription.detach = this.#inner.on(event, listener);
    this.#subscriptions.add(subscription);
    return () => {
      subscription.detach?.();
      this.#subscriptions.delete(subscription);
    };
  }

  async getJob(id: string): Promise<JudgeJobInfo<Data, Result> | null> {
    return this.#inner ? this.#inner.getJob(id) : null;
  }

  async stats(): Promise<JudgeQueueStats> {
    if (this.#inner) return this.#inner.stats();
    return { waiting: 0, active: 0, completed: 0, failed: 0, workers: 0, capacity: 0 };
  }

  async health(): Promise<JudgeQueueHealth> {
    if (this.#inner) return this.#inner.health();
    return {
      engine: 'bullmq',
      ok: false,
      waiting: 0,
      active: 0,
      workers: 0,
      capacity: 0,
      error: this.#lastError,
    };
  }

  /** Does not wait for an attempt in flight (up to its connect timeout): if it succeeds later, it closes itself. */
  async close(opts?: { graceMs?: number }): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#inner?.close(opts);
  }
}
