import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { problems } from '../../db/schema/practice.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp } from './catalogue.test-support.ts';

describe('bookmarks: GET /api/v2/bookmarks/add|remove, GET /api/v1/bookmarks', () => {
  let t: TestApp;
  let session: Session;
  let gift: number;
  let bracket: number;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    session = (await signUp(t.app)).session;
    const id = async (slug: string) =>
      (await t.testDb.db.select({ id: problems.id }).from(problems).where(eq(problems.slug, slug)))[0]!.id;
    gift = await id('gift-pair-budget');
    bracket = await id('bracket-ledger-check');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = cookieHeaders(session)) =>
    t.app.inject({ url, headers });
  const bookmarkedSlugs = async () =>
    (await get('/api/v1/bookmarks')).json().data.problems.map((p: { slug: string }) => p.slug);

  it('adds and removes bookmarks idempotently and lists them newest first', async () => {
    const added = await get(`/api/v2/bookmarks/add?problem_id=${gift}`);
    expect(added.json()).toEqual({ status: 200, data: { problem_id: gift, is_bookmarked: true } });
    expect((await get(`/api/v2/bookmarks/add?problem_id=${gift}&offering_id=7`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await get(`/api/v2/bookmarks/add?problem_id=${bracket}`);
    expect(await bookmarkedSlugs()).toEqual(['bracket-ledger-check', 'gift-pair-budget']);
    const detail = await get('/api/v1/problems/gift-pair-budget');
    expect(detail.json().data.is_bookmarked).toBe(true);

    const removed = await get(`/api/v2/bookmarks/remove?problem_id=${gift}`);
    expect(removed.json()).toEqual({ status: 200, data: { problem_id: gift, is_bookmarked: false } });
    expect((await get(`/api/v2/bookmarks/remove?problem_id=${gift}`)).json().data.is_bookmarked).toBe(false);
    expect(await bookmarkedSlugs()).toEqual(['bracket-ledger-check']);
  });

  it('needs the CSRF echo with a cookie session (the add/remove GETs change state)', async () => {
    const res = await get(
      `/api/v2/bookmarks/add?problem_id=${gift}`,
      cookieHeaders(session, { csrf: false }),
    );
    expect(res.statusCode).toBe(403);
    expect(await bookmarkedSlugs()).not.toContain('gift-pair-budget');
    // A token in the Authorization header cannot be sent cross-site, so it needs no echo.
    const viaHeader = await get(`/api/v2/bookmarks/add?problem_id=${gift}`, {
      authorization: `Token ${session.token}`,
    });
    expect(viaHeader.statusCode).toBe(200);
  });

  it('needs a signed-in user and a valid, existing problem id', async () => {
    const anonymous = await t.app.inject({ url: `/api/v2/bookmarks/add?problem_id=${gift}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/bookmarks' })).statusCode).toBe(401);
    for (const query of ['', '?problem_id=abc', '?problem_id=0', `?problem_id=${gift}&offering_id=-1`]) {
      const res = await get(`/api/v2/bookmarks/add${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    const unknown = await get('/api/v2/bookmarks/add?problem_id=999999');
    expect(unknown.statusCode).toBe(404);
  });
});
