import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { problems } from '../../db/schema/practice.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp } from './catalogue.test-support.ts';

describe('POST /api/v3/reactions', () => {
  let t: TestApp;
  let session: Session;
  let problemId: number;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    session = (await signUp(t.app)).session;
    problemId = (
      await t.testDb.db.select({ id: problems.id }).from(problems).where(eq(problems.slug, 'anagram-shelves'))
    )[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const react = (reaction_type: number, who = session, parent_id: unknown = String(problemId)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/reactions',
      headers: cookieHeaders(who),
      payload: { parent_id, reaction_type, parent_type: 'problem' },
    });

  it('toggles: upvote, the same again removes it, the other one switches', async () => {
    const up = await react(1);
    expect(up.json()).toEqual({
      status: 200,
      data: {
        parent_id: String(problemId),
        parent_type: 'problem',
        reaction_type: 1,
        upvote_count: 1,
        downvote_count: 0,
      },
    });
    expect((await react(1)).json().data).toMatchObject({
      reaction_type: null,
      upvote_count: 0,
      downvote_count: 0,
    });
    expect((await react(1)).json().data).toMatchObject({ reaction_type: 1, upvote_count: 1 });
    expect((await react(-1)).json().data).toMatchObject({
      reaction_type: -1,
      upvote_count: 0,
      downvote_count: 1,
    });
    const detail = await t.app.inject({
      url: '/api/v1/problems/anagram-shelves',
      headers: cookieHeaders(session),
    });
    expect(detail.json().data).toMatchObject({
      last_upvote_reaction_type: -1,
      upvote_count: 0,
      downvote_count: 1,
    });
    expect((await react(-1)).json().data).toMatchObject({ reaction_type: null, downvote_count: 0 });
  });

  it('keeps the counters right when many users react at once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    const results = await Promise.all(users.map((u, i) => react(i % 3 === 0 ? -1 : 1, u.session)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    // Half of them change their mind at once as well.
    await Promise.all(users.slice(0, 3).map((u, i) => react(i % 3 === 0 ? -1 : 1, u.session)));
    const [row] = await t.testDb.db.select().from(problems).where(eq(problems.id, problemId));
    // Users 1, 2, 4, 5 upvoted and 0, 3 downvoted; then 0 (down), 1 and 2 (up) pressed the same button again.
    expect({ up: row!.upvoteCount, down: row!.downvoteCount }).toEqual({ up: 2, down: 1 });
  });

  it('accepts the slug as parent_id; rejects bad bodies, unknown problems and anonymous callers', async () => {
    const bySlug = await react(1, session, 'anagram-shelves');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data.parent_id).toBe('anagram-shelves');
    for (const payload of [
      { parent_id: String(problemId), reaction_type: 2, parent_type: 'problem' },
      { parent_id: String(problemId), reaction_type: 1, parent_type: 'comment' },
      { reaction_type: 1, parent_type: 'problem' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/reactions',
        headers: cookieHeaders(session),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await react(1, session, '999999')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v3/reactions',
      payload: { parent_id: String(problemId), reaction_type: 1, parent_type: 'problem' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
