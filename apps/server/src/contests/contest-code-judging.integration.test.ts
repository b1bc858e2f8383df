/**
 * A code submission in a contest is judged as the contest scores it: an ICPC contest counts a problem only when
 * accepted, so the judge stops at the first failing test and lists the rest as not run (a slow or sleeping program
 * costs one test, not all of them); an IOI contest scores the share of tests, so every test runs. Real app, real
 * sandbox (needs root, bubblewrap and python3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@katana/shared/api/practice-submissions';
import type { TestApp } from '../test/test-app.ts';
import { createTestApp } from '../test/test-app.ts';
import { sumPackage } from '../judge/problem-package.test-support.ts';
import { insertCodeProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import type { ContestRow } from '../db/schema/contests.ts';
import { contestAt, learner, type TestLearner } from './contest-fixtures.test-support.ts';

/** Fails the first test (a sample) and every other. */
const PYTHON_DIFFERENCE = 'a, b = map(int, input().split())\nprint(a - b)\n';

describe('code submissions in contests', () => {
  let t: TestApp;
  let problem: ProblemRow;
  let ada: TestLearner;

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['contests'], judge: { concurrency: 2 } });
    problem = await insertCodeProblem(t.app.db, sumPackage());
    ada = await learner(t.app, 'Ada');
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: ada.authorization }, payload });

  async function submitIn(contest: ContestRow): Promise<Submission> {
    await post('/api/v1/contests/register', { event_id: contest.id });
    expect(
      (await post('/api/v1/contests/start', { slug: contest.slug, offering_id: contest.id })).statusCode,
    ).toBe(200);
    const res = await post(`/api/v1/problems/${problem.slug}/submissions`, {
      language: 'python',
      code: PYTHON_DIFFERENCE,
      offering_id: contest.id,
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().data.submission.id;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const got = await t.app.inject({
        url: `/api/v1/submissions/${id}`,
        headers: { authorization: ada.authorization },
      });
      const submission: Submission = got.json().data.submission;
      if (submission.state === 'DONE' || submission.state === 'FAILED') return submission;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`submission ${id} was never judged`);
  }

  it('ICPC: stops at the first failing test and lists the rest as not run', async () => {
    const contest = await contestAt(t.app.db, [problem], -5, 60, { format: 'ICPC' });
    const done = await submitIn(contest);
    expect(done).toMatchObject({
      status_message: 'WRONG_ANSWER',
      total_test_cases: 5,
      no_of_test_cases_correct: 0,
    });
    expect(done.result_json.map((r) => [r.test, r.status])).toEqual([
      [1, 'NO_MATCH'],
      [2, 'NOT_RUN'],
      [3, 'NOT_RUN'],
      [4, 'NOT_RUN'],
      [5, 'NOT_RUN'],
    ]);
    expect(done.result_json[1]).toEqual({
      test: 2,
      sample: true,
      status: 'NOT_RUN',
      time_ms: null,
      memory_kb: null,
    });
  });

  it('IOI: runs every test, since each one scores', async () => {
    const contest = await contestAt(t.app.db, [problem], -5, 60, { format: 'IOI' });
    const done = await submitIn(contest);
    // 0 - 0 is right by chance: the third test passes.
    expect(done.result_json.map((r) => r.status)).toEqual([
      'NO_MATCH',
      'NO_MATCH',
      'MATCH',
      'NO_MATCH',
      'NO_MATCH',
    ]);
  });
});
