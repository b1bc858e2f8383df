/**
 * The test series' hooks into practice: the catalogue's solution and hints of a problem are locked for a learner
 * while their own attempt at a test containing it runs, and the practice submit routes refuse a test's
 * offering_id outside the learner's attempt window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TestSeriesMessage } from '@katana/shared/api/test-series';
import { problems, type ProblemRow } from '../db/schema/practice.ts';
import { testSeries, testSeriesTestProblems, testSeriesTests } from '../db/schema/test-series.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../test/auth-helpers.ts';
import { insertQuizProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import { question } from './test-series-fixtures.test-support.ts';
import { TEST_NOT_LIVE_MESSAGE, TEST_SOLUTION_LOCKED_MESSAGE } from './test-series.service.ts';

const HOUR = 3_600_000;

describe('test series locks on the practice routes', () => {
  let t: TestApp;
  let inTest: ProblemRow;
  let outside: ProblemRow;
  let openTest: number;
  let laterTest: number;
  let ada: Session;
  let bob: Session;

  const get = (url: string, who: Session) => t.app.inject({ url, headers: cookieHeaders(who) });
  const post = (url: string, payload: object, who: Session) =>
    t.app.inject({ method: 'POST', url, headers: cookieHeaders(who), payload });
  const answer = (problem: ProblemRow, offeringId: number, who: Session) =>
    post(
      '/api/v1/submissions/mcq',
      { problem_id: problem.id, offering_id: offeringId, answer_ids: ['b'] },
      who,
    );
  const addTest = async (seriesId: number, key: string, opensAt: number, closesAt: number) => {
    const [test] = await t.app.db
      .insert(testSeriesTests)
      .values({
        seriesId,
        key,
        name: `Test ${key}`,
        offeringType: 'Test',
        durationMinutes: 30,
        opensAt: new Date(opensAt),
        closesAt: new Date(closesAt),
      })
      .returning();
    await t.app.db.insert(testSeriesTestProblems).values({ testId: test!.id, problemId: inTest.id });
    return test!.id;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['test-series'], judge: { handler: async () => ({}) as never } });
    inTest = await insertQuizProblem(t.app.db, question(1, 'lock-question'));
    outside = await insertQuizProblem(t.app.db, question(2, 'lock-question'));
    await t.app.db
      .update(problems)
      .set({ hints: ['Look at b.'] })
      .where(eq(problems.id, inTest.id));
    const [series] = await t.app.db.insert(testSeries).values({ slug: 'locks', name: 'Locks' }).returning();
    const now = Date.now();
    openTest = await addTest(series!.id, 'open', now - HOUR, now + 24 * HOUR);
    laterTest = await addTest(series!.id, 'later', now + HOUR, now + 2 * HOUR);
    ada = (await signUp(t.app)).session;
    bob = (await signUp(t.app)).session;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a test offering_id on the practice submit routes outside the learner’s own attempt window', async () => {
    // Not started yet: 403 with the message, nothing stored.
    const before = await answer(inTest, openTest, ada);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.message).toBe(TEST_NOT_LIVE_MESSAGE);
    const notOpen = await answer(inTest, laterTest, ada);
    expect(notOpen.statusCode).toBe(403);
    // A problem outside the test is refused whatever the window.
    const stray = await answer(outside, openTest, ada);
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error.message).toBe(TestSeriesMessage.PROBLEM_NOT_IN_TEST);

    expect(
      (await post('/api/v1/test_series/start', { slug: 'locks', offering_id: openTest }, ada)).statusCode,
    ).toBe(200);
    const during = await answer(inTest, openTest, ada);
    expect(during.statusCode, during.body).toBe(200);
    expect(during.json().data.submission).toMatchObject({ offering_id: openTest });
    // Ada's attempt does not open the test for Bob.
    expect((await answer(inTest, openTest, bob)).statusCode).toBe(403);
    // Once Ada submits the test, her window is closed too.
    expect(
      (await post('/api/v1/test_series/submit', { slug: 'locks', offering_id: openTest }, ada)).statusCode,
    ).toBe(200);
    expect((await answer(inTest, openTest, ada)).json().error.message).toBe(TEST_NOT_LIVE_MESSAGE);
    // A practice submission without offering_id is untouched.
    expect(
      (await post('/api/v1/submissions/mcq', { problem_id: inTest.id, answer_ids: ['b'] }, ada)).statusCode,
    ).toBe(200);
  });

  it('locks the solution and hints for the learner whose attempt runs, only for them and only until it is over', async () => {
    const solution = (who: Session) => get(`/api/v1/problems/${inTest.slug}/solution`, who);
    const hints = async (who: Session) =>
      (await get(`/api/v1/problems/${inTest.slug}`, who)).json().data.hints;
    expect((await solution(bob)).statusCode).toBe(200);
    expect(await hints(bob)).toEqual(['Look at b.']);

    expect(
      (await post('/api/v1/test_series/start', { slug: 'locks', offering_id: openTest }, bob)).statusCode,
    ).toBe(200);
    const locked = await solution(bob);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(TEST_SOLUTION_LOCKED_MESSAGE);
    expect(await hints(bob)).toEqual([]);
    // The statement stays readable; another problem and another learner are not affected.
    expect((await get(`/api/v1/problems/${inTest.slug}`, bob)).statusCode).toBe(200);
    expect((await get(`/api/v1/problems/${outside.slug}/solution`, bob)).statusCode).toBe(200);
    expect((await solution(ada)).statusCode).toBe(200);

    await post('/api/v1/test_series/submit', { slug: 'locks', offering_id: openTest }, bob);
    expect((await solution(bob)).statusCode).toBe(200);
    expect(await hints(bob)).toEqual(['Look at b.']);
  });
});
