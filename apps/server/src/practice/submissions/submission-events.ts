/**
 * A submission's live progress and its final result, to its owner's realtime room:
 * - the API node that enqueued a submission follows its job and emits one 'submission:progress' per stage (one
 *   `executed` per test). In scale-out every node hears every progress event, but only the enqueuing node follows
 *   the job, so each event is emitted once; the Redis adapter carries it to the user's sockets on any node;
 * - the final 'submission:result' {submission} is emitted by whichever node the queue hands the job's completion
 *   to (exactly one), after loading the stored verdict. A job that failed outright (the handler threw, a worker
 *   kept crashing) first marks its submission FAILED, so it never stays QUEUED.
 */
import {
  SUBMISSION_PROGRESS_EVENT,
  SUBMISSION_RESULT_EVENT,
  type Submission,
  type SubmissionProgressEvent,
} from '@katana/shared/api/practice-submissions';
import { ExecutionStage } from '@katana/shared/verdicts';
import type { JudgeProgress } from '@katana/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { JudgeService } from '../../judge/index.ts';

export interface SubmissionEventsDeps {
  judge: JudgeService;
  emit(userId: number, event: string, payload: unknown): void;
  load(id: string): Promise<{ userId: number; submission: Submission } | null>;
  /** Marks a submission whose job failed as FAILED (idempotent). */
  fail(id: string, message: string): Promise<boolean>;
  log: FastifyBaseLogger;
  /** Runs after a result is announced (idempotent listeners: toasts, standings). */
  afterResult?: (result: { userId: number; submissionId: string }) => Promise<void>;
  /** A followed job that never reports its end is let go after this long (default 30 min). */
  followTimeoutMs?: number;
}

export const JOB_FAILED_MESSAGE = 'The judge failed on this code; please try again.';

export function toProgressEvent(submissionId: string, event: JudgeProgress): SubmissionProgressEvent {
  const detail = event.detail ?? {};
  return {
    submission_id: submissionId,
    stage: event.stage,
    ...(event.test !== undefined ? { test: event.test } : {}),
    ...(event.tests !== undefined ? { tests: event.tests } : {}),
    ...(event.status !== undefined ? { status: event.status } : {}),
    ...(typeof detail.time_ms === 'number' ? { time_ms: detail.time_ms } : {}),
    ...(typeof detail.memory_kb === 'number' ? { memory_kb: detail.memory_kb } : {}),
  };
}

export function createSubmissionEvents(deps: SubmissionEventsDeps) {
  const { judge } = deps;

  async function announce(id: string): Promise<void> {
    const found = await deps.load(id);
    if (!found) return;
    deps.emit(found.userId, SUBMISSION_RESULT_EVENT, { submission: found.submission });
    await deps.afterResult?.({ userId: found.userId, submissionId: id });
  }

  return {
    /** Follows one submission's job from this node; returns the unfollow. */
    follow(submission: { id: string; userId: number }): () => void {
      const stop = () => {
        clearTimeout(timer);
        unsubscribe();
      };
      const unsubscribe = judge.subscribe(submission.id, {
        progress: (event) => {
          deps.emit(submission.userId, SUBMISSION_PROGRESS_EVENT, toProgressEvent(submission.id, event));
          // Nothing but the completion follows; in scale-out it may be handed to another node.
          if (event.stage === ExecutionStage.RESULT_AWAITED) stop();
        },
        completed: stop,
        failed: stop,
      });
      const timer = setTimeout(stop, deps.followTimeoutMs ?? 30 * 60_000);
      timer.unref();
      return stop;
    },

    /** Queue-wide completion listeners (each finished job reaches one node); returns the unlisten. */
    listen(): () => void {
      const offCompleted = judge.queue.on('completed', async ({ result }) => {
        const done = result as { kind?: string; submissionId?: string };
        // A throw here makes the queue deliver the completion again (the database may be briefly down).
        if (done.kind === 'submission' && done.submissionId) await announce(done.submissionId);
      });
      const offFailed = judge.queue.on('failed', async ({ jobId, error }) => {
        // Run jobs have ids that name no submission: load() finds nothing and nothing happens.
        const found = await deps.load(jobId);
        if (!found) return;
        deps.log.warn({ jobId, reason: error }, 'judge job of a submission failed');
        if (await deps.fail(jobId, JOB_FAILED_MESSAGE)) await announce(jobId);
      });
      return () => {
        offCompleted();
        offFailed();
      };
    },
  };
}
