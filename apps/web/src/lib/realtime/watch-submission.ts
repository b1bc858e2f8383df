/**
 * Follows one submission until it is judged: live per-test progress from the socket feed, and the final result from
 * whichever arrives first, the socket's 'submission:result' or a poll of GET /api/v1/submissions/:id. Polling is the
 * safety net: slow while the socket is up (an event can still be lost), fast while it is down or absent, and once at
 * once after a reconnection.
 */
import type { Submission, SubmissionProgressEvent } from '@katana/shared/api/practice-submissions';
import type { SubmissionFeed } from './submission-feed.ts';

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const POLL_MS_SOCKET_UP = 5_000;
export const POLL_MS_SOCKET_DOWN = 1_500;

export interface WatchOptions {
  feed: SubmissionFeed | null;
  /** Reads the submission; null when the read failed (the next poll tries again). */
  fetchSubmission(id: string): Promise<Submission | null>;
  onProgress?(event: SubmissionProgressEvent): void;
  onResult(submission: Submission): void;
  timers?: Timers;
}

export function isFinal(submission: Pick<Submission, 'state'>): boolean {
  return submission.state === 'DONE' || submission.state === 'FAILED';
}

/** Starts watching; the returned function stops (on unmount, or when a new submission replaces this one). */
export function watchSubmission(id: string, options: WatchOptions): () => void {
  const { feed, fetchSubmission, timers = realTimers } = options;
  let stopped = false;
  let timer: unknown = null;
  const cleanups: (() => void)[] = [];

  function stop() {
    if (stopped) return;
    stopped = true;
    if (timer !== null) timers.clear(timer);
    cleanups.forEach((cleanup) => cleanup());
  }

  function finish(submission: Submission) {
    if (stopped || !isFinal(submission)) return;
    stop();
    options.onResult(submission);
  }

  function schedule() {
    if (stopped) return;
    if (timer !== null) timers.clear(timer);
    timer = timers.set(() => void poll(), feed?.isConnected() ? POLL_MS_SOCKET_UP : POLL_MS_SOCKET_DOWN);
  }

  async function poll() {
    timer = null;
    if (stopped) return;
    const submission = await fetchSubmission(id);
    if (submission && isFinal(submission)) finish(submission);
    else schedule();
  }

  if (feed) {
    cleanups.push(
      feed.subscribe(id, {
        onProgress: (event) => {
          if (!stopped) options.onProgress?.(event);
        },
        onResult: finish,
      }),
    );
    cleanups.push(feed.onReconnect(() => void poll()));
  }
  schedule();
  return stop;
}
