/** GET /api/v3/users/contributor over app.inject on a migrated database: real EXP, badges, rating and league. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ContributorPaths, contributorSchema } from '@katana/shared/engagement/api-contributor';
import { percentileFromDistribution } from '@katana/shared/contests/rating-display';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { userContestRatings } from '../../db/schema/contest-ratings.ts';
import { leaderboardMembers } from '../../db/schema/engagement-leaderboard.ts';
import { users } from '../../db/schema/users.ts';
import { awardExp } from '../experience/award-exp.ts';
import { badgeKey, grantBadge } from '../badges/grant-badge.ts';

interface Learner {
  session: Session;
  id: number;
  uuid: string;
}

describe('GET /api/v3/users/contributor', () => {
  let t: TestApp;
  let ada: Learner;
  let bob: Learner;
  const learner = async (name: string): Promise<Learner> => {
    const { session, data } = await signUp(t.app, { name });
    return { session, id: data.user.id as number, uuid: data.user.uuid as string };
  };
  const get = (uuid: string, who: Learner | null = null) =>
    t.app.inject({
      url: `${ContributorPaths.contributor}?uuid=${encodeURIComponent(uuid)}`,
      headers: who ? cookieHeaders(who.session) : {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    ada = await learner('Ada Lovelace');
    bob = await learner('Bob Stone');
    const others = await Promise.all(['Cy', 'Di', 'Ed', 'Flo'].map((n) => learner(n)));
    const db = t.testDb.db;
    const at = new Date();
    // EXP: the 50 EXP welcome bonus + 280 solved = 330, which is level 3 (300..599 by the default map).
    await awardExp(db, { userId: ada.id, source: 'PROBLEM_SOLVED', sourceId: 'p1', basePoints: 200, at });
    await awardExp(db, { userId: ada.id, source: 'PROBLEM_SOLVED', sourceId: 'p2', basePoints: 80, at });
    // Bob plays in Gold: his tier is set before his first weekly EXP seats him in a league group.
    await db.insert(leaderboardMembers).values({ userId: bob.id, tierOrder: 4 });
    await awardExp(db, { userId: bob.id, source: 'PROBLEM_SOLVED', sourceId: 'p1', basePoints: 10, at });
    // Badges: a topic at two levels (only the highest shows), a contest round, and a streak (not a card type).
    await grantBadge(db, {
      userId: ada.id,
      badgeKey: badgeKey('PracticeTopic', 'arrays'),
      tier: 1,
      at,
      entityName: 'Arrays',
      entitySlug: 'arrays',
    });
    await grantBadge(db, {
      userId: ada.id,
      badgeKey: badgeKey('PracticeTopic', 'arrays'),
      tier: 2,
      at,
      entityName: 'Arrays',
      entitySlug: 'arrays',
    });
    await grantBadge(db, {
      userId: ada.id,
      badgeKey: badgeKey('ContestRound', '100001'),
      tier: 1,
      at,
      entityName: 'Weekly 1',
      contestRank: 3,
    });
    await grantBadge(db, { userId: ada.id, badgeKey: badgeKey('Streak', '10'), at });
    // Ratings: 1450 | 1510 1580 | 1690 | Ada 1720 | 2050 -> 4 of 6 in buckets wholly below Ada's.
    const ratings: [number, number][] = [
      [ada.id, 1720],
      [others[0]!.id, 1450],
      [others[1]!.id, 1510],
      [others[2]!.id, 1580],
      [others[3]!.id, 1690],
      [bob.id, 2050],
    ];
    await db
      .insert(userContestRatings)
      .values(ratings.map(([userId, rating]) => ({ userId, rating, contests: 2 })));
  });
  afterAll(async () => t?.close());

  it("returns a learner's EXP, level, badges, rating with its distribution and league, to a signed-out caller", async () => {
    const res = await get(ada.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const c = contributorSchema.parse(res.json().data);
    expect(c).toMatchObject({
      id: ada.id,
      uuid: ada.uuid,
      name: 'Ada Lovelace',
      screen_name: null,
      image: null,
      points: 330,
      current_level: 3,
      level: { level: 3, level_points: 300, next_level: 4, next_level_points: 600, points_to_next: 270 },
      leaderboard_league_data: { name: 'Iron' },
    });
    expect(c.level.progress).toBeCloseTo(30 / 300);
    // Ordered by badge_level_order; the topic's level 1 is hidden by its level 2, the streak is not a card type.
    expect(c.badges_data).toEqual([
      {
        entity_type: 'ContestRound',
        entity_slug: null,
        entity_name: 'Weekly 1',
        badge_level_order: 1,
        level: 1,
        tier: 'Achiever',
      },
      {
        entity_type: 'PracticeTopic',
        entity_slug: 'arrays',
        entity_name: 'Arrays',
        badge_level_order: 2,
        level: 2,
        tier: 'Specialist',
      },
    ]);
    expect(c.rating_data).toEqual({
      current_user_rating: 1720,
      rating_distribution: [
        { max: 1499, count: 1 },
        { max: 1599, count: 2 },
        { max: 1699, count: 1 },
        { max: 1799, count: 1 },
        { max: 1899, count: 0 },
        { max: 1999, count: 0 },
        { max: 2099, count: 1 },
      ],
    });
    // "Better than" on the card: 4 of 6 learners, to 2 decimals (floored).
    expect(
      percentileFromDistribution(c.rating_data!.current_user_rating, c.rating_data!.rating_distribution),
    ).toBe(66.66);
  });

  it('never carries private fields, and answers the same to the learner and to strangers', async () => {
    const [email] = await t.testDb.db.select({ email: users.email }).from(users).where(eq(users.id, ada.id));
    const anonymous = await get(ada.uuid);
    const own = await get(ada.uuid, ada);
    expect(own.json()).toEqual(anonymous.json());
    expect(anonymous.body).not.toContain(email!.email!);
    expect(Object.keys(anonymous.json().data).sort()).toEqual([
      'badges_data',
      'current_level',
      'id',
      'image',
      'leaderboard_league_data',
      'level',
      'name',
      'points',
      'rating_data',
      'screen_name',
      'uuid',
    ]);
    expect(anonymous.body).not.toMatch(/email|phone|password|token/i);
  });

  it('shows the league a learner plays in (Gold), and no badges for a learner who holds none', async () => {
    const c = contributorSchema.parse((await get(bob.uuid)).json().data);
    expect(c.leaderboard_league_data).toEqual({ name: 'Gold' });
    expect(c.points).toBe(60);
    expect(c.current_level).toBe(1);
    expect(c.badges_data).toEqual([]);
    expect(c.rating_data?.current_user_rating).toBe(2050);
    expect(percentileFromDistribution(2050, c.rating_data!.rating_distribution)).toBe(83.33);
  });

  it('a learner without rating or weekly EXP has null rating_data and league', async () => {
    const fresh = await learner('Gus New');
    const c = contributorSchema.parse((await get(fresh.uuid)).json().data);
    expect(c).toMatchObject({
      points: 50,
      current_level: 1,
      rating_data: null,
      leaderboard_league_data: null,
    });
  });

  it('an unknown uuid is 404 and a malformed or missing one 422, in the envelope', async () => {
    const unknown = await get('7d0c0f5e-7e8b-4a3e-9b57-0d3f4f0c1a2b');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 404,
      error: expect.objectContaining({ code: 404, message: 'No such profile' }),
    });
    const bad = await get('not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toEqual(expect.any(String));
    expect(bad.body).not.toMatch(/\bat \w+ \(/);
    expect((await t.app.inject({ url: ContributorPaths.contributor })).statusCode).toBe(422);
  });

  it('an inactive account is not shown', async () => {
    const gone = await learner('Hal Gone');
    await t.testDb.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    expect((await get(gone.uuid)).statusCode).toBe(404);
  });
});
