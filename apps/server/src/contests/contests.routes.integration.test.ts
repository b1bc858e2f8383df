/**
 * /api/v1/contests over app.inject on PGlite (or PostgreSQL with TEST_DATABASE_URL): list and detail, register,
 * start, the contest problem list, submitting through the practice path with the contest's offering_id while live
 * and not live, finish, the calendar event, the dev tools and bad input. Quiz problems keep the judge out of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_NOT_LIVE_MESSAGE,
  CONTEST_SOLUTION_LOCKED_MESSAGE,
  contestDetailSchema,
} from '@katana/shared/api/contests';
import { eq } from 'drizzle-orm';
import { problems as problemsTable, type ProblemRow } from '../db/schema/practice.ts';
import type { ContestRow } from '../db/schema/contests.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { contestAt, learner, quizProblems, type TestLearner } from './contest-fixtures.test-support.ts';

describe('/api/v1/contests', () => {
  let t: TestApp;
  let problems: ProblemRow[];
  let outside: ProblemRow;
  let ada: TestLearner;
  let bob: TestLearner;

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never } });
    problems = await quizProblems(t.app.db, 3);
    outside = (await quizProblems(t.app.db, 1))[0]!;
    ada = await learner(t.app, 'Ada');
    bob = await learner(t.app, 'Bob');
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: TestLearner | null) => (who ? { authorization: who.authorization } : {});
  const get = (url: string, who: TestLearner | null = ada) => t.app.inject({ url, headers: as(who) });
  const post = (url: string, payload: Record<string, unknown>, who: TestLearner | null = ada) =>
    t.app.inject({ method: 'POST', url, headers: as(who), payload });
  const answer = (contest: ContestRow, problem: ProblemRow, ids: string[], who = ada) =>
    post(
      '/api/v1/submissions/mcq',
      { problem_id: problem.id, offering_id: contest.id, answer_ids: ids },
      who,
    );

  it('lists contests with the category from the title and the caller’s state; anonymous callers get user null', async () => {
    const live = await contestAt(t.app.db, problems, -10, 50, { title: 'Beginner Contest 1' });
    const anonymous = (await get(`/api/v1/contests?status=live&category=biweekly`, null)).json();
    expect(anonymous.data.contests.map((c: { slug: string }) => c.slug)).toContain(live.slug);
    const found = anonymous.data.contests.find((c: { slug: string }) => c.slug === live.slug);
    expect(found).toMatchObject({ category: 'biweekly', phase: 'live', problem_count: 3, user: null });
    const mine = (await get(`/api/v1/contests/${live.slug}`)).json().data;
    expect(contestDetailSchema.parse(mine)).toBeTruthy();
    expect(mine.user).toMatchObject({
      registered: false,
      offering_status: 'NOT_STARTED',
      can_register: true,
    });
    expect(mine.problems_visible).toBe(false);
  });

  it('registers, refuses a start before the contest opens, and unregisters before the start', async () => {
    const upcoming = await contestAt(t.app.db, problems, 60, 120);
    const registered = await post('/api/v1/contests/register', { event_id: upcoming.id });
    expect(registered.json().data).toMatchObject({
      registered_count: 1,
      user: { registered: true, can_unregister: true },
    });
    const early = await post('/api/v1/contests/start', { slug: upcoming.slug, offering_id: upcoming.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('The contest has not started yet.');
    expect((await get(`/api/v1/contests/problems?slug=${upcoming.slug}`)).statusCode).toBe(403);
    const left = await post('/api/v1/contests/unregister', { event_id: upcoming.id });
    expect(left.json().data).toMatchObject({ registered_count: 0, user: { registered: false } });
  });

  it('highlights a new rated contest in the header events and marks the learner’s registration there', async () => {
    const upcoming = await contestAt(t.app.db, problems, 90, 150);
    const events = async () => (await get('/api/v3/events/high_priority', bob)).json().data;
    const highlighted = () =>
      events().then((d) =>
        d.high_priority_events.find((e: { id: string }) => e.id === `contest:${upcoming.id}`),
      );
    expect(await highlighted()).toEqual({
      id: `contest:${upcoming.id}`,
      event_category: 'CONTEST',
      user_already_registered: false,
    });
    expect((await events()).recently_published_events).toContainEqual({ id: `contest:${upcoming.id}` });
    await post('/api/v1/contests/register', { event_id: upcoming.id }, bob);
    expect((await highlighted()).user_already_registered).toBe(true);
    await post('/api/v1/contests/unregister', { event_id: upcoming.id }, bob);
    expect((await highlighted()).user_already_registered).toBe(false);
  });

  it('accepts contest submissions only while the learner’s attempt is live, and finish stops them', async () => {
    const live = await contestAt(t.app.db, problems, -5, 55);
    // Not registered: cannot start; not started: cannot submit.
    expect((await post('/api/v1/contests/start', { slug: live.slug, offering_id: live.id })).statusCode).toBe(
      403,
    );
    await post('/api/v1/contests/register', { event_id: live.id });
    const notStarted = await answer(live, problems[0]!, ['a']);
    expect(notStarted.statusCode).toBe(403);
    expect(notStarted.json().error.message).toBe(CONTEST_NOT_LIVE_MESSAGE);

    const started = await post('/api/v1/contests/start', {
      slug: live.slug,
      offering_id: live.id,
      source: 'web',
    });
    expect(started.json().data.user).toMatchObject({
      offering_status: 'ACTIVE',
      test_status: 'TEST_STARTED',
      can_finish: true,
    });
    expect(started.json().data.user.remaining_ms).toBeGreaterThan(50 * 60_000);
    expect(started.json().data.user.classroom).toEqual({ live: true, finished: false });

    expect((await answer(live, problems[0]!, ['b'])).json().data.submission.status_message).toBe(
      'WRONG_ANSWER',
    );
    expect((await answer(live, problems[1]!, ['a'])).statusCode).toBe(200);
    const notInContest = await answer(live, outside, ['a']);
    expect(notInContest.statusCode).toBe(400);
    expect(notInContest.json().error.message).toBe('This problem is not part of the contest.');

    await t.app.inject({
      url: `/api/v2/bookmarks/add?problem_id=${problems[2]!.id}&offering_id=${live.id}`,
      headers: as(ada),
    });
    const list = (await get(`/api/v1/contests/problems?slug=${live.slug}&offering_id=${live.id}`)).json()
      .data;
    expect(list.problems.map((p: { label: string }) => p.label)).toEqual(['A', 'B', 'C']);
    expect(list.userScore).toEqual({ [problems[0]!.id]: null, [problems[1]!.id]: 100 });
    expect(list.userAttemptStats).toEqual({ attempted: 2, unattempted: 1, markedForReview: 1 });
    expect(list.problems[2].is_marked_for_review).toBe(true);

    const finished = await post('/api/v1/contests/submit', { slug: live.slug, offering_id: live.id });
    expect(finished.json().data.user).toMatchObject({ offering_status: 'HAS_ENDED', can_submit: false });
    // Finished early: solutions stay locked while others still compete.
    expect(finished.json().data.user.classroom).toEqual({ live: false, finished: false });
    expect((await answer(live, problems[2]!, ['a'])).statusCode).toBe(403);
    // The wrong offering id for the slug is not this contest.
    expect((await post('/api/v1/contests/submit', { slug: live.slug, offering_id: 1 })).statusCode).toBe(404);
  });

  it('lets anyone start a guest contest without registering; practice without an offering is untouched', async () => {
    const guest = await contestAt(t.app.db, problems, -1, 30, { guestAllowed: true });
    const started = await post('/api/v1/contests/start', { slug: guest.slug, offering_id: guest.id }, bob);
    expect(started.json().data.user).toMatchObject({ registered: true, offering_status: 'ACTIVE' });
    const practice = await post(
      '/api/v1/submissions/mcq',
      { problem_id: outside.id, answer_ids: ['a'] },
      bob,
    );
    expect(practice.statusCode).toBe(200);
  });

  it('gives a windowed contest’s learner their own clock from their start', async () => {
    const windowed = await contestAt(t.app.db, problems, -30, 60, { windowMinutes: 20 });
    await post('/api/v1/contests/register', { event_id: windowed.id }, bob);
    const before = (await get(`/api/v1/contests/${windowed.slug}`, bob)).json().data.user;
    expect(before).toMatchObject({ offering_status: 'NOT_STARTED', ends_at: null, can_start: true });
    const started = (
      await post('/api/v1/contests/start', { slug: windowed.slug, offering_id: windowed.id }, bob)
    ).json().data.user;
    expect(new Date(started.ends_at).getTime() - new Date(started.started_at).getTime()).toBe(20 * 60_000);
    expect(started.remaining_ms).toBeLessThanOrEqual(20 * 60_000);
    expect(started.remaining_ms).toBeGreaterThan(19 * 60_000);
    const again = await post(
      '/api/v1/contests/start',
      { slug: windowed.slug, offering_id: windowed.id },
      bob,
    );
    expect(again.json().error.message).toBe('You have already started this contest.');
  });

  it('shows the standings with the learner’s own row marked', async () => {
    const live = await contestAt(t.app.db, problems, -2, 58);
    for (const who of [ada, bob]) {
      await post('/api/v1/contests/register', { event_id: live.id }, who);
      await post('/api/v1/contests/start', { slug: live.slug, offering_id: live.id }, who);
    }
    await answer(live, problems[0]!, ['a'], bob);
    const board = (await get(`/api/v1/contests/${live.slug}/standings`)).json().data;
    expect(board.rows.map((r: { user: { name: string }; rank: number }) => [r.user.name, r.rank])).toEqual([
      ['Bob', 1],
      ['Ada', 2],
    ]);
    expect(board.my_row).toMatchObject({ is_me: true, solved: 0, rank: 2 });
    expect(board.rows[0].cells[0]).toMatchObject({ solved: true, attempts: 0, first_to_solve: true });
    const anonymous = (await get(`/api/v1/contests/${live.slug}/standings`, null)).json().data;
    expect(anonymous.my_row).toBeNull();
    expect(anonymous.total).toBe(2);
  });

  it('serves the calendar event as text/calendar with the contest’s times and page', async () => {
    const upcoming = await contestAt(t.app.db, problems, 24 * 60, 25 * 60, {
      title: 'Weekly Contest Calendar',
    });
    const res = await get(`/api/v1/contests/${upcoming.slug}/calendar.ics`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain(`${upcoming.slug}.ics`);
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain('SUMMARY:Weekly Contest Calendar');
    expect(res.body).toContain(`DTSTART:${stamp(upcoming.startAt)}`);
    expect(res.body).toContain(`DTEND:${stamp(upcoming.endAt)}`);
    expect(res.body).toContain(`/contests/${upcoming.slug}`);
  });

  it('creates a contest starting now and ends it through the dev routes', async () => {
    const created = await post('/api/dev/contests', {
      problem_slugs: problems.map((p) => p.slug),
      duration_minutes: 30,
      format: 'IOI',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ phase: 'live', format: 'IOI', problem_count: 3 });
    const ended = await post(`/api/dev/contests/${created.json().data.slug}/end`, {});
    expect(ended.json().data.phase).toBe('ended');
    const missing = await post('/api/dev/contests', { problem_slugs: ['no-such-problem'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('No such problem: no-such-problem.');
  });

  it('locks a contest problem’s solution and hints while the contest is live and opens it after the end', async () => {
    const [own] = await quizProblems(t.app.db, 1);
    await t.app.db
      .update(problemsTable)
      .set({ hints: ['Think of a stack.'] })
      .where(eq(problemsTable.id, own!.id));
    const live = await contestAt(t.app.db, [own!], -1, 30);
    const solution = () => get(`/api/v1/problems/${own!.slug}/solution`, bob);
    const hints = async () => (await get(`/api/v1/problems/${own!.slug}`, bob)).json().data.hints;
    const locked = await solution();
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(CONTEST_SOLUTION_LOCKED_MESSAGE);
    expect(await hints()).toEqual([]);
    await post(`/api/dev/contests/${live.slug}/end`, {});
    expect((await solution()).statusCode).toBe(200);
    expect(await hints()).toEqual(['Think of a stack.']);
    // A virtual attempt locks it again for that learner only.
    await post('/api/v1/contests/start', { slug: live.slug, offering_id: live.id, virtual: true }, bob);
    expect((await solution()).statusCode).toBe(403);
    expect((await get(`/api/v1/problems/${own!.slug}/solution`, ada)).statusCode).toBe(200);
  });

  it('answers bad input in the envelope', async () => {
    expect((await post('/api/v1/contests/register', { event_id: 'abc' })).statusCode).toBe(422);
    expect((await post('/api/v1/contests/register', { event_id: 99 })).json()).toMatchObject({
      status: 404,
      error: { message: 'Contest not found.' },
    });
    expect((await post('/api/v1/contests/register', { event_id: 1 }, null)).json().error.code).toBe(101);
    expect((await get('/api/v1/contests?status=soon')).statusCode).toBe(422);
    expect((await get('/api/v1/contests/nope/standings')).statusCode).toBe(404);
    const live = await contestAt(t.app.db, problems, -1, 10);
    expect((await get(`/api/v1/contests/${live.slug}/standings?page_size=1000`)).statusCode).toBe(422);
    expect((await post('/api/v1/contests/start', { slug: live.slug })).statusCode).toBe(422);
  });
});
