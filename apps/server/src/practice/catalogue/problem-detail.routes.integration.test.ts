import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SOLUTION_SEEN_PENALTY_PERCENTAGE } from '@katana/shared/api/practice-catalogue';
import { problems, submissions, userProblemStates } from '../../db/schema/practice.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp, signUpLearner } from './catalogue.test-support.ts';
import { CONTENT_DIR } from './importer/start-import.ts';

describe('GET /api/v1/problems/:slug', () => {
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

  const detail = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/v1/problems/${slug}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return { data: res.json().data, body: res.body };
  };

  it('shows an anonymous caller the CODE problem: statement, samples, limits, languages, no hidden tests', async () => {
    const { data, body } = await detail('anagram-shelves');
    expect(data).toMatchObject({
      slug: 'anagram-shelves',
      name: 'Anagram Shelves',
      problem_type: 'CODE',
      difficulty: 'MEDIUM',
      max_score: 80,
      time_limit_s: 1,
      memory_limit_mb: 256,
      default_language: 'cpp',
      user_default_language: null,
      default_language_unavailable: false,
      code_text: null,
      autocomplete: true,
      item: null,
      best_submission: null,
      submission_ids: [],
      solution_seen: false,
      has_solution: true,
      solution_penalty_percentage: SOLUTION_SEEN_PENALTY_PERCENTAGE,
      last_upvote_reaction_type: null,
      rating: { average: null, count: 0, mine: null },
      sql: null,
      status: 'UNATTEMPTED',
      user_score: null,
    });
    expect(data.meta_description).toMatch(/anagrams/);
    expect(data.statement).toContain('## Input');
    expect(data.hints).toHaveLength(3);
    const sample = readFileSync(path.join(CONTENT_DIR, 'problems/anagram-shelves/data/sample/01.in'), 'utf8');
    expect(data.samples).toHaveLength(2);
    expect(data.samples[0].input).toBe(sample);
    // A secret test's input never leaves the server, nor do the reference solutions or the editorial.
    const secret = readFileSync(
      path.join(CONTENT_DIR, 'problems/anagram-shelves/data/secret/05-tie-by-smallest-word.in'),
      'utf8',
    );
    expect(body).not.toContain(JSON.stringify(secret).slice(1, -1));
    expect(body).not.toContain('editorial');
    expect(Object.keys(data)).not.toContain('solutions');

    expect(data.languages_allowed.map((l: { key: string }) => l.key).slice(0, 4)).toEqual([
      'cpp',
      'java',
      'python',
      'javascript',
    ]);
    const cpp = data.languages_allowed[0];
    expect(cpp).toMatchObject({ key: 'cpp', name: expect.stringContaining('C++') });
    expect(data.editor_language).toBe(cpp.available ? 'cpp' : expect.any(String));
    expect(data.scaffold_code).toBe(
      readFileSync(
        path.join(
          CONTENT_DIR,
          `problems/anagram-shelves/scaffolds/${data.editor_language}.${{ cpp: 'cpp', java: 'java', python: 'py', javascript: 'js' }[data.editor_language as string]}`,
        ),
        'utf8',
      ),
    );
  });

  it('gives quiz items without their answers and a NOTE as its article', async () => {
    const choice = await detail('stack-pop-sequence');
    expect(choice.data).toMatchObject({
      problem_type: 'SINGLE_CHOICE',
      languages_allowed: [],
      editor_language: null,
      scaffold_code: null,
      has_solution: true,
      item: { type: 'SINGLE_CHOICE', options: expect.any(Array) },
    });
    expect(choice.data.item.options.map((o: { id: string }) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(choice.body).not.toMatch(/right_?answers|solution_?desc|last in, first out/i);

    const fill = await detail('heap-operation-costs');
    expect(fill.data.item).toEqual({
      type: 'FILL_UP',
      blank_ids: expect.arrayContaining(['peek', 'push', 'build']),
    });
    expect(fill.data.statement).toContain('{{blank:push}}');
    expect(fill.body).not.toMatch(/log2\(n\)|lg n/);

    const note = await detail('hashing-in-practice');
    expect(note.data).toMatchObject({
      problem_type: 'NOTE',
      statement: '',
      has_solution: false,
      max_score: 0,
    });
    expect(note.data.item.type).toBe('NOTE');
    expect(note.data.item.note.length).toBeGreaterThan(1000);
  });

  it('gives a SQL problem its dialects', async () => {
    const { data } = await detail('late-ferry-sailings');
    expect(data).toMatchObject({
      problem_type: 'SQL',
      default_language: 'psql',
      sql: { dialects: ['psql', 'mysql'] },
    });
    expect(data.languages_allowed.map((l: { key: string }) => l.key)).toEqual(['psql', 'mysql']);
    expect(data.samples[0].input).toMatch(/CREATE TABLE/i);
  });

  it("opens the editor in the user's default language when the problem takes it, with the user's draft", async () => {
    const auth = cookieHeaders(session);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/default_language',
      headers: auth,
      payload: { language: 'python' },
    });
    expect(set.json()).toEqual({ status: 200, data: { default_language: 'python', autocomplete: true } });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/problems/anagram-shelves/code',
      headers: auth,
      payload: { language: 'python', code: 'print("draft")\n' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { data } = await detail('anagram-shelves', auth);
    const python = data.languages_allowed.find((l: { key: string }) => l.key === 'python');
    expect(data.user_default_language).toBe('python');
    expect(data.editor_language).toBe(python.available ? 'python' : 'cpp');
    if (python.available) expect(data.code_text).toBe('print("draft")\n');

    // A SQL problem does not take python: the editor opens in the problem's language and says so.
    const sqlDetail = await detail('late-ferry-sailings', auth);
    expect(sqlDetail.data).toMatchObject({
      user_default_language: 'python',
      default_language_unavailable: true,
    });
    expect(sqlDetail.data.editor_language).toBe('psql');
    expect(sqlDetail.data.code_text).toBeNull();
  });

  it("shows the signed-in user's submissions, best submission and state", async () => {
    const [problem] = await t.testDb.db.select().from(problems).where(eq(problems.slug, 'gift-pair-budget'));
    const [older] = await t.testDb.db
      .insert(submissions)
      .values({
        userId,
        problemId: problem!.id,
        submissionType: 'CODE',
        language: 'cpp',
        code: 'x',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [newer] = await t.testDb.db
      .insert(submissions)
      .values({ userId, problemId: problem!.id, submissionType: 'CODE', language: 'cpp', code: 'y' })
      .returning();
    await t.testDb.db.insert(userProblemStates).values({
      userId,
      problemId: problem!.id,
      userScore: 40,
      attemptedAt: new Date(),
      solvedAt: new Date(),
      bestSubmissionId: older!.id,
    });
    const { data } = await detail('gift-pair-budget', cookieHeaders(session));
    expect(data).toMatchObject({
      status: 'SOLVED',
      user_score: 40,
      best_submission: older!.id,
      submission_ids: [newer!.id, older!.id],
    });
    // Somebody else's submissions are not listed.
    const other = await signUp(t.app);
    const { data: theirs } = await detail('gift-pair-budget', cookieHeaders(other.session));
    expect(theirs).toMatchObject({ submission_ids: [], best_submission: null, status: 'UNATTEMPTED' });
  });

  it('answers 404 for an unknown slug and 422 for a malformed one', async () => {
    const res = await t.app.inject({ url: '/api/v1/problems/no-such-problem' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, error: { code: 404, message: 'No such problem.' } });
    const blank = await t.app.inject({ url: '/api/v1/problems/%20' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.fields).toHaveProperty('slug');
  });
});

describe('problem pages (server-rendered head)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("titles /problems/<slug> with the problem's name and meta description; unknown slugs are 404", async () => {
    const page = await t.app.inject({ url: '/problems/anagram-shelves' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Anagram Shelves | Katana</title>');
    expect(page.body).toMatch(/<meta name="description" content="Group words into shelves of anagrams/);
    const missing = await t.app.inject({ url: '/problems/no-such-problem' });
    expect(missing.statusCode).toBe(404);
  });

  it('titles /problem-lists/<slug> with the list name; unknown lists are 404', async () => {
    const page = await t.app.inject({ url: '/problem-lists/top-interview-50' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Top interview 50 | Katana</title>');
    expect((await t.app.inject({ url: '/problem-lists/nope' })).statusCode).toBe(404);
  });
});
