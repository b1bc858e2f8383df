/**
 * The judge queue contract. Two engines implement it (./in-process-queue.ts for the embedded default,
 * ./bullmq-queue.ts on Redis for scale-out); the server and `katana worker` only ever see this interface, so the
 * judging code is the same in both modes. The queue knows nothing about judging: it carries an opaque payload and
 * calls an injected handler.
 */
import type { CaseStatus, ExecutionStage } from '@katana/shared/verdicts';

/** contest > practice > rejudge: a waiting contest job runs before practice jobs queued earlier. */
export type JudgePriority = 'contest' | 'practice' | 'rejudge';

export type JudgeJobState = 'waiting' | 'active' | 'completed' | 'failed';

/**
 * One stage/progress event of a running job, forwarded as-is to the browser. The queue itself reports
 * `{stage: 'started'}` when a handler picks the job up; the handler reports the rest (compiled, one `executed` per
 * test with its index and status, ...).
 */
export interface JudgeProgress {
  stage: ExecutionStage;
  /** 1-based index of the test this event is about (stage `executed`). */
  test?: number;
  /** Number of tests the submission will run, once known. */
  tests?: number;
  /** Per-case status of `test`. */
  status?: CaseStatus;
  /** Anything else the handler wants the client to see (times, memory, messages); must be JSON-serialisable. */
  detail?: Record<string, unknown>;
}

/** What a handler receives: the caller's id and payload. */
export interface JudgeJob<Data> {
  id: string;
  data: Data;
  priority: JudgePriority;
  /** 1 on the first run; higher when the job is re-run after a worker crash (stalled-job recovery) or a retry. */
  attempt: number;
}

export interface JudgeHandlerContext {
  /** Publishes a progress event to every listener of the queue (all API nodes in scale-out). */
  reportProgress(event: JudgeProgress): Promise<void>;
  /** Aborted when the job must stop: shutdown past its grace period. Pass it to the sandbox to kill the run. */
  signal: AbortSignal;
}

export type JudgeHandler<Data = unknown, Result = unknown> = (
  job: JudgeJob<Data>,
  ctx: JudgeHandlerContext,
) => Promise<Result>;

export interface EnqueueOptions {
  priority: JudgePriority;
  /**
   * Who the job is for (e.g. `user:42`). Within a priority, a job runs after the jobs of owners with fewer jobs
   * pending: its rank is the number of its owner's jobs already waiting or running (see ./priority.ts). Jobs without
   * an owner rank first.
   */
  owner?: string;
}

export interface EnqueueResult {
  jobId: string;
  /** True when a job with this id already existed (waiting, running or recently finished): it is not judged again. */
  deduplicated: boolean;
}

export interface JudgeJobInfo<Data = unknown, Result = unknown> {
  id: string;
  state: JudgeJobState;
  priority: JudgePriority;
  data: Data;
  /** The last progress event reported, if any. */
  progress: JudgeProgress | null;
  result?: Result;
  /** Why the handler failed (its error message), for state `failed`. */
  error?: string;
  attempt: number;
  enqueuedAt: number;
  startedAt?: number;
  finishedAt?: number;
}

export interface JudgeQueueStats {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  /** Worker instances able to take jobs (in-process: 1; BullMQ: connected `katana worker` processes and local workers). */
  workers: number;
  /** Jobs the workers can run at once (sum of their concurrency). */
  capacity: number;
}

export interface JudgeQueueHealth {
  engine: 'in-process' | 'bullmq';
  /** False when the engine cannot judge: Redis unreachable, or no worker connected to take jobs. */
  ok: boolean;
  waiting: number;
  active: number;
  workers: number;
  /** Jobs the workers can run at once. */
  capacity: number;
  latency_ms?: number;
  error?: string;
}

export interface ProgressEvent {
  jobId: string;
  event: JudgeProgress;
}
export interface CompletedEvent<Result> {
  jobId: string;
  result: Result;
  attempt: number;
}
export interface FailedEvent {
  jobId: string;
  error: string;
  attempt: number;
}

/**
 * Listener signatures. `completed` and `failed` are delivered once per job across all queue instances (see
 * README "Exactly-once results"); a listener may return a promise and the delivery counts as handled only once every
 * listener has resolved — if one rejects, the BullMQ engine delivers the job again later. `progress` goes to every
 * instance. `error` reports infrastructure problems (Redis down, a listener that threw), never a job's failure.
 */
export interface JudgeQueueEvents<Result> {
  progress: (e: ProgressEvent) => void;
  completed: (e: CompletedEvent<Result>) => void | Promise<void>;
  failed: (e: FailedEvent) => void | Promise<void>;
  error: (err: Error) => void;
}

export interface JudgeQueue<Data = unknown, Result = unknown> {
  readonly engine: 'in-process' | 'bullmq';
  /** Adds a job; idempotent by `job.id` (use the submission id). Rejected after `close()`. */
  enqueue(job: { id: string; data: Data }, opts: EnqueueOptions): Promise<EnqueueResult>;
  /** Subscribes to queue-wide events; returns the unsubscribe function. */
  on<E extends keyof JudgeQueueEvents<Result>>(event: E, listener: JudgeQueueEvents<Result>[E]): () => void;
  getJob(id: string): Promise<JudgeJobInfo<Data, Result> | null>;
  stats(): Promise<JudgeQueueStats>;
  health(): Promise<JudgeQueueHealth>;
  /** Stops taking jobs, lets running ones finish for up to `graceMs`, then aborts (in-process) or releases them
   * back to the queue for another worker (BullMQ), and closes connections. */
  close(opts?: { graceMs?: number }): Promise<void>;
}
