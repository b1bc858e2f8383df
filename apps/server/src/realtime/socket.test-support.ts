/**
 * Test support for the realtime layer: a real socket.io client (what the web uses) connecting with a node access
 * token, and a submission followed from the POST to its pushed result.
 */
import { io, type Socket } from 'socket.io-client';
import { ExecutionStage } from '@katana/shared/verdicts';
import {
  SOCKET_PATH,
  SUBMISSION_PROGRESS_EVENT,
  SUBMISSION_RESULT_EVENT,
  type Submission,
  type SubmissionProgressEvent,
} from '@katana/shared/api/practice-submissions';
import type { App } from '../app.ts';
import type { Session } from '../test/auth-helpers.ts';

export interface Learner {
  authorization: string;
  session: Session;
  nodeAccessToken: string;
}

function open(url: string, token: string | undefined): Socket {
  return io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token !== undefined ? { auth: { token } } : {}),
  });
}

export function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = open(url, token);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** How the server refused a handshake (message and `data.code`); throws when it accepted it. */
export function refusal(url: string, token: string | undefined): Promise<{ message: string; code: unknown }> {
  const socket = open(url, token);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('connect_error', (err: Error & { data?: { code?: unknown } }) => {
      socket.close();
      resolve({ message: err.message, code: err.data?.code });
    });
  });
}

/**
 * Submits through `app` (any node) and collects the socket's events for that submission until its result arrives.
 * Listening starts before the POST: in-process judging may report its first stages before the response is sent.
 */
export async function submitAndFollow(
  app: App,
  socket: Socket,
  learner: Pick<Learner, 'authorization'>,
  slug: string,
  code: string,
  language = 'cpp',
  timeoutMs = 120_000,
): Promise<{ progress: SubmissionProgressEvent[]; result: Submission }> {
  const progress: SubmissionProgressEvent[] = [];
  const results: Submission[] = [];
  let wake: () => void = () => undefined;
  const onProgress = (event: SubmissionProgressEvent) => progress.push(event);
  const onResult = (payload: { submission: Submission }) => {
    results.push(payload.submission);
    wake();
  };
  socket.on(SUBMISSION_PROGRESS_EVENT, onProgress);
  socket.on(SUBMISSION_RESULT_EVENT, onResult);
  try {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/problems/${slug}/submissions`,
      headers: { authorization: learner.authorization },
      payload: { language, code },
    });
    if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
    const id: string = res.json().data.submission.id;
    const deadline = Date.now() + timeoutMs;
    while (!results.some((r) => r.id === id)) {
      if (Date.now() > deadline) throw new Error(`no result pushed for submission ${id}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 500);
      });
    }
    // In scale-out the result and the progress take different routes (the result from the node the queue handed
    // the completion to, the progress from the enqueuing node through the Redis adapter), so the last progress
    // events may arrive just after the result: wait for the final stage before reading them.
    const settle = Date.now() + 10_000;
    while (!progress.some((e) => e.submission_id === id && e.stage === ExecutionStage.RESULT_AWAITED)) {
      if (Date.now() > settle) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      progress: progress.filter((e) => e.submission_id === id),
      result: results.find((r) => r.id === id)!,
    };
  } finally {
    socket.off(SUBMISSION_PROGRESS_EVENT, onProgress);
    socket.off(SUBMISSION_RESULT_EVENT, onResult);
  }
}
