import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RATING_LOCK_MESSAGE } from '@katana/shared/contests/rating-display';
import { RATING_DISABLED_POLICY } from '@katana/shared/api/contest-rating';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FINISHED_CONTEST_END, finishedContest } from './finished-contest.test-support.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';

const END = FINISHED_CONTEST_END;
const MINUTE = 60_000;

describe('GET /api/v3/contest_rating', () => {
  let t: TestApp;
  let winner: { session: Session; uuid: string; id: number };
  let other: { session: Session; uuid: string; id: number };

  const get = (url: string, session?: Session) =>
    t.app.inject({ url, ...(session ? { headers: cookieHeaders(session) } : {}) });

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['contest-rating'] });
    const a = await signUp(t.app, { name: 'Winner' });
    const b = await signUp(t.app, { name: 'Runner Up' });
    const row = async (email: string) =>
      (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!;
    const [ua, ub] = [await row(a.email), await row(b.email)];
    winner = { session: a.session, uuid: ua.uuid, id: ua.id };
    other = { session: b.session, uuid: ub.uuid, id: ub.id };
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the lock message to an anonymous caller without uuid', async () => {
    const res = await get('/api/v3/contest_rating');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      locked: true,
      lock_message: RATING_LOCK_MESSAGE,
      ranker_uuid: null,
      user_rating_data: [],
    });
  });

  it('gives a learner without a rated contest the no-data state at 1500', async () => {
    const res = await get('/api/v3/contest_rating', winner.session);
    expect(res.json().data).toMatchObject({
      locked: false,
      enabled: true,
      is_self: true,
      ranker_uuid: winner.uuid,
      ranker_name: 'Winner',
      current_rating: 1500,
      user_rating_data: [],
      share: null,
    });
  });

  it('shows the new point, distribution, percentile and share text after the contest is rated', async () => {
    const contest = await finishedContest(t.app.db, [winner.id, other.id], [2, 1]);
    const swept = await t.app.contestRating.sweep(new Date(END + MINUTE));
    expect(swept.rated).toEqual([{ contestId: contest.id, changedRatings: true, participants: 2 }]);

    const mine = (await get('/api/v3/contest_rating', winner.session)).json().data;
    expect(mine.user_rating_data).toHaveLength(1);
    const point = mine.user_rating_data[0];
    expect(point).toMatchObject({
      date: END / 1000,
      problems_solved: 2,
      contest_name: 'Weekly Contest 7',
      contest_slug: contest.slug,
      rank: 1,
    });
    expect(point.rating).toBeGreaterThan(1500);
    expect(point.delta).toBe(point.rating - 1500);
    expect(mine.current_rating).toBe(point.rating);
    expect(mine.contests_attended).toBe(1);
    expect(mine.better_than).toBe(50);
    expect(mine.total_rated).toBe(2);
    expect(mine.rating_distribution.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(2);
    expect(mine.share.text).toContain(`is ${point.rating} after 1 contest`);
    expect(mine.share.text).toContain('top 50%');
    expect(mine.share.utm_campaign).toBe(`contest_rating_${point.rating}`);

    const theirs = (await get('/api/v3/contest_rating', other.session)).json().data;
    expect(theirs.user_rating_data[0]).toMatchObject({ rank: 2, problems_solved: 1 });
    expect(theirs.current_rating).toBeLessThan(1500);
    expect(theirs.better_than).toBe(0);
  });

  it("lets anyone view a learner's rating by uuid", async () => {
    const res = await get(`/api/v3/contest_rating?uuid=${winner.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ locked: false, is_self: false, ranker_name: 'Winner' });
    expect(res.json().data.user_rating_data).toHaveLength(1);
    const seenByOther = (await get(`/api/v3/contest_rating?uuid=${winner.uuid}`, other.session)).json().data;
    expect(seenByOther.is_self).toBe(false);
  });

  it('answers 404 for an unknown or malformed uuid and 422 for an oversized one', async () => {
    expect((await get(`/api/v3/contest_rating?uuid=${randomUUID()}`)).statusCode).toBe(404);
    const bad = await get('/api/v3/contest_rating?uuid=not-a-uuid');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.message).toBe('User not found.');
    expect((await get(`/api/v3/contest_rating?uuid=${'x'.repeat(65)}`)).statusCode).toBe(422);
  });

  it('serves the distribution on its own', async () => {
    const res = await get('/api/v3/contest_rating/distribution');
    expect(res.json().data.total_rated).toBe(2);
    expect(res.json().data.rating_distribution.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v3/contest_rating with the feature disabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTEST_RATING_ENABLED: 'false' }, { slices: ['contest-rating'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the missing policy and no charts', async () => {
    const { session } = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/v3/contest_rating', headers: cookieHeaders(session) });
    expect(res.json().data).toMatchObject({
      enabled: false,
      missing_policy: RATING_DISABLED_POLICY,
      user_rating_data: [],
      rating_distribution: [],
      share: null,
    });
    const dist = await t.app.inject({ url: '/api/v3/contest_rating/distribution' });
    expect(dist.json().data).toEqual({ enabled: false, rating_distribution: [], total_rated: 0 });
  });
});
