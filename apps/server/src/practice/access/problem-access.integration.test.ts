/**
 * Practice's access policy on the whole app: the policies registered with `app.problemAccess` combine (a problem
 * hidden by any of them is gone from every read, counts included; a policy may hide for one viewer only), the first
 * registered solution lock answers and withholds the hints, contests' own policy shows a contest-only problem from
 * the start of its contest, and a policy registered after practice's routes applies to them all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { ChoiceItem } from '@katana/shared/items/item-types';
import { contests } from '../../db/schema/contests.ts';
import { problems, type ProblemRow } from '../../db/schema/practice.ts';
import { createContest } from '../../contests/contest-admin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { insertQuizProblem } from '../submissions/problem-fixtures.test-support.ts';

let nextItem = 1;
function question(title: string): ChoiceItem {
  return {
    slug: `access-question-${nextItem++}`,
    type: 'SINGLE_CHOICE',
    title,
    statement: 'Which one?',
    difficulty: 'MEDIUM',
    maxScore: 10,
    topics: [],
    companies: [],
    lists: [],
    metaDescription: '',
    metaKeywords: '',
    options: [
      { id: 'a', text: 'right' },
      { id: 'b', text: 'wrong' },
    ],
    rightAnswers: ['a'],
    solutionDesc: 'a is right.',
  };
}

const inIds = (problemId: SQLWrapper, ids: number[]) =>
  sql`${problemId} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

interface Learner {
  userId: number;
  headers: { authorization: string };
}

describe('practice access policy (app.problemAccess)', () => {
  let t: TestApp;
  let ada: Learner;
  let bob: Learner;

  const get = (url: string, who: Learner | null) => t.app.inject({ url, headers: who ? who.headers : {} });
  const total = async (search: string, who: Learner | null) =>
    (await get(`/api/v1/problems?search=${search}`, who)).json().data.total as number;

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never } });
    const learner = async (): Promise<Learner> => {
      const { session, data } = await signUp(t.app);
      return { userId: data.user.id as number, headers: { authorization: `Token ${session.token}` } };
    };
    ada = await learner();
    bob = await learner();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('combines every registered policy, registered after the routes, for one viewer or for all', async () => {
    const [one, two, three] = [
      await insertQuizProblem(t.app.db, question('Wombat One')),
      await insertQuizProblem(t.app.db, question('Wombat Two')),
      await insertQuizProblem(t.app.db, question('Wombat Three')),
    ] as [ProblemRow, ProblemRow, ProblemRow];
    expect(await total('wombat', null)).toBe(3);

    // The app is built and its routes registered: these policies come after all of them.
    t.app.problemAccess.register({
      name: 'hide-one-for-everyone',
      hidden: (problemId) => inIds(problemId, [one.id]),
    });
    t.app.problemAccess.register({
      name: 'hide-two-for-ada',
      hidden: (problemId, { viewer }) => (viewer === ada.userId ? inIds(problemId, [two.id]) : undefined),
    });

    expect(await total('wombat', null)).toBe(2);
    expect(await total('wombat', bob)).toBe(2);
    expect(await total('wombat', ada)).toBe(1);
    const medium = async (who: Learner | null) =>
      (await get('/api/v1/problems/filters', who))
        .json()
        .data.difficulties.find((d: { value: string }) => d.value === 'MEDIUM')?.count;
    expect(await medium(bob)).toBe(2);
    expect(await medium(ada)).toBe(1);

    expect((await get(`/api/v1/problems/${one.slug}`, bob)).statusCode).toBe(404);
    expect((await get(`/api/v1/problems/${two.slug}`, bob)).statusCode).toBe(200);
    expect((await get(`/api/v1/problems/${two.slug}`, ada)).statusCode).toBe(404);
    expect((await get(`/api/v1/problems/${three.slug}`, ada)).statusCode).toBe(200);
    // The page head is rendered for anyone, so it follows what an anonymous visitor may see.
    expect((await get(`/problems/${one.slug}`, null)).statusCode).toBe(404);
    expect((await get(`/problems/${two.slug}`, null)).statusCode).toBe(200);

    const access = t.app.problemAccess;
    expect(await access.isHidden(null, { id: one.id })).toBe(true);
    expect(await access.isHidden(null, { slug: one.slug })).toBe(true);
    expect(await access.isHidden(null, { slug: two.slug })).toBe(false);
    expect(await access.isHidden(ada.userId, { id: two.id })).toBe(true);
    expect(await access.isHidden(bob.userId, { id: two.id })).toBe(false);
    expect(await access.isHidden(null, { slug: 'no-such-problem' })).toBe(false);

    expect(() => access.register({ name: 'hide-one-for-everyone' })).toThrow(/already registered/);
  });

  it('answers the first registered solution lock and withholds the hints while it holds', async () => {
    const locked = await insertQuizProblem(t.app.db, question('Numbat Locked'));
    const open = await insertQuizProblem(t.app.db, question('Numbat Open'));
    await t.app.db
      .update(problems)
      .set({ hints: ['Think of a.'] })
      .where(eq(problems.id, locked.id));
    await t.app.db
      .update(problems)
      .set({ hints: ['Think of a.'] })
      .where(eq(problems.id, open.id));
    t.app.problemAccess.register({
      name: 'lock-for-ada',
      solutionLock: async (problem, { viewer }) =>
        problem.id === locked.id && viewer === ada.userId ? 'Locked for Ada.' : null,
    });
    t.app.problemAccess.register({
      name: 'lock-for-everyone',
      solutionLock: async (problem) => (problem.id === locked.id ? 'Locked for everyone.' : null),
    });

    const solution = (problem: ProblemRow, who: Learner) =>
      get(`/api/v1/problems/${problem.slug}/solution`, who);
    const hints = async (problem: ProblemRow, who: Learner | null) =>
      (await get(`/api/v1/problems/${problem.slug}`, who)).json().data.hints;
    expect((await solution(locked, ada)).statusCode).toBe(403);
    expect((await solution(locked, ada)).json().error.message).toBe('Locked for Ada.');
    expect((await solution(locked, bob)).json().error.message).toBe('Locked for everyone.');
    expect(await hints(locked, ada)).toEqual([]);
    expect(await hints(locked, null)).toEqual([]);
    expect((await solution(open, ada)).statusCode).toBe(200);
    expect(await hints(open, ada)).toEqual(['Think of a.']);
    expect(await t.app.problemAccess.solutionLock(bob.userId, open)).toBeNull();
  });

  it('shows a contest-only problem from the start of its contest, and never features it', async () => {
    const secret = await insertQuizProblem(t.app.db, question('Quoll Secret'));
    const start = Date.now() + 30 * 60_000;
    const contest = await createContest(t.app.db, {
      title: 'Weekly Contest 700',
      startAt: new Date(start),
      endAt: new Date(start + 60 * 60_000),
      problemSlugs: [secret.slug],
      hideProblemsUntilStart: true,
    });
    const access = t.app.problemAccess;
    const featured = async () =>
      (await t.app.db.select({ id: problems.id }).from(problems).where(access.featurable())).map((r) => r.id);
    expect(await access.isHidden(ada.userId, { id: secret.id })).toBe(true);
    expect(await total('quoll', ada)).toBe(0);
    expect(await featured()).not.toContain(secret.id);

    await t.app.db
      .update(contests)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(contests.id, contest.id));
    expect(await access.isHidden(ada.userId, { id: secret.id })).toBe(false);
    expect(await total('quoll', ada)).toBe(1);
    expect((await get(`/api/v1/problems/${secret.slug}`, ada)).statusCode).toBe(200);
    // Visible now, but written for the contest: never the problem of the day.
    expect(await featured()).not.toContain(secret.id);
  });
});
