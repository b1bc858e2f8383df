/**
 * Contest-only problems (created with hideProblemsUntilStart / `katana contest create --contest-only`) do not leak
 * through the practice catalogue before their contest starts; catalogue problems used in a contest stay public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTEST_SOLUTION_LOCKED_MESSAGE } from '@katana/shared/api/contests';
import { contests } from '../db/schema/contests.ts';
import {
  companies,
  problemCompanies,
  problemListItems,
  problemLists,
  problemTopics,
  topics,
  type ProblemRow,
} from '../db/schema/practice.ts';
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
    t = await createTestApp({}, { slices: ['contests'], judge: { handler: async () => ({}) as never } });
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

  it('leaves it out of the listing’s totals and every facet count, so a page after it is full', async () => {
    // Both problems share a topic, a company and a curated list: every facet would count the hidden one.
    const [topic] = await t.app.db
      .insert(topics)
      .values({ slug: 'quokka-care', name: 'Quokka care' })
      .returning();
    const [company] = await t.app.db
      .insert(companies)
      .values({ slug: 'quokkaworks', name: 'Quokkaworks' })
      .returning();
    const [list] = await t.app.db
      .insert(problemLists)
      .values({ slug: 'quokka-list', name: 'Quokka list' })
      .returning();
    for (const [position, problem] of [secret, publicOne].entries()) {
      await t.app.db.insert(problemTopics).values({ problemId: problem.id, topicId: topic!.id });
      await t.app.db.insert(problemCompanies).values({ problemId: problem.id, companyId: company!.id });
      await t.app.db.insert(problemListItems).values({ listId: list!.id, problemId: problem.id, position });
    }
    for (const who of [ada, null]) {
      const listing = (await get('/api/v1/problems?search=quokka', who)).json().data;
      expect(listing).toMatchObject({ total: 1, total_pages: 1 });
      // The hidden problem comes first in the default order: page 1 of size 1 is still one problem.
      const first = (await get('/api/v1/problems?search=quokka&page_size=1&page=1', who)).json().data;
      expect(first.problems.map((p: { slug: string }) => p.slug)).toEqual([publicOne.slug]);
      expect(first).toMatchObject({ total: 1, total_pages: 1 });

      const filters = (await get('/api/v1/problems/filters', who)).json().data;
      const countOf = (facet: { value?: string; slug?: string; count: number }[], key: string) =>
        facet.find((f) => (f.value ?? f.slug) === key)?.count;
      expect(countOf(filters.difficulties, 'EASY')).toBe(1);
      expect(countOf(filters.types, 'SINGLE_CHOICE')).toBe(1);
      expect(countOf(filters.topics, 'quokka-care')).toBe(1);
      expect(countOf(filters.companies, 'quokkaworks')).toBe(1);
      expect(countOf(filters.lists, 'quokka-list')).toBe(1);

      const detail = (await get('/api/v1/problem-lists/quokka-list', who)).json().data;
      expect(detail.problems.map((p: { slug: string }) => p.slug)).toEqual([publicOne.slug]);
      expect(detail.list.total_problems).toBe(1);
      expect((await get('/api/v1/problem-lists/quokka-list/progress', who)).json().data.total).toBe(1);
    }
  });

  it('is unknown to every other practice read that names it by id or slug', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: ada.authorization }, payload });
    expect((await get(`/api/v2/bookmarks/add?problem_id=${secret.id}`)).statusCode).toBe(404);
    expect((await get('/api/v1/bookmarks')).json().data.problems).toEqual([]);
    expect(
      (
        await post('/api/v3/reactions', {
          parent_id: String(secret.id),
          parent_type: 'problem',
          reaction_type: 1,
        })
      ).statusCode,
    ).toBe(404);
    const report = {
      entity_type: 'problem',
      entity_id: secret.slug,
      issue_type: 'OTHER',
      issue_detail: 'Typo.',
    };
    expect((await post('/api/v1/reports', report)).statusCode).toBe(404);
    expect(
      (await post('/api/v1/submissions/mcq', { problem_id: secret.id, answer_ids: ['a'] })).statusCode,
    ).toBe(404);
    const unknown = await get('/api/v1/problems/no-such-problem-anywhere/submissions');
    const hidden = await get(`/api/v1/problems/${secret.slug}/submissions`);
    expect(hidden.statusCode).toBe(404);
    // The same answer as an unknown slug, so the slug is not confirmed either.
    expect(hidden.json().error).toEqual(unknown.json().error);
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
