/**
 * The realtime layer end to end: a real socket.io client connects to a listening app with the user's node access
 * token, submits through the API, and receives one progress event per stage (one `executed` per test, in order) and
 * then the stored result. Real sandbox and in-process queue (embedded mode); the scale-out variant with two API
 * nodes, a worker and the Redis adapter lives in realtime-scale-out.integration.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionProgressEventSchema, submissionSchema } from '@katana/shared/api/practice-submissions';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/auth-helpers.ts';
import {
  CPP_COMPILE_ERROR,
  CPP_SUM_CORRECT,
  CPP_SUM_INT,
  sumPackage,
} from '../judge/problem-package.test-support.ts';
import { insertCodeProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { connectSocket, refusal, submitAndFollow, type Learner } from './socket.test-support.ts';

describe('realtime submission events (embedded)', () => {
  let t: TestApp;
  let url: string;
  let problem: ProblemRow;

  const learner = async (): Promise<Learner> => {
    const { session, data } = await signUp(t.app);
    return {
      authorization: `Token ${session.token}`,
      session,
      nodeAccessToken: data.user.node_access_token as string,
    };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { concurrency: 2 }, realtime: { sessionCheckMs: 3_600_000 } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    problem = await insertCodeProblem(t.app.db, sumPackage());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hands every signed-in user a node access token, the same for one session on every call', async () => {
    const ada = await learner();
    expect(ada.nodeAccessToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const details = await t.app.inject({
      url: '/api/v2/users/auth_details',
      headers: { authorization: ada.authorization },
    });
    expect(details.json().data.user.node_access_token).toBe(ada.nodeAccessToken);
    expect((await learner()).nodeAccessToken).not.toBe(ada.nodeAccessToken);
  });

  it('pushes per-test progress and then the scored CORRECT_ANSWER result, to the submitter only', async () => {
    const ada = await learner();
    const bob = await learner();
    const adaSocket = await connectSocket(url, ada.nodeAccessToken);
    const bobSocket = await connectSocket(url, bob.nodeAccessToken);
    const bobHeard: unknown[] = [];
    bobSocket.onAny((event, payload) => bobHeard.push([event, payload]));
    try {
      const { progress, result } = await submitAndFollow(
        t.app,
        adaSocket,
        ada,
        problem.slug,
        CPP_SUM_CORRECT,
      );
      for (const event of progress) expect(submissionProgressEventSchema.parse(event)).toEqual(event);
      expect(progress.every((e) => e.submission_id === result.id)).toBe(true);
      const stages = progress.map((e) => e.stage);
      expect(stages[0]).toBe('started');
      expect(stages.at(-1)).toBe('result awaited');
      expect(stages).toContain('compiled');
      const executed = progress.filter((e) => e.stage === 'executed');
      expect(executed.map((e) => [e.test, e.tests, e.status])).toEqual([
        [1, 5, 'MATCH'],
        [2, 5, 'MATCH'],
        [3, 5, 'MATCH'],
        [4, 5, 'MATCH'],
        [5, 5, 'MATCH'],
      ]);
      expect(executed.every((e) => typeof e.time_ms === 'number' && typeof e.memory_kb === 'number')).toBe(
        true,
      );

      expect(submissionSchema.parse(result)).toEqual(result);
      expect(result).toMatchObject({
        state: 'DONE',
        status_message: 'CORRECT_ANSWER',
        percentage_score: 100,
        no_of_test_cases_correct: 5,
        is_best: true,
        points: { new_score: 80, user_score: 80, points_gained: 80, already_earned: false },
      });
      expect(bobHeard).toEqual([]);
    } finally {
      adaSocket.close();
      bobSocket.close();
    }
  });

  it('pushes WRONG_ANSWER for a wrong solution and COMPILATION_ERROR with the compiler message', async () => {
    const ada = await learner();
    const socket = await connectSocket(url, ada.nodeAccessToken);
    try {
      const wrong = await submitAndFollow(t.app, socket, ada, problem.slug, CPP_SUM_INT);
      expect(wrong.result).toMatchObject({ status_message: 'WRONG_ANSWER', no_of_test_cases_correct: 4 });
      expect(wrong.progress.find((e) => e.stage === 'executed' && e.test === 4)?.status).toBe('NO_MATCH');
      const ce = await submitAndFollow(t.app, socket, ada, problem.slug, CPP_COMPILE_ERROR);
      expect(ce.result.status_message).toBe('COMPILATION_ERROR');
      expect(ce.result.error_message).toContain('missing_name');
      expect(ce.progress.filter((e) => e.stage === 'executed')).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('refuses a handshake without a valid token', async () => {
    const ada = await learner();
    const [sessionId] = ada.nodeAccessToken.split('.');
    for (const token of [
      undefined,
      'garbage',
      `${sessionId}.${'A'.repeat(43)}`,
      `9999999.${'A'.repeat(43)}`,
    ]) {
      expect(await refusal(url, token)).toEqual({ message: 'Please login to continue', code: 101 });
    }
  });

  it('logout revokes the token: a new handshake is refused and the open socket is dropped', async () => {
    const ada = await learner();
    const socket = await connectSocket(url, ada.nodeAccessToken);
    const dropped = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/logout',
      headers: { authorization: ada.authorization },
    });
    expect(out.statusCode).toBe(200);
    expect(await refusal(url, ada.nodeAccessToken)).toEqual({
      message: 'Please login to continue',
      code: 101,
    });
    expect(await t.app.realtime.checkSessions()).toBe(1);
    expect(await dropped).toBe('io server disconnect');
  });
});
