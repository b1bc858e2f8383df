/**
 * Everything the socket says about submissions, by submission id. Events are kept for a while even when nobody
 * listens yet: an in-process judge can report a submission's first tests before the POST that created it has
 * answered, and a watcher that starts then replays what it missed.
 */
import {
  SUBMISSION_PROGRESS_EVENT,
  SUBMISSION_RESULT_EVENT,
  submissionEnvelopeSchema,
  submissionProgressEventSchema,
  type Submission,
  type SubmissionProgressEvent,
} from '@katana/shared/api/practice-submissions';
import type { RealtimeSocket } from './realtime-socket.ts';

export interface SubmissionUpdates {
  onProgress?(event: SubmissionProgressEvent): void;
  onResult?(submission: Submission): void;
}

export interface SubmissionFeed {
  /** Replays the buffered events of `id`, then delivers new ones; returns the unsubscribe. */
  subscribe(id: string, updates: SubmissionUpdates): () => void;
  /** Called on every (re)connection, e.g. to poll for what went by while the socket was away. */
  onReconnect(listener: () => void): () => void;
  /** Any other event on the same socket (e.g. the notification drawer channel); returns the unsubscribe. */
  listen(event: string, listener: (payload: unknown) => void): () => void;
  /** Sends a client event and resolves with the server's acknowledgement (undefined without one). */
  emitWithAck(event: string, payload: unknown): Promise<unknown>;
  isConnected(): boolean;
  close(): void;
}

interface Record_ {
  progress: SubmissionProgressEvent[];
  result: Submission | null;
}

/** How many submissions' events are kept; the oldest go first. */
const BUFFERED_SUBMISSIONS = 50;

export function createSubmissionFeed(socket: RealtimeSocket): SubmissionFeed {
  const records = new Map<string, Record_>();
  const listeners = new Map<string, Set<SubmissionUpdates>>();
  const reconnectListeners = new Set<() => void>();
  const others = new Set<[string, (payload: unknown) => void]>();
  let connectedOnce = false;

  function record(id: string): Record_ {
    let entry = records.get(id);
    if (!entry) {
      entry = { progress: [], result: null };
      records.set(id, entry);
      if (records.size > BUFFERED_SUBMISSIONS) {
        const oldest = records.keys().next().value;
        if (oldest !== undefined) records.delete(oldest);
      }
    }
    return entry;
  }

  const onProgress = (payload: unknown) => {
    const parsed = submissionProgressEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    record(event.submission_id).progress.push(event);
    listeners.get(event.submission_id)?.forEach((l) => l.onProgress?.(event));
  };
  const onResult = (payload: unknown) => {
    const parsed = submissionEnvelopeSchema.safeParse(payload);
    if (!parsed.success) return;
    const { submission } = parsed.data;
    record(submission.id).result = submission;
    listeners.get(submission.id)?.forEach((l) => l.onResult?.(submission));
  };
  const onConnect = () => {
    // The first connection has nothing to catch up on; later ones may have missed events.
    if (connectedOnce) reconnectListeners.forEach((l) => l());
    connectedOnce = true;
  };

  socket.on(SUBMISSION_PROGRESS_EVENT, onProgress);
  socket.on(SUBMISSION_RESULT_EVENT, onResult);
  socket.on('connect', onConnect);
  if (socket.connected) connectedOnce = true;

  return {
    subscribe(id, updates) {
      const entry = records.get(id);
      entry?.progress.forEach((event) => updates.onProgress?.(event));
      if (entry?.result) updates.onResult?.(entry.result);
      let set = listeners.get(id);
      if (!set) listeners.set(id, (set = new Set()));
      set.add(updates);
      return () => {
        set.delete(updates);
        if (set.size === 0) listeners.delete(id);
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    listen(event, listener) {
      const wrapped = (payload: unknown) => listener(payload);
      socket.on(event, wrapped);
      others.add([event, wrapped]);
      return () => {
        socket.off(event, wrapped);
        others.forEach((entry) => entry[1] === wrapped && others.delete(entry));
      };
    },
    emitWithAck: async (event, payload) => socket.emitWithAck?.(event, payload),
    isConnected: () => socket.connected,
    close() {
      others.forEach(([event, listener]) => socket.off(event, listener));
      others.clear();
      socket.off(SUBMISSION_PROGRESS_EVENT, onProgress);
      socket.off(SUBMISSION_RESULT_EVENT, onResult);
      socket.off('connect', onConnect);
      socket.disconnect();
      listeners.clear();
      reconnectListeners.clear();
    },
  };
}
