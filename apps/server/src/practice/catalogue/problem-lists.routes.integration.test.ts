import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { problems, userProblemStates } from '../../db/schema/practice.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp, signUpLearner } from './catalogue.test-support.ts';

describe('/api/v1/problem-lists', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    const learner = await signUpLearner(t.app);
    session = learner.session;
    const userId = learner.userId;
    const id = async (slug: string) =>
      (await t.testDb.db.select({ id: problems.id }).from(problems).where(eq(problems.slug, slug)))[0]!.id;
    const now = new Date();
    await t.testDb.db.insert(userProblemStates).values([
      { userId, problemId: await id('stack-pop-sequence'), userScore: 10, attemptedAt: now, solvedAt: now },
      { userId, problemId: await id('heap-operation-costs'), userScore: 5, attemptedAt: now },
      { userId, problemId: await id('circular-greenhouse'), attemptedAt: now },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the curated lists in lists.yaml order; solved counts only for signed-in callers', async () => {
    const anonymous = await t.app.inject({ url: '/api/v1/problem-lists' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data.lists.slice(0, 4)).toEqual([
      {
        slug: 'top-interview-50',
        name: 'Top interview 50',
        description: expect.stringContaining('interviewers'),
        total_problems: 2,
        solved_problems: null,
      },
      expect.objectContaining({ slug: 'starter-pack', total_problems: 2, solved_problems: null }),
      expect.objectContaining({ slug: 'cs-fundamentals', total_problems: 4, solved_problems: null }),
      expect.objectContaining({ slug: 'sql-starter', total_problems: 1, solved_problems: null }),
    ]);
    const mine = await t.app.inject({ url: '/api/v1/problem-lists', headers: cookieHeaders(session) });
    expect(
      mine
        .json()
        .data.lists.slice(0, 4)
        .map((l: { slug: string; solved_problems: number }) => [l.slug, l.solved_problems]),
    ).toEqual([
      ['top-interview-50', 0],
      ['starter-pack', 1],
      ['cs-fundamentals', 1],
      ['sql-starter', 0],
    ]);
  });

  it('gives one list with its problems by difficulty, then name, with the caller state', async () => {
    const res = await t.app.inject({
      url: '/api/v1/problem-lists/cs-fundamentals',
      headers: cookieHeaders(session),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.list).toMatchObject({
      slug: 'cs-fundamentals',
      name: 'CS fundamentals',
      total_problems: 4,
      solved_problems: 1,
    });
    expect(data.problems.map((p: { slug: string; status: string }) => [p.slug, p.status])).toEqual([
      ['stack-pop-sequence', 'SOLVED'],
      ['hashing-in-practice', 'UNATTEMPTED'],
      ['heap-operation-costs', 'ATTEMPTED'],
      ['deadlock-fixes', 'UNATTEMPTED'],
    ]);
  });

  it('shows the topic ladders after the curated lists: every CODE and SQL problem of the topic, easy to hard', async () => {
    const all = (await t.app.inject({ url: '/api/v1/problem-lists' })).json().data.lists as Array<{
      slug: string;
      total_problems: number;
    }>;
    // In lists.yaml order; a ladder none of the fixture's problems joins is not listed.
    expect(all.slice(4).map((l) => [l.slug, l.total_problems])).toEqual([
      ['ladder-sql', 1],
      ['ladder-arrays', 1],
      ['ladder-hashing', 1],
      ['ladder-two-pointers', 1],
      ['ladder-strings', 2],
      ['ladder-stacks-queues', 2],
    ]);

    // stack-pop-sequence is a quiz on stacks: items are not part of a ladder.
    const stacks = await t.app.inject({
      url: '/api/v1/problem-lists/ladder-stacks-queues',
      headers: cookieHeaders(session),
    });
    expect(stacks.statusCode).toBe(200);
    expect(
      stacks.json().data.problems.map((p: { slug: string; difficulty: string }) => [p.slug, p.difficulty]),
    ).toEqual([
      ['bracket-ledger-check', 'EASY'],
      ['circular-greenhouse', 'HARD'],
    ]);
    const strings = (await t.app.inject({ url: '/api/v1/problem-lists/ladder-strings' })).json().data;
    expect(strings.problems.map((p: { slug: string }) => p.slug)).toEqual([
      'bracket-ledger-check',
      'anagram-shelves',
    ]);
  });

  it('reports progress: solved, attempted (not solved) and total; zeros for anonymous callers', async () => {
    const mine = await t.app.inject({
      url: '/api/v1/problem-lists/cs-fundamentals/progress',
      headers: cookieHeaders(session),
    });
    expect(mine.json()).toEqual({ status: 200, data: { total: 4, solved: 1, attempted: 1 } });
    const top = await t.app.inject({
      url: '/api/v1/problem-lists/top-interview-50/progress',
      headers: cookieHeaders(session),
    });
    expect(top.json().data).toEqual({ total: 2, solved: 0, attempted: 1 });
    const anonymous = await t.app.inject({ url: '/api/v1/problem-lists/cs-fundamentals/progress' });
    expect(anonymous.json().data).toEqual({ total: 4, solved: 0, attempted: 0 });
  });

  it('answers 404 for an unknown list', async () => {
    for (const url of ['/api/v1/problem-lists/nope', '/api/v1/problem-lists/nope/progress']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, error: { code: 404, message: 'No such problem list.' } });
    }
  });
});
