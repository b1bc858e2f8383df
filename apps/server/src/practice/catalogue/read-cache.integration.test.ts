/**
 * Practice's cached catalogue reads (read-cache.ts, issue #20) with the cache on (READ_CACHE_MS=60000; tests run
 * without it by default): what a visitor or a learner notices stays right. A learner's own solve and bookmark show
 * in their listing at once; a contest hiding a problem hides it from cached anonymous reads at once and shows it
 * from its start; a problem imported in this process shows at once, and what another process wrote once the
 * cache's lifetime has passed; anonymous reads answer 304 to a client that has the current ETag.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { contests } from '../../db/schema/contests.ts';
import { problems } from '../../db/schema/practice.ts';
import { cookieHeaders, type Session } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createContest } from '../../contests/contest-admin.ts';
import { createProblemProgressRepository } from '../index.ts';
import { importFixtureCatalogue, signUpLearner } from './catalogue.test-support.ts';
import { applyImports, pendingPackage } from './importer/catalogue-importer.ts';
import { CONTENT_DIR } from './importer/start-import.ts';

interface Page {
  problems: Array<{ slug: string; name: string; status: string; is_bookmarked: boolean }>;
  total: number;
}

describe('cached catalogue reads', () => {
  let t: TestApp;
  let session: Session;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_MS: '60000' });
    await importFixtureCatalogue(t.testDb.db);
    ({ session, userId } = await signUpLearner(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await get(`/api/v1/problems${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  const slugs = (page: Page) => page.problems.map((p) => p.slug);
  const idOf = async (slug: string) =>
    (await t.app.db.select({ id: problems.id }).from(problems).where(eq(problems.slug, slug)))[0]!.id;

  it("shows a learner's own solve and bookmark in their listing at once, and not to anyone else", async () => {
    const auth = cookieHeaders(session);
    expect(await list('?status=solved', auth)).toMatchObject({ total: 0 });
    const before = await list('', auth);
    const slug = before.problems[0]!.slug;
    expect(before.problems[0]).toMatchObject({ status: 'UNATTEMPTED', is_bookmarked: false });

    // What the submission recorder writes on an accepted answer.
    const problemId = await idOf(slug);
    const progress = createProblemProgressRepository(t.app.db);
    await progress.lockState(userId, problemId);
    const now = new Date();
    await progress.updateState(userId, problemId, { attemptedAt: now, solvedAt: now, userScore: 10 });
    const added = await get(`/api/v2/bookmarks/add?problem_id=${problemId}`, auth);
    expect(added.json().data).toMatchObject({ is_bookmarked: true });

    const after = await list('', auth);
    expect(after.problems[0]).toMatchObject({ slug, status: 'SOLVED', is_bookmarked: true });
    expect(slugs(await list('?status=solved', auth))).toEqual([slug]);
    expect(slugs(await list('?bookmarked=true', auth))).toEqual([slug]);
    expect((await list('')).problems[0]).toMatchObject({ slug, status: 'UNATTEMPTED', is_bookmarked: false });
  });

  it('hides a problem a contest makes contest-only from cached anonymous reads at once, and shows it from the start', async () => {
    const slug = (await list()).problems[1]!.slug;
    const facets = async () =>
      (await get('/api/v1/problems/filters')).json().data.difficulties as Array<{ count: number }>;
    const countAll = async () => (await facets()).reduce((n, d) => n + d.count, 0);
    const total = (await list()).total;
    expect(await countAll()).toBe(total);
    expect((await get(`/api/v1/problems/${slug}`)).statusCode).toBe(200);
    expect((await get(`/problems/${slug}`)).statusCode).toBe(200);

    const start = Date.now() + 30 * 60_000;
    const contest = await createContest(t.app.db, {
      title: 'Weekly Contest 900',
      startAt: new Date(start),
      endAt: new Date(start + 60 * 60_000),
      problemSlugs: [slug],
      hideProblemsUntilStart: true,
    });
    expect(slugs(await list())).not.toContain(slug);
    expect((await list()).total).toBe(total - 1);
    expect(await countAll()).toBe(total - 1);
    expect((await get(`/api/v1/problems/${slug}`)).statusCode).toBe(404);
    expect((await get(`/problems/${slug}`)).statusCode).toBe(404);

    // The contest starts (the clock passes its start): the cached answers end there.
    vi.useFakeTimers({ toFake: ['Date'], now: start + 1000 });
    expect(slugs(await list())).toContain(slug);
    expect((await get(`/api/v1/problems/${slug}`)).statusCode).toBe(200);
    vi.useRealTimers();
    await t.app.db.delete(contests).where(eq(contests.id, contest.id));
  });

  it('shows a problem imported in this process at once', async () => {
    const before = await list();
    const report = await applyImports(
      t.app.db,
      [
        await pendingPackage(
          path.join(CONTENT_DIR, 'problems', 'allotment-plot-area'),
          'content/problems/allotment-plot-area',
        ),
      ],
      [],
    );
    expect(report.issues).toEqual([]);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(slugs(await list('?search=allotment'))).toEqual(['allotment-plot-area']);
  });

  it("shows what another process changed once the cache's lifetime has passed", async () => {
    const [first] = (await list()).problems;
    const titleOf = async () => (await list()).problems.find((p) => p.slug === first!.slug)?.name;
    const was = await titleOf();
    expect(was).toBeTruthy();
    // Written straight to the database, as `katana import` in another process would: no signal reaches this one.
    await t.app.db.update(problems).set({ name: 'Renamed Elsewhere' }).where(eq(problems.slug, first!.slug));
    expect(await titleOf()).toBe(was);
    // Past the cache's lifetime (60 s here; hours, as an earlier test's clock ran half an hour ahead).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60 * 60_000 });
    const found = (await list('?search=renamed%20elsewhere')).problems;
    expect(found.map((p) => [p.slug, p.name])).toEqual([[first!.slug, 'Renamed Elsewhere']]);
    await t.app.db.update(problems).set({ name: was! }).where(eq(problems.slug, first!.slug));
  });

  it('answers 304 to an anonymous client holding the current ETag, and never to a signed-in one', async () => {
    for (const url of ['/api/v1/problems?page=1', '/api/v1/problems/filters']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toMatch(/public/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
      const signedIn = await get(url, { ...cookieHeaders(session), 'if-none-match': etag });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers.etag).toBeUndefined();
    }
    const slug = (await list()).problems[0]!.slug;
    const detail = await get(`/api/v1/problems/${slug}`);
    expect(
      (await get(`/api/v1/problems/${slug}`, { 'if-none-match': detail.headers.etag as string })).statusCode,
    ).toBe(304);
  });
});
