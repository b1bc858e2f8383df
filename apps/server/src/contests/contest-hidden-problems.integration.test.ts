/**
 * Contest-only problems (created with hideProblemsUntilStart / `katana contest create --contest-only`) do not leak
 * through the practice catalogue before their contest starts; catalogue problems used in a contest stay public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTEST_SOLUTION_LOCKED_MESSAGE } from '@katana/shared/api/contests';
import { contests } from '../db/schema/contests.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { insertQuizProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import { PROBLEM_NOT_FOUND } from '../practice/catalogue/problem.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { choiceItem, contestAt, learner, MIN, type TestLearner } from './contest-fixtures.test-support.ts';

describe('contest-only problems in the practice catalogue', () => {
  let t: TestApp;
  let secret: ProblemRow;
  let publicOne: ProblemRow;
  let contestId: number;
  let ada: TestLearner;

  const get = (url: string, who: TestLearner | null = ada) =>
    t.app.inject({ url, headers: who ? { authorization: who.authorization } : {} });
  const listed = async (word: string, who: TestLearner | null = ada) =>
    (await get(`/api/v1/problems?search=${word}`, who))
      .json()
      .data.problems.map((p: { slug: string }) => p.slug);

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never } });
    secret = await insertQuizProblem(t.app.db, choiceItem('Quokka Reservoir'));
    publicOne = await insertQuizProblem(t.app.db, choiceItem('Quokka Lanterns'));
    contestId = (await contestAt(t.app.db, [secret], 30, 90, { hideProblemsUntilStart: true })).id;
    await contestAt(t.app.db, [publicOne], 30, 90);
    ada = await learner(t.app, 'Ada');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 for every catalogue route of the problem and leaves it out of the listing before the start', async () => {
    for (const who of [ada, null]) {
      const detail = await get(`/api/v1/problems/${secret.slug}`, who);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().error.message).toBe(PROBLEM_NOT_FOUND);
      expect(detail.body).not.toContain('Quokka Reservoir');
      expect((await get(`/api/v1/problems/${secret.slug}/code?language=cpp`, who)).statusCode).toBe(404);
      expect(await listed('quokka', who)).toEqual([publicOne.slug]);
    }
    const page = await get(`/problems/${secret.slug}`, null);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Quokka Reservoir');
    const solution = await get(`/api/v1/problems/${secret.slug}/solution`);
    expect(solution.statusCode).toBe(404);
    expect(solution.body).not.toContain('a is right');
    // A catalogue problem in the same kind of upcoming contest stays public.
    expect((await get(`/api/v1/problems/${publicOne.slug}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/problems/${publicOne.slug}/solution`)).statusCode).toBe(200);
  });

  it('shows the problem from the start, with the contest’s solution lock until the end', async () => {
    await t.app.db
      .update(contests)
      .set({ startAt: new Date(Date.now() - MIN) })
      .where(eq(contests.id, contestId));
    const detail = await get(`/api/v1/problems/${secret.slug}`, null);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.name).toBe('Quokka Reservoir');
    const page = await get(`/problems/${secret.slug}`, null);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Quokka Reservoir');
    expect((await listed('quokka')).sort()).toEqual([publicOne.slug, secret.slug].sort());
    const solution = await get(`/api/v1/problems/${secret.slug}/solution`);
    expect(solution.statusCode).toBe(403);
    expect(solution.json().error.message).toBe(CONTEST_SOLUTION_LOCKED_MESSAGE);
  });
});
