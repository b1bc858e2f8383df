/**
 * `app.judge`: what the API does with the judge queue -- enqueue a job, follow one job's progress and result, run an
 * online-compiler job and wait for its answer, and list the languages with their availability. Listeners are kept per
 * job id behind one queue listener per event, so thousands of waiting jobs cost one map lookup per event.
 */
import { randomUUID } from 'node:crypto';
import {
  MAX_PENDING_RUNS_PER_LEARNER,
  TOO_MANY_PENDING_RUNS_MESSAGE,
  type JudgeRunResultBody,
} from '@katana/shared/api/judge';
import {
  type EnqueueResult,
  getLanguage,
  type JudgePriority,
  type JudgeProgress,
  type JudgeQueue,
  languageAvailability,
  type LanguageAvailability,
  type LanguageDefinition,
  type LanguageInfo,
  listLanguages,
} from '@katana/judge';
import type {
  JudgeJobData,
  JudgeJobResult,
  ProblemRunJobData,
  ProblemRunJobResult,
  RunJobData,
  RunJobResult,
} from './judge-job.ts';
import type { SqlSupport } from './sql-support.ts';
import { QueueUnavailableError } from './reconnecting-queue.ts';

export interface JobSubscriber {
  progress?(event: JudgeProgress): void;
  completed?(result: JudgeJobResult): void;
  failed?(error: string): void;
}

/** The queue holds more waiting jobs than it can judge in reasonable time: ask the client to come back. */
export class JudgeBusyError extends Error {
  constructor(readonly waiting: number) {
    super('The judge is busy, please try again in a minute.');
    this.name = 'JudgeBusyError';
  }
}

/** The learner already has as many jobs of this kind pending as they may: answered 429 with `message`. */
export class TooManyPendingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TooManyPendingError';
  }
}

/** Nothing can judge: the embedded sandbox does not work on this machine (see /api/health `sandbox`). */
export class JudgeUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('The judge is not available on this server.');
    this.name = 'JudgeUnavailableError';
  }
}

export class JudgeTimeoutError extends Error {
  constructor(readonly jobId: string) {
    super('The judge did not answer in time, please try again.');
    this.name = 'JudgeTimeoutError';
  }
}

/** The handler threw (an infrastructure failure, not the program's): the message is for the log, not the learner. */
export class JudgeJobFailedError extends Error {
  constructor(
    readonly jobId: string,
    readonly reason: string,
  ) {
    super(`judge job ${jobId} failed: ${reason}`);
    this.name = 'JudgeJobFailedError';
  }
}

export interface JudgeServiceOptions {
  /** Runs (online compiler, the classroom's Run) are refused while this many jobs wait (default 200). */
  maxWaiting?: number;
  /** How long a run request waits for its result (default 120 s). */
  runTimeoutMs?: number;
  /** How long the language list waits for the first SQL engine probe (default 3 s). */
  sqlProbeWaitMs?: number;
  /**
   * BullMQ hands each finished job's event to ONE API node, maybe not the one holding the request, so a waiter
   * also polls the job's state this often (default 1 s). In-process events always reach the waiter.
   */
  pollMs?: number;
  /** Whether jobs can be judged at all; null when they can, else why not (default: always). */
  unavailableReason?: () => string | null;
}

/** The queue's owner key of a learner's jobs: their jobs queue behind other learners' earlier ones. */
export const learnerOwner = (userId: number) => `user:${userId}`;

export class JudgeService {
  readonly #subscribers = new Map<string, Set<JobSubscriber>>();
  /** Runs in progress per learner on this node (MAX_PENDING_RUNS_PER_LEARNER). */
  readonly #runsInFlight = new Map<number, number>();
  readonly #unlisten: Array<() => void>;
  readonly #options: Required<JudgeServiceOptions>;

  constructor(
    readonly queue: JudgeQueue<JudgeJobData, JudgeJobResult>,
    private readonly sql: SqlSupport,
    options: JudgeServiceOptions = {},
  ) {
    this.#options = {
      maxWaiting: 200,
      runTimeoutMs: 120_000,
      sqlProbeWaitMs: 3000,
      pollMs: 1000,
      unavailableReason: () => null,
      ...options,
    };
    this.#unlisten = [
      queue.on('progress', ({ jobId, event }) => this.#each(jobId, (s) => s.progress?.(event))),
      queue.on('completed', ({ jobId, result }) => this.#each(jobId, (s) => s.completed?.(result))),
      queue.on('failed', ({ jobId, error }) => this.#each(jobId, (s) => s.failed?.(error))),
    ];
  }

  get engine(): JudgeQueue['engine'] {
    return this.queue.engine;
  }

  #each(jobId: string, fn: (s: JobSubscriber) => void): void {
    for (const subscriber of this.#subscribers.get(jobId) ?? []) fn(subscriber);
  }

  /** `userId`: whose job it is, for fair order between learners. */
  enqueue(
    data: JudgeJobData,
    opts: { priority: JudgePriority; id?: string; userId?: number },
  ): Promise<EnqueueResult> {
    return this.queue.enqueue(
      { id: opts.id ?? randomUUID(), data },
      {
        priority: opts.priority,
        ...(opts.userId !== undefined ? { owner: learnerOwner(opts.userId) } : {}),
      },
    );
  }

  /** Follows one job (the realtime layer forwards these to the submitter's socket). Returns the unsubscribe. */
  subscribe(jobId: string, subscriber: JobSubscriber): () => void {
    let set = this.#subscribers.get(jobId);
    if (!set) this.#subscribers.set(jobId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.#subscribers.get(jobId) === set) this.#subscribers.delete(jobId);
    };
  }

  /**
   * Waits for one job's result. Call it BEFORE enqueueing, so a job that finishes at once is not missed; `cancel`
   * drops the wait (the enqueue failed).
   */
  #awaitResult(jobId: string, timeoutMs: number): { promise: Promise<JudgeJobResult>; cancel(): void } {
    let cancel!: () => void;
    const promise = new Promise<JudgeJobResult>((resolve, reject) => {
      let poll: NodeJS.Timeout | undefined;
      const settle = (fn: () => void) => {
        clearTimeout(timer);
        clearInterval(poll);
        unsubscribe();
        fn();
      };
      const unsubscribe = this.subscribe(jobId, {
        completed: (result) => settle(() => resolve(result)),
        failed: (error) => settle(() => reject(new JudgeJobFailedError(jobId, error))),
      });
      const timer = setTimeout(() => settle(() => reject(new JudgeTimeoutError(jobId))), timeoutMs);
      if (this.queue.engine === 'bullmq') {
        poll = setInterval(() => {
          this.queue.getJob(jobId).then(
            (job) => {
              if (job?.state === 'completed') settle(() => resolve(job.result as JudgeJobResult));
              else if (job?.state === 'failed')
                settle(() => reject(new JudgeJobFailedError(jobId, job.error ?? 'failed')));
            },
            () => undefined,
          ); // Redis hiccup: the next poll or the event will do
        }, this.#options.pollMs);
      }
      cancel = () => settle(() => undefined);
    });
    return { promise, cancel };
  }

  /** Online compiler: judge one run of `userId`'s at practice priority and wait for its result. */
  async run(userId: number, data: Omit<RunJobData, 'kind'>): Promise<JudgeRunResultBody> {
    return (await this.#enqueueAndWait(userId, { kind: 'run', ...data })) as RunJobResult;
  }

  /** The classroom's Run button: a problem's samples (or one custom input), waited for like an online-compiler run. */
  async runProblem(userId: number, data: Omit<ProblemRunJobData, 'kind'>): Promise<ProblemRunJobResult> {
    return (await this.#enqueueAndWait(userId, { kind: 'problem-run', ...data })) as ProblemRunJobResult;
  }

  /** Whether jobs can be judged at all right now (see JudgeUnavailableError). */
  unavailableReason(): string | null {
    return this.#options.unavailableReason();
  }

  async #enqueueAndWait(userId: number, data: JudgeJobData): Promise<JudgeJobResult> {
    // Without a working sandbox every run would come back as a confusing compile or sandbox error.
    const unavailable = this.#options.unavailableReason();
    if (unavailable) throw new JudgeUnavailableError(unavailable);
    const inFlight = this.#runsInFlight.get(userId) ?? 0;
    if (inFlight >= MAX_PENDING_RUNS_PER_LEARNER)
      throw new TooManyPendingError(TOO_MANY_PENDING_RUNS_MESSAGE);
    this.#runsInFlight.set(userId, inFlight + 1);
    try {
      const { waiting } = await this.queue.stats();
      if (waiting >= this.#options.maxWaiting) throw new JudgeBusyError(waiting);
      const jobId = randomUUID();
      const wait = this.#awaitResult(jobId, this.#options.runTimeoutMs);
      try {
        await this.enqueue(data, { priority: 'practice', id: jobId, userId });
      } catch (error) {
        wait.cancel();
        if (error instanceof QueueUnavailableError) throw new JudgeUnavailableError(error.reason);
        throw error;
      }
      return await wait.promise;
    } finally {
      const left = (this.#runsInFlight.get(userId) ?? 1) - 1;
      if (left > 0) this.#runsInFlight.set(userId, left);
      else this.#runsInFlight.delete(userId);
    }
  }

  /** Every language with its availability here (SQL engines probed on first call). */
  async languages(): Promise<LanguageInfo[]> {
    await this.sql.probe(this.#options.sqlProbeWaitMs);
    return listLanguages();
  }

  /** One language and whether it runs here; null when the key is unknown. */
  async language(
    key: string,
  ): Promise<{ definition: LanguageDefinition; availability: LanguageAvailability } | null> {
    // SQL entries only know their engine's state once the runner has probed it.
    if (getLanguage(key)?.kind === 'sql') await this.sql.probe(this.#options.sqlProbeWaitMs);
    const definition = getLanguage(key);
    return definition ? { definition, availability: languageAvailability(definition) } : null;
  }

  async close(): Promise<void> {
    for (const unlisten of this.#unlisten) unlisten();
    this.#subscribers.clear();
  }
}
