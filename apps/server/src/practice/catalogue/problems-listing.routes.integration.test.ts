import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { problems, userProblemStates } from '../../db/schema/practice.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp, DEFAULT_ORDER, signUpLearner } from './catalogue.test-support.ts';

interface Summary {
  id: number;
  slug: string;
  status: string;
  user_score: number | null;
  is_bookmarked: boolean;
  accuracy: number | null;
  topics: Array<{ slug: string; name: string }>;
  companies: Array<{ slug: string; name: string }>;
}

describe('GET /api/v1/problems', () => {
  let t: TestApp;
  let session: Session;
  let userId: number;
  let ids: Map<string, number>;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ({ session, userId } = await signUpLearner(t.app));
    const rows = await t.testDb.db.select({ id: problems.id, slug: problems.slug }).from(problems);
    ids = new Map(rows.map((r) => [r.slug, r.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/v1/problems${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      problems: Summary[];
      total: number;
      page: number;
      page_size: number;
      total_pages: number;
    };
  };
  const slugs = (page: { problems: Summary[] }) => page.problems.map((p) => p.slug);

  it('lists every problem in the default order with tags, anonymous status UNATTEMPTED and no score', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 9, page: 1, page_size: 20, total_pages: 1 });
    expect(slugs(page)).toEqual(DEFAULT_ORDER);
    const bracket = page.problems[0]!;
    expect(bracket).toMatchObject({
      name: 'Bracket Ledger Check',
      problem_type: 'CODE',
      difficulty: 'EASY',
      max_score: 40,
      status: 'UNATTEMPTED',
      user_score: null,
      is_bookmarked: false,
      upvote_count: 0,
      submission_count: 0,
      accuracy: null,
    });
    expect(bracket.topics).toEqual([
      { slug: 'stacks-queues', name: 'Stacks & Queues' },
      { slug: 'strings', name: 'Strings' },
    ]);
    expect(bracket.companies).toEqual([
      { slug: 'printwell', name: 'Printwell' },
      { slug: 'tillpoint', name: 'Tillpoint' },
    ]);
  });

  it('filters by difficulty, type, topic, company and list (OR inside a filter, AND across)', async () => {
    expect(slugs(await list('?difficulty=HARD'))).toEqual(['circular-greenhouse', 'deadlock-fixes']);
    expect(slugs(await list('?difficulty=EASY&type=CODE'))).toEqual([
      'bracket-ledger-check',
      'gift-pair-budget',
    ]);
    expect(slugs(await list('?type=SQL,NOTE'))).toEqual(['late-ferry-sailings', 'hashing-in-practice']);
    expect(slugs(await list('?topic=stacks-queues'))).toEqual([
      'bracket-ledger-check',
      'circular-greenhouse',
      'stack-pop-sequence',
    ]);
    expect(slugs(await list('?topic=stacks-queues&difficulty=EASY,MEDIUM'))).toEqual([
      'bracket-ledger-check',
      'stack-pop-sequence',
    ]);
    expect(slugs(await list('?company=lumen-labs,inkwell-press'))).toEqual([
      'anagram-shelves',
      'deadlock-fixes',
    ]);
    expect(slugs(await list('?list=top-interview-50'))).toEqual([
      'bracket-ledger-check',
      'circular-greenhouse',
    ]);
    expect((await list('?list=no-such-list')).total).toBe(0);
  });

  it('searches names, topics and companies case-insensitively, every word must match', async () => {
    expect(slugs(await list('?search=LEDGER'))).toEqual(['bracket-ledger-check']);
    expect(slugs(await list('?search=northwind'))).toEqual(['circular-greenhouse', 'stack-pop-sequence']);
    expect(slugs(await list('?search=hashing'))).toEqual(['anagram-shelves', 'hashing-in-practice']);
    expect(slugs(await list('?search=hashing%20shelves'))).toEqual(['anagram-shelves']);
    // LIKE wildcards are taken literally.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('sorts by title, difficulty both ways, popularity and acceptance', async () => {
    expect(slugs(await list('?sort=title&type=CODE'))).toEqual([
      'anagram-shelves',
      'bracket-ledger-check',
      'circular-greenhouse',
      'gift-pair-budget',
    ]);
    expect(slugs(await list('?sort=-difficulty&type=CODE'))).toEqual([
      'circular-greenhouse',
      'anagram-shelves',
      'bracket-ledger-check',
      'gift-pair-budget',
    ]);
    expect(slugs(await list('?sort=difficulty&type=CODE,SQL')).slice(0, 3)).toEqual([
      'bracket-ledger-check',
      'gift-pair-budget',
      'late-ferry-sailings',
    ]);
    const db = t.testDb.db;
    await db
      .update(problems)
      .set({ submissionCount: 4, acceptedCount: 1, upvoteCount: 5 })
      .where(eq(problems.slug, 'anagram-shelves'));
    await db
      .update(problems)
      .set({ submissionCount: 3, acceptedCount: 3, upvoteCount: 1 })
      .where(eq(problems.slug, 'gift-pair-budget'));
    try {
      const popular = await list('?sort=popular&type=CODE');
      expect(slugs(popular).slice(0, 2)).toEqual(['anagram-shelves', 'gift-pair-budget']);
      const acceptance = await list('?sort=acceptance&type=CODE');
      expect(slugs(acceptance).slice(0, 2)).toEqual(['gift-pair-budget', 'anagram-shelves']);
      expect(acceptance.problems.slice(0, 3).map((p) => p.accuracy)).toEqual([100, 25, null]);
    } finally {
      await db.update(problems).set({ submissionCount: 0, acceptedCount: 0, upvoteCount: 0 });
    }
  });

  it('pages with page and page_size', async () => {
    const second = await list('?page=2&page_size=4');
    expect(second).toMatchObject({ total: 9, page: 2, page_size: 4, total_pages: 3 });
    expect(slugs(second)).toEqual(DEFAULT_ORDER.slice(4, 8));
    expect((await list('?page=9&page_size=4')).problems).toEqual([]);
  });

  it("filters and shows the signed-in user's status, score and bookmarks; anonymous callers are not filtered", async () => {
    const now = new Date();
    await t.testDb.db.insert(userProblemStates).values([
      { userId, problemId: ids.get('gift-pair-budget')!, userScore: 40, attemptedAt: now, solvedAt: now },
      { userId, problemId: ids.get('anagram-shelves')!, userScore: 20, attemptedAt: now },
      // Viewing a solution creates a state row but is not an attempt.
      { userId, problemId: ids.get('circular-greenhouse')!, solutionViewedOn: now },
    ]);
    const auth = cookieHeaders(session);
    const bookmarked = await t.app.inject({
      url: `/api/v2/bookmarks/add?problem_id=${ids.get('stack-pop-sequence')}`,
      headers: auth,
    });
    expect(bookmarked.statusCode).toBe(200);

    const all = await list('?type=CODE', auth);
    expect(all.problems.map((p) => [p.slug, p.status, p.user_score])).toEqual([
      ['bracket-ledger-check', 'UNATTEMPTED', null],
      ['gift-pair-budget', 'SOLVED', 40],
      ['anagram-shelves', 'ATTEMPTED', 20],
      ['circular-greenhouse', 'UNATTEMPTED', null],
    ]);
    expect(slugs(await list('?status=solved', auth))).toEqual(['gift-pair-budget']);
    expect(slugs(await list('?status=attempted', auth))).toEqual(['anagram-shelves']);
    expect(slugs(await list('?status=unsolved&type=CODE', auth))).toEqual([
      'bracket-ledger-check',
      'anagram-shelves',
      'circular-greenhouse',
    ]);
    const marks = await list('?bookmarked=true', auth);
    expect(slugs(marks)).toEqual(['stack-pop-sequence']);
    expect(marks.problems[0]!.is_bookmarked).toBe(true);
    expect((await list('?bookmarked=false', auth)).total).toBe(8);

    expect((await list('?status=solved')).total).toBe(9);
    expect((await list('?bookmarked=true')).total).toBe(9);
  });

  it('answers 422 with field messages for bad filters and pages', async () => {
    const cases: Array<[string, string]> = [
      ['?difficulty=IMPOSSIBLE', 'difficulty'],
      ['?type=ESSAY', 'type'],
      ['?status=finished', 'status'],
      ['?sort=random', 'sort'],
      ['?page=0', 'page'],
      ['?page_size=51', 'page_size'],
      ['?page=abc', 'page'],
      [`?search=${'x'.repeat(101)}`, 'search'],
      ['?bookmarked=yes', 'bookmarked'],
    ];
    for (const [query, field] of cases) {
      const res = await t.app.inject({ url: `/api/v1/problems${query}` });
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({ status: 422, error: { code: 422, message: 'Validation failed.' } });
      expect(Object.keys(body.error.fields).join(','), query).toContain(field);
    }
    const long = await t.app.inject({ url: `/api/v1/problems?search=${'x'.repeat(101)}` });
    expect(Object.values(long.json().error.fields)).toEqual(['At most 100 characters.']);
  });
});

describe('GET /api/v1/problems/filters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts problems per difficulty, type, topic, company and list', async () => {
    const res = await t.app.inject({ url: '/api/v1/problems/filters' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.difficulties).toEqual([
      { value: 'EASY', count: 4 },
      { value: 'MEDIUM', count: 3 },
      { value: 'HARD', count: 2 },
    ]);
    expect(data.types).toEqual([
      { value: 'CODE', count: 4 },
      { value: 'FILL_UP', count: 1 },
      { value: 'SINGLE_CHOICE', count: 1 },
      { value: 'NOTE', count: 1 },
      { value: 'MULTIPLE', count: 1 },
      { value: 'SQL', count: 1 },
    ]);
    expect(data.topics).toContainEqual({ slug: 'stacks-queues', name: 'Stacks & Queues', count: 3 });
    expect(data.topics).toContainEqual({ slug: 'sql', name: 'SQL', count: 1 });
    expect(data.companies).toContainEqual({ slug: 'northwind', name: 'Northwind', count: 2 });
    expect(data.lists.slice(0, 4)).toEqual([
      { slug: 'top-interview-50', name: 'Top interview 50', count: 2 },
      { slug: 'starter-pack', name: 'Starter pack', count: 2 },
      { slug: 'cs-fundamentals', name: 'CS fundamentals', count: 4 },
      { slug: 'sql-starter', name: 'SQL starter', count: 1 },
    ]);
    // The curated lists come first; then the topic ladders (content/lists.yaml), each counting its topic's code and
    // SQL problems (quiz items and notes are not rungs: stacks-queues has 3 problems, one of them an item).
    expect(data.lists.slice(4)).toContainEqual({
      slug: 'ladder-stacks-queues',
      name: 'Stacks and queues ladder',
      count: 2,
    });
    expect(data.lists.slice(4).every((l: { slug: string }) => l.slug.startsWith('ladder-'))).toBe(true);
  });
});
