import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { problemOrder } from '@katana/shared/contests/test-series';
import { TestSeriesMessage } from '@katana/shared/api/test-series';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import type { Db } from '../db/client.ts';
import { problems, type ProblemRow } from '../db/schema/practice.ts';
import {
  TEST_SERIES_OFFERING_ID_MIN,
  testSeries,
  testSeriesAttempts,
  testSeriesTestProblems,
  testSeriesTests,
} from '../db/schema/test-series.ts';
import { users } from '../db/schema/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../test/auth-helpers.ts';
import { insertQuizProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import { seedTestSeries } from './test-series-seed.ts';
import { question } from './test-series-fixtures.test-support.ts';

const HOUR = 3_600_000;

async function addTest(
  db: Db,
  seriesId: number,
  key: string,
  type: 'Test' | 'ShuffleTest',
  items: ProblemRow[],
  window: { opensAt: Date; closesAt: Date },
) {
  const [test] = await db
    .insert(testSeriesTests)
    .values({ seriesId, key, name: `Test ${key}`, offeringType: type, durationMinutes: 30, ...window })
    .returning();
  await db
    .insert(testSeriesTestProblems)
    .values(items.map((p, i) => ({ testId: test!.id, problemId: p.id, position: i })));
  return test!;
}

describe('/api/v1/test_series', () => {
  let t: TestApp;
  let qs: ProblemRow[];
  let shuffle: { id: number };
  let notYet: { id: number };
  let closed: { id: number };
  let learner: Session;
  let learnerId: number;
  let late: Session;
  let lateId: number;

  const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(session ? { headers: cookieHeaders(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const action = (path: string, session: Session, offering: number, extra: object = {}) =>
    call('POST', `/api/v1/test_series/${path}`, session, { slug: 'mock', offering_id: offering, ...extra });

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['test-series'], judge: { handler: async () => ({}) as never } });
    const db = t.app.db;
    qs = [];
    for (let n = 1; n <= 5; n++) qs.push(await insertQuizProblem(db, question(n)));
    const [series] = await db
      .insert(testSeries)
      .values({ slug: 'mock', name: 'Mock series', description: 'Timed quizzes' })
      .returning();
    const now = Date.now();
    const open = { opensAt: new Date(now - HOUR), closesAt: new Date(now + 24 * HOUR) };
    shuffle = await addTest(db, series!.id, 'shuffle', 'ShuffleTest', qs, open);
    notYet = await addTest(db, series!.id, 'later', 'Test', qs.slice(0, 2), {
      opensAt: new Date(now + HOUR),
      closesAt: new Date(now + 2 * HOUR),
    });
    closed = await addTest(db, series!.id, 'past', 'Test', qs.slice(0, 2), {
      opensAt: new Date(now - 3 * HOUR),
      closesAt: new Date(now - 2 * HOUR),
    });
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const idOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    learner = a.session;
    learnerId = await idOf(a.email);
    late = b.session;
    lateId = await idOf(b.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the series and shows a series to anyone, each test with offering ids from 1e9', async () => {
    const list = (await call('GET', '/api/v1/test_series')).json().data;
    expect(list.series).toEqual([
      {
        id: expect.any(Number),
        slug: 'mock',
        name: 'Mock series',
        description: 'Timed quizzes',
        total_tests: 3,
      },
    ]);
    const detail = (await call('GET', '/api/v1/test_series/mock')).json().data;
    expect(detail.tests.map((x: { offering_id: number }) => x.offering_id)).toEqual([
      shuffle.id,
      notYet.id,
      closed.id,
    ]);
    expect(shuffle.id).toBeGreaterThanOrEqual(TEST_SERIES_OFFERING_ID_MIN);
    expect(detail.tests[0]).toMatchObject({
      offering_type: 'ShuffleTest',
      duration: 30,
      total_problems: 5,
      offering_status: 'NOT_STARTED',
      test_status: 'TEST_NOT_ATTEMPTED',
      timed_test_taken: false,
      can_start: true,
      remaining_ms: null,
    });
    expect(detail.tests[1]).toMatchObject({ offering_status: 'NOT_OPEN', can_start: false });
    expect(detail.tests[2]).toMatchObject({ offering_status: 'HAS_ENDED', can_start: false });
    expect((await call('GET', '/api/v1/test_series/nope')).statusCode).toBe(404);
  });

  it('gives the series and test pages their titles, and 404 for unknown ones', async () => {
    const page = await call('GET', '/test-series/mock');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Mock series');
    const testPage = await call('GET', `/test-series/mock/${shuffle.id}`);
    expect(testPage.statusCode).toBe(200);
    expect(testPage.body).toContain('<title>Test shuffle');
    expect((await call('GET', '/test-series/nope')).statusCode).toBe(404);
    expect((await call('GET', '/test-series/mock/123')).statusCode).toBe(404);
  });

  it('needs a learner for the problem list and hides the problems until Start', async () => {
    const url = `/api/v1/test_series/mock/problems?offering_id=${shuffle.id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    const res = (await call('GET', url, learner)).json().data;
    expect(res.problems).toEqual([]);
    expect(res.userAttemptStats).toEqual({ attempted: 0, unattempted: 5, markedForReview: 0 });
    expect(res.solution_locked).toBe(true);
  });

  it('refuses answers before Start', async () => {
    const res = await action('submissions/mcq', learner, shuffle.id, {
      problem_id: qs[0]!.id,
      answer_ids: ['b'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(TestSeriesMessage.NOT_STARTED);
  });

  it('starts the timer once', async () => {
    const res = await action('start', learner, shuffle.id, { source: 'test_series_page' });
    expect(res.statusCode, res.body).toBe(200);
    const offering = res.json().data;
    expect(offering).toMatchObject({
      offering_status: 'ACTIVE',
      test_status: 'TEST_STARTED',
      timed_test_taken: true,
      timed_test_in_process: true,
      can_start: false,
    });
    expect(Date.parse(offering.ends_at) - Date.parse(offering.started_at)).toBe(30 * 60_000);
    expect(offering.remaining_ms).toBeLessThanOrEqual(30 * 60_000);
    const detail = (await call('GET', '/api/v1/test_series/mock', learner)).json().data;
    expect(detail.tests[0]).toMatchObject({ timed_test_taken: true, offering_status: 'ACTIVE' });
    const anonymous = await call('POST', '/api/v1/test_series/start', undefined, {
      slug: 'mock',
      offering_id: shuffle.id,
    });
    expect(anonymous.statusCode).toBe(401);
    const again = await action('start', learner, shuffle.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TestSeriesMessage.ALREADY_STARTED);
  });

  it("shows a ShuffleTest in the learner's own stable order", async () => {
    const url = `/api/v1/test_series/mock/problems?offering_id=${shuffle.id}`;
    const first = (await call('GET', url, learner)).json().data;
    const second = (await call('GET', url, learner)).json().data;
    const ids = first.problems.map((p: { id: number }) => p.id);
    expect(ids).toEqual(second.problems.map((p: { id: number }) => p.id));
    expect(ids).toEqual(
      problemOrder(
        qs.map((q) => q.id),
        'ShuffleTest',
        { userId: learnerId, offeringId: shuffle.id },
      ),
    );
    expect([...ids].sort((x, y) => x - y)).toEqual(qs.map((q) => q.id).sort((x, y) => x - y));
    expect(first.result).toBeNull();
  });

  it('takes answers through the practice submission path and counts attempted and marked problems', async () => {
    const answered = await action('submissions/mcq', learner, shuffle.id, {
      problem_id: qs[0]!.id,
      answer_ids: ['b'],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.submission).toMatchObject({ offering_id: shuffle.id, problem_id: qs[0]!.id });
    await action('submissions/mcq', learner, shuffle.id, { problem_id: qs[1]!.id, answer_ids: ['a'] });

    const marked = await action('mark_for_review', learner, shuffle.id, {
      problem_id: qs[2]!.id,
      marked: true,
    });
    expect(marked.json().data).toEqual({
      marked_for_review: true,
      userAttemptStats: { attempted: 2, unattempted: 3, markedForReview: 1 },
    });
    await action('mark_for_review', learner, shuffle.id, { problem_id: qs[3]!.id, marked: true });
    const unmarked = await action('mark_for_review', learner, shuffle.id, {
      problem_id: qs[3]!.id,
      marked: false,
    });
    expect(unmarked.json().data.userAttemptStats.markedForReview).toBe(1);

    const list = (
      await call('GET', `/api/v1/test_series/mock/problems?offering_id=${shuffle.id}`, learner)
    ).json().data;
    const byId = new Map(list.problems.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(qs[0]!.id)).toMatchObject({ attempted: true, user_score: 10 });
    expect(byId.get(qs[1]!.id)).toMatchObject({ attempted: true, user_score: 0 });
    expect(byId.get(qs[2]!.id)).toMatchObject({
      attempted: false,
      user_score: null,
      marked_for_review: true,
    });
    expect(list.userScore[String(qs[0]!.id)]).toBe(10);
  });

  it('rejects a problem outside the test and malformed input', async () => {
    const other = await insertQuizProblem(t.app.db, question(99));
    const outside = await action('submissions/mcq', learner, shuffle.id, {
      problem_id: other.id,
      answer_ids: ['b'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toBe(TestSeriesMessage.PROBLEM_NOT_IN_TEST);
    expect((await action('start', learner, 42)).statusCode).toBe(422);
    expect((await action('start', learner, TEST_SERIES_OFFERING_ID_MIN + 999_999)).statusCode).toBe(404);
    const noAnswer = await action('submissions/mcq', learner, shuffle.id, {
      problem_id: qs[0]!.id,
      answer_ids: [],
    });
    expect(noAnswer.statusCode).toBe(422);
    expect((await call('GET', `/api/v1/test_series/mock/problems?offering_id=abc`, learner)).statusCode).toBe(
      422,
    );
  });

  it('submits the test: result, solution unlocked, no more answers', async () => {
    const res = await action('submit', learner, shuffle.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toEqual({
      score: 10,
      maxScore: 50,
      percentage: 20,
      solved: 1,
      attempted: 2,
      total: 5,
    });
    expect(res.json().data.offering).toMatchObject({
      offering_status: 'HAS_ENDED',
      test_status: 'TEST_ATTEMPTED_OR_SUBMITTED',
      timed_test_in_process: false,
    });
    const list = (
      await call('GET', `/api/v1/test_series/mock/problems?offering_id=${shuffle.id}`, learner)
    ).json().data;
    expect(list.solution_locked).toBe(false);
    expect(list.result.score).toBe(10);
    const after = await action('submissions/mcq', learner, shuffle.id, {
      problem_id: qs[4]!.id,
      answer_ids: ['b'],
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe(TestSeriesMessage.OVER);
  });

  it("ends a learner's test when their time is up, and keeps only answers made in time", async () => {
    expect((await action('start', late, shuffle.id)).statusCode).toBe(200);
    await action('submissions/mcq', late, shuffle.id, { problem_id: qs[0]!.id, answer_ids: ['b'] });
    // Their 30 minutes have passed.
    await t.app.db
      .update(testSeriesAttempts)
      .set({ startedAt: new Date(Date.now() - 40 * 60_000), endsAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(testSeriesAttempts.testId, shuffle.id), eq(testSeriesAttempts.userId, lateId)));
    const res = await action('submissions/mcq', late, shuffle.id, {
      problem_id: qs[1]!.id,
      answer_ids: ['b'],
    });
    expect(res.statusCode).toBe(409);
    const list = (
      await call('GET', `/api/v1/test_series/mock/problems?offering_id=${shuffle.id}`, late)
    ).json().data;
    expect(list.offering.offering_status).toBe('HAS_ENDED');
    // The answer made inside the (now moved) window no longer counts: only submissions inside it do.
    expect(list.result).toMatchObject({ attempted: 0, score: 0 });
    const submitted = await action('submit', late, shuffle.id);
    expect(submitted.json().data.offering.submitted_at).toBeNull();
  });

  it('refuses to start a test that is not open yet or closed', async () => {
    const early = await action('start', learner, notYet.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(TestSeriesMessage.NOT_OPEN);
    const past = await action('start', learner, closed.id);
    expect(past.json().error.message).toBe(TestSeriesMessage.CLOSED);
  });
});

describe('seedTestSeries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['test-series'], judge: { handler: async () => ({}) as never } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds content/test-series from the catalogue, idempotently, keeping windows', async () => {
    const known = await insertQuizProblem(t.app.db, { ...question(1), slug: 'stack-pop-sequence' });
    // insertQuizProblem suffixes slugs; give the row the catalogue slug the content file names.
    await t.app.db.update(problems).set({ slug: 'stack-pop-sequence' }).where(eq(problems.id, known.id));

    const first = await seedTestSeries(t.app.db, REPO_ROOT, new Date('2026-03-01T00:00:00Z'));
    expect(first.series).toBe(2);
    expect(first.tests).toBe(4);
    expect(first.missing).toContain('cs-fundamentals-mock/data-structures: hash-table-collisions');
    expect(first.missing).not.toContain('cs-fundamentals-mock/data-structures: stack-pop-sequence');
    const again = await seedTestSeries(t.app.db, REPO_ROOT, new Date('2027-01-01T00:00:00Z'));
    expect(again.series).toBe(2);

    const tests = await t.app.db.select().from(testSeriesTests);
    expect(tests).toHaveLength(4);
    expect(tests.every((x) => x.id >= TEST_SERIES_OFFERING_ID_MIN)).toBe(true);
    expect(tests.every((x) => x.opensAt.toISOString() === '2026-03-01T00:00:00.000Z')).toBe(true);
    const detail = (await t.app.inject({ url: '/api/v1/test_series/cs-fundamentals-mock' })).json().data;
    expect(detail.tests[0]).toMatchObject({ name: 'Data structures and complexity', total_problems: 1 });
  });

  it('POST /api/dev/test_series makes a series open from now, and refuses unknown problems', async () => {
    const known = await insertQuizProblem(t.app.db, question(7));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/dev/test_series',
      payload: {
        slug: 'dev-mock',
        name: 'Dev mock',
        tests: [{ key: 'quick', name: 'Quick test', duration_minutes: 5, problems: [known.slug] }],
      },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.tests[0]).toMatchObject({
      name: 'Quick test',
      duration: 5,
      total_problems: 1,
      // Open now, not started by this (anonymous) caller.
      offering_status: 'NOT_STARTED',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dev/test_series',
      payload: {
        slug: 'dev-mock-2',
        name: 'Dev mock 2',
        tests: [{ key: 'quick', name: 'Quick test', duration_minutes: 5, problems: ['no-such-problem'] }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('no-such-problem');
  });
});
