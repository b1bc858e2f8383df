/**
 * One learner cannot hold the judge: at most MAX_PENDING_SUBMISSIONS_PER_LEARNER submissions wait or run at once
 * (the next is refused with 429 in the envelope, and the earlier ones are still judged), and at most
 * MAX_PENDING_RUNS_PER_LEARNER runs are in progress. Real app, real sandbox (needs root, bubblewrap and python3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PENDING_RUNS_PER_LEARNER } from '@katana/shared/api/judge';
import {
  MAX_PENDING_SUBMISSIONS_PER_LEARNER,
  type Submission,
} from '@katana/shared/api/practice-submissions';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { sumPackage } from '../../judge/problem-package.test-support.ts';
import { insertCodeProblem } from './problem-fixtures.test-support.ts';
import type { ProblemRow } from '../../db/schema/practice.ts';

/** Right, but half a second per test: a submission stays pending for seconds, a run for about one. */
const SLOW_SUM = 'import time\ntime.sleep(0.5)\na, b = map(int, input().split())\nprint(a + b)\n';

describe('pending submissions and runs per learner', () => {
  let t: TestApp;
  let problem: ProblemRow;
  let learner: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { concurrency: 1 } });
    problem = await insertCodeProblem(t.app.db, sumPackage());
    learner = `Token ${(await signUp(t.app)).session.token}`;
    other = `Token ${(await signUp(t.app)).session.token}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/problems/${problem.slug}/${path}`,
      headers: { authorization },
      payload: { language: 'python', code: SLOW_SUM },
    });

  async function judged(id: string, authorization: string): Promise<Submission> {
    for (const deadline = Date.now() + 170_000; Date.now() < deadline;) {
      const res = await t.app.inject({ url: `/api/v1/submissions/${id}`, headers: { authorization } });
      const submission: Submission = res.json().data.submission;
      if (submission.state === 'DONE' || submission.state === 'FAILED') return submission;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`submission ${id} was never judged`);
  }

  it(
    'refuses a fourth pending submission with 429 and still judges the first three',
    { timeout: 180_000 },
    async () => {
      const accepted: string[] = [];
      for (let i = 0; i < MAX_PENDING_SUBMISSIONS_PER_LEARNER; i++) {
        const res = await post('submissions', learner);
        expect(res.statusCode).toBe(200);
        accepted.push(res.json().data.submission.id);
      }
      const refused = await post('submissions', learner);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        status: 429,
        error: {
          code: 429,
          message:
            'You already have 3 submissions waiting for the judge. Submit again when one of them has its result.',
        },
      });
      // Another learner is not held back by it.
      const theirs = await post('submissions', other);
      expect(theirs.statusCode).toBe(200);

      for (const id of accepted) expect((await judged(id, learner)).status_message).toBe('CORRECT_ANSWER');
      // Nothing of the refused one was stored.
      const history = await t.app.inject({
        url: `/api/v1/problems/${problem.slug}/submissions`,
        headers: { authorization: learner },
      });
      expect(history.json().data.submissions).toHaveLength(MAX_PENDING_SUBMISSIONS_PER_LEARNER);
      // Once they have their results, the learner submits again.
      const again = await post('submissions', learner);
      expect(again.statusCode).toBe(200);
      await judged(again.json().data.submission.id, learner);
      await judged(theirs.json().data.submission.id, other);
    },
  );

  it(
    'refuses a run beyond the runs in progress with 429, and answers the others',
    { timeout: 120_000 },
    async () => {
      const replies = await Promise.all(
        Array.from({ length: MAX_PENDING_RUNS_PER_LEARNER + 1 }, () => post('run', learner)),
      );
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array<number>(MAX_PENDING_RUNS_PER_LEARNER).fill(200), 429]);
      const refused = replies.find((r) => r.statusCode === 429)!;
      expect(refused.json().error).toEqual({
        code: 429,
        message: 'You already have 2 runs in progress. Run again when one of them has finished.',
      });
      for (const reply of replies.filter((r) => r.statusCode === 200))
        expect(reply.json().data.status_message).toBe('CORRECT_ANSWER');
    },
  );
});
