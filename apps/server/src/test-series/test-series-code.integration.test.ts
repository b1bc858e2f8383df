/**
 * A code answer in a timed test goes through the real practice path: the in-process queue and the real sandbox
 * (needs root, bubblewrap and g++), stored with the test's offering id and scored in the test's problem list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@katana/shared/api/practice-submissions';
import { CPP_SUM_CORRECT, sumPackage } from '../judge/problem-package.test-support.ts';
import { insertCodeProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { testSeries, testSeriesTestProblems, testSeriesTests } from '../db/schema/test-series.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/auth-helpers.ts';

describe('POST /api/v1/test_series/submissions/code', () => {
  let t: TestApp;
  let problem: ProblemRow;
  let testId: number;
  let authorization: string;

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['test-series'], judge: { concurrency: 1 } });
    problem = await insertCodeProblem(t.app.db, sumPackage());
    const [series] = await t.app.db.insert(testSeries).values({ slug: 'coding', name: 'Coding' }).returning();
    const [test] = await t.app.db
      .insert(testSeriesTests)
      .values({
        seriesId: series!.id,
        key: 'one',
        name: 'One',
        offeringType: 'Test',
        durationMinutes: 60,
        opensAt: new Date(Date.now() - 60_000),
        closesAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    testId = test!.id;
    await t.app.db.insert(testSeriesTestProblems).values({ testId, problemId: problem.id });
    const { session } = await signUp(t.app);
    authorization = `Token ${session.token}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, payload });

  it('judges the answer like practice and scores it in the test', async () => {
    expect(
      (await post('/api/v1/test_series/start', { slug: 'coding', offering_id: testId })).statusCode,
    ).toBe(200);
    const res = await post('/api/v1/test_series/submissions/code', {
      slug: 'coding',
      offering_id: testId,
      problem_id: problem.id,
      language: 'cpp',
      code: CPP_SUM_CORRECT,
    });
    expect(res.statusCode, res.body).toBe(200);
    const queued: Submission = res.json().data.submission;
    expect(queued).toMatchObject({ state: 'QUEUED', offering_id: testId, problem_slug: problem.slug });

    let judged: Submission = queued;
    for (const deadline = Date.now() + 170_000; Date.now() < deadline;) {
      const polled = await t.app.inject({
        url: `/api/v1/submissions/${queued.id}`,
        headers: { authorization },
      });
      judged = polled.json().data.submission;
      if (judged.state === 'DONE' || judged.state === 'FAILED') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(judged).toMatchObject({ state: 'DONE', status_message: 'CORRECT_ANSWER', offering_id: testId });

    const list = await t.app.inject({
      url: `/api/v1/test_series/coding/problems?offering_id=${testId}`,
      headers: { authorization },
    });
    expect(list.json().data.problems[0]).toMatchObject({ id: problem.id, attempted: true, user_score: 80 });
    expect(list.json().data.userAttemptStats).toEqual({ attempted: 1, unattempted: 0, markedForReview: 0 });
  });
});
