import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { JUDGE_SOURCE_MAX_BYTES } from '@katana/shared/api/judge';
import { editSuggestions, problems, userProblemStates } from '../../db/schema/practice.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp, signUpLearner } from './catalogue.test-support.ts';

describe('problem actions: code, solution, rating, suggest edit', () => {
  let t: TestApp;
  let session: Session;
  let userId: number;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ({ session, userId } = await signUpLearner(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    headers = cookieHeaders(session),
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  describe('GET and PUT /api/v1/problems/:slug/code', () => {
    it('gives the scaffold and no draft to an anonymous caller', async () => {
      const res = await t.app.inject({ url: '/api/v1/problems/anagram-shelves/code?language=java' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ language: 'java', saved_code: null, saved_at: null });
      expect(res.json().data.default_scaffold).toContain('class Main');
    });

    it("falls back to the judge's generic scaffold for a language the package has none for", async () => {
      const res = await t.app.inject({ url: '/api/v1/problems/anagram-shelves/code?language=ruby' });
      expect(res.json().data.default_scaffold).toMatch(/STDIN|gets/);
    });

    it('saves a draft per language and returns it with its time', async () => {
      const saved = await call('PUT', '/api/v1/problems/anagram-shelves/code', {
        language: 'cpp',
        code: 'int main(){}',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const savedAt = saved.json().data.saved_at as string;
      expect(saved.json().data).toEqual({ language: 'cpp', saved_at: savedAt });
      await call('PUT', '/api/v1/problems/anagram-shelves/code', {
        language: 'cpp',
        code: 'int main(){return 0;}',
      });

      const cpp = await call('GET', '/api/v1/problems/anagram-shelves/code?language=cpp');
      expect(cpp.json().data).toMatchObject({ language: 'cpp', saved_code: 'int main(){return 0;}' });
      expect(Date.parse(cpp.json().data.saved_at)).toBeGreaterThanOrEqual(Date.parse(savedAt));
      const java = await call('GET', '/api/v1/problems/anagram-shelves/code?language=java');
      expect(java.json().data.saved_code).toBeNull();
      // Drafts are per user.
      const other = await signUp(t.app);
      const theirs = await call(
        'GET',
        '/api/v1/problems/anagram-shelves/code?language=cpp',
        undefined,
        cookieHeaders(other.session),
      );
      expect(theirs.json().data.saved_code).toBeNull();
    });

    it('rejects languages the problem does not take, oversize code, anonymous saves and missing CSRF', async () => {
      const sqlOnCode = await call('GET', '/api/v1/problems/anagram-shelves/code?language=psql');
      expect(sqlOnCode.statusCode).toBe(422);
      expect(sqlOnCode.json().error).toMatchObject({
        code: 422,
        fields: { language: 'This problem does not accept psql.' },
      });
      const onItem = await call('PUT', '/api/v1/problems/stack-pop-sequence/code', {
        language: 'cpp',
        code: 'x',
      });
      expect(onItem.json().error.fields).toEqual({ language: 'This problem takes no code.' });
      const missing = await t.app.inject({ url: '/api/v1/problems/anagram-shelves/code' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().error.fields).toHaveProperty('language');
      const huge = await call('PUT', '/api/v1/problems/anagram-shelves/code', {
        language: 'cpp',
        code: 'x'.repeat(JUDGE_SOURCE_MAX_BYTES + 1),
      });
      expect(huge.statusCode).toBe(422);
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/problems/anagram-shelves/code',
        payload: { language: 'cpp', code: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe(101);
      const noCsrf = await call(
        'PUT',
        '/api/v1/problems/anagram-shelves/code',
        { language: 'cpp', code: 'x' },
        cookieHeaders(session, { csrf: false }),
      );
      expect(noCsrf.statusCode).toBe(403);
      const unknown = await call('PUT', '/api/v1/problems/nope/code', { language: 'cpp', code: 'x' });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('GET /api/v1/problems/:slug/solution', () => {
    it('needs a signed-in user', async () => {
      const res = await t.app.inject({ url: '/api/v1/problems/anagram-shelves/solution' });
      expect(res.statusCode).toBe(401);
    });

    it('returns the editorial and reference code, and records solution_seen once', async () => {
      const first = await call('GET', '/api/v1/problems/anagram-shelves/solution');
      expect(first.statusCode, first.body).toBe(200);
      const data = first.json().data;
      expect(data).toMatchObject({
        solution_seen: true,
        penalty_percentage: 50,
        right_answers: null,
        solution_desc: null,
      });
      expect(data.editorial.length).toBeGreaterThan(100);
      expect(data.solutions.map((s: { language: string }) => s.language)).toEqual(['cpp', 'java', 'python']);

      const second = await call('GET', '/api/v1/problems/anagram-shelves/solution');
      expect(second.json().data.solution_viewed_on).toBe(data.solution_viewed_on);
      const [problem] = await t.testDb.db.select().from(problems).where(eq(problems.slug, 'anagram-shelves'));
      const [state] = await t.testDb.db
        .select()
        .from(userProblemStates)
        .where(and(eq(userProblemStates.userId, userId), eq(userProblemStates.problemId, problem!.id)));
      expect(state!.solutionViewedOn!.toISOString()).toBe(data.solution_viewed_on);
      expect(state!.attemptedAt).toBeNull();

      const detail = await call('GET', '/api/v1/problems/anagram-shelves');
      expect(detail.json().data).toMatchObject({ solution_seen: true, status: 'UNATTEMPTED' });
    });

    it('reveals the right answers of quiz items, and has none for a NOTE', async () => {
      const choice = await call('GET', '/api/v1/problems/stack-pop-sequence/solution');
      expect(choice.json().data).toMatchObject({ right_answers: ['a'], editorial: '', solutions: [] });
      expect(choice.json().data.solution_desc).toMatch(/last in, first out/);
      const fill = await call('GET', '/api/v1/problems/heap-operation-costs/solution');
      expect(fill.json().data.right_answers).toEqual(['1', 'log n', 'n']);
      const note = await call('GET', '/api/v1/problems/hashing-in-practice/solution');
      expect(note.statusCode).toBe(404);
      expect(note.json().error.message).toBe('This problem has no solution to show.');
    });
  });

  describe('POST /api/v1/problems/:slug/rating', () => {
    it('averages ratings; a new rating from the same user replaces the old one', async () => {
      const first = await call('POST', '/api/v1/problems/gift-pair-budget/rating', { rating: 4 });
      expect(first.json()).toEqual({ status: 200, data: { average: 4, count: 1, mine: 4 } });
      const other = await signUp(t.app);
      const theirs = await call(
        'POST',
        '/api/v1/problems/gift-pair-budget/rating',
        { rating: 5 },
        cookieHeaders(other.session),
      );
      expect(theirs.json().data).toEqual({ average: 4.5, count: 2, mine: 5 });
      const again = await call('POST', '/api/v1/problems/gift-pair-budget/rating', { rating: 1 });
      expect(again.json().data).toEqual({ average: 3, count: 2, mine: 1 });
      const detail = await call('GET', '/api/v1/problems/gift-pair-budget');
      expect(detail.json().data.rating).toEqual({ average: 3, count: 2, mine: 1 });
      const anonymous = await t.app.inject({ url: '/api/v1/problems/gift-pair-budget' });
      expect(anonymous.json().data.rating).toEqual({ average: 3, count: 2, mine: null });
    });

    it('rejects ratings outside 1..5 with the message, and anonymous raters', async () => {
      for (const rating of [0, 6, 2.5, '3']) {
        const res = await call('POST', '/api/v1/problems/gift-pair-budget/rating', { rating });
        expect(res.statusCode, String(rating)).toBe(422);
      }
      const zero = await call('POST', '/api/v1/problems/gift-pair-budget/rating', { rating: 0 });
      expect(zero.json().error.fields).toEqual({ rating: 'Rate from 1 to 5.' });
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/v1/problems/gift-pair-budget/rating',
        payload: { rating: 3 },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('POST /api/v1/problems/:slug/suggest_edit', () => {
    it('stores the suggestion and returns its id', async () => {
      const res = await call('POST', '/api/v1/problems/bracket-ledger-check/suggest_edit', {
        section: 'statement',
        suggestion: '  The second sample could explain the nesting.  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = Number(res.json().data.id);
      const [row] = await t.testDb.db.select().from(editSuggestions).where(eq(editSuggestions.id, id));
      expect(row).toMatchObject({
        userId,
        section: 'statement',
        suggestion: 'The second sample could explain the nesting.',
      });
    });

    it('rejects empty suggestions, unknown sections and unknown problems', async () => {
      const empty = await call('POST', '/api/v1/problems/bracket-ledger-check/suggest_edit', {
        section: 'statement',
        suggestion: '   ',
      });
      expect(empty.json().error.fields).toEqual({ suggestion: 'Describe the edit.' });
      const section = await call('POST', '/api/v1/problems/bracket-ledger-check/suggest_edit', {
        section: 'title',
        suggestion: 'x',
      });
      expect(section.statusCode).toBe(422);
      const unknown = await call('POST', '/api/v1/problems/nope/suggest_edit', {
        section: 'other',
        suggestion: 'x',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
