/**
 * The EXP and streak endpoints through the real app (createTestApp on PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): what a signed-in learner reads after awards, applying a delayed booster, and the 4xx answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExperiencePaths } from '@katana/shared/engagement/api-experience';
import { StreakBadgePaths } from '@katana/shared/engagement/api-streaks-badges';
import { istDate } from '@katana/shared/engagement/ist-time';
import { WELCOME_BONUS_EXP } from '@katana/shared/engagement/exp-awards';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { users } from '../../db/schema/users.ts';
import { userStreaks } from '../../db/schema/engagement-experience.ts';
import { awardExp } from './award-exp.ts';
import { createExperienceRepository } from './experience.repository.ts';

describe('EXP and streak endpoints', () => {
  let t: TestApp;
  let session: Session;
  let userId: number;
  let uuid: string;
  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['experience'] });
    const signed = await signUp(t.app);
    session = signed.session;
    const [row] = await t.testDb.db.select().from(users).where(eq(users.email, signed.email));
    userId = row!.id;
    uuid = row!.uuid;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = cookieHeaders(session)) =>
    t.app.inject({ url, headers });
  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: cookieHeaders(session) });
  const award = (sourceId: string, basePoints: number, at = new Date()) =>
    awardExp(t.testDb.db, { userId, source: 'PROBLEM_SOLVED', sourceId, basePoints, at, title: sourceId });

  it('starts a new learner with only the welcome bonus, level 1, a 40 EXP goal, no boosters and no streak', async () => {
    expect((await get(ExperiencePaths.summary)).json().data).toEqual({
      details: { points: WELCOME_BONUS_EXP, boosters: [] },
    });
    expect((await get(ExperiencePaths.daily)).json().data).toEqual({
      details: { goal_exp: 40, earned_today: 0, target_completed: false },
    });
    expect((await get(ExperiencePaths.dailyGoals)).json().data).toEqual({ details: { goal_exp: 40 } });
    expect((await get(ExperiencePaths.levelsProgress)).json().data).toEqual({
      current_level: 1,
      points: WELCOME_BONUS_EXP,
    });
    const policies = (await get(ExperiencePaths.policies)).json().data;
    expect(policies).toMatchObject({
      details: { policies: [{ key: 'LEADERBOARD', name: 'LEADERBOARD', required_user_level: 2 }] },
      user_active_policies: [],
      user_level: 1,
    });
    expect(policies.level_points_map).toMatchObject({ '1': 0, '2': 100, '10': 7000 });
    expect((await get(ExperiencePaths.boosters)).json().data).toEqual({
      delayed_boosters: [],
      unlocked_boosters: [],
    });
    expect((await get(StreakBadgePaths.streak)).json().data).toEqual({
      current_streak: 0,
      longest_streak: 0,
      user_uuid: uuid,
      unacknowledged_milestone: null,
    });
  });

  it('shows awards in the total, the daily goal, the history, the level, the policies and the streak', async () => {
    await award('sum-pairs', 30);
    await award('two-strings', 80);
    // The welcome bonus is in the total and the history, not in today's practice.
    expect((await get(ExperiencePaths.summary)).json().data.details.points).toBe(WELCOME_BONUS_EXP + 110);
    expect((await get(ExperiencePaths.daily)).json().data.details).toEqual({
      goal_exp: 40,
      earned_today: 110,
      target_completed: true,
    });
    const history = (await get(`${ExperiencePaths.historyV2}?page=1&limit=1`)).json().data;
    expect(history).toMatchObject({ page: 1, limit: 1, total: 3 });
    expect(history.entries[0]).toMatchObject({
      source: 'PROBLEM_SOLVED',
      type: 'Problem submitted',
      title: 'two-strings',
      points: 80,
      multiplier: 1,
    });
    const today = istDate(Date.now());
    expect((await get(`${ExperiencePaths.historyV4}?date=${today}`)).json().data.total).toBe(3);
    expect((await get(`${ExperiencePaths.historyV4}?date=2020-01-01`)).json().data.total).toBe(0);
    expect((await get(ExperiencePaths.levelsProgress)).json().data).toEqual({
      current_level: 2,
      points: WELCOME_BONUS_EXP + 110,
    });
    expect((await get(`${ExperiencePaths.levelsProgress}?uuid=${uuid}`)).json().data.current_level).toBe(2);
    expect((await get(ExperiencePaths.policies)).json().data.user_active_policies).toEqual(['LEADERBOARD']);
    expect((await get(StreakBadgePaths.streak)).json().data).toMatchObject({
      current_streak: 1,
      longest_streak: 1,
    });
    expect((await get(`${StreakBadgePaths.progress}?uuid=${uuid}`)).json().data.current_streak).toBe(1);
    const month = (await get(`${StreakBadgePaths.monthly}?start_date=${today}`)).json().data;
    expect(month.start_date).toBe(`${today.slice(0, 7)}-01`);
    expect(
      month.days.filter((d: { active: boolean }) => d.active).map((d: { date: string }) => d.date),
    ).toEqual([today]);
    // Completing the goal earned tomorrow's booster.
    const boosters = (await get(ExperiencePaths.boosters)).json().data;
    expect(boosters.delayed_boosters).toHaveLength(1);
    expect(boosters.unlocked_boosters).toEqual([]);
  });

  it('applies an unlocked delayed booster once: it heads the active queue and multiplies the next award', async () => {
    const now = Date.now();
    const log = await createExperienceRepository(t.testDb.db).insertBoosterLog({
      userId,
      reason: 'TEST',
      reasonKey: 'unlocked',
      type: 'Cross 40 Exp',
      multiplier: 3,
      durationSeconds: 600,
      unlockTime: new Date(now - 60_000),
      expiryTime: new Date(now + 3_600_000),
    });
    const locked = (await get(ExperiencePaths.boosters)).json().data.delayed_boosters[0];
    expect(
      (await post(`${ExperiencePaths.applyDelayedBooster}?booster_log_id=${locked.id}`)).json(),
    ).toMatchObject({
      status: 409,
      error: { message: 'This booster is not unlocked yet.' },
    });

    const applied = await post(`${ExperiencePaths.applyDelayedBooster}?booster_log_id=${log!.id}`);
    expect(applied.statusCode).toBe(200);
    const [head] = applied.json().data.details.boosters;
    expect(head).toMatchObject({ multiplier: 3, type: 'Cross 40 Exp' });
    expect(head.end_time - Math.floor(now / 1000)).toBeGreaterThanOrEqual(599);
    expect((await get(ExperiencePaths.boosters)).json().data.unlocked_boosters).toEqual([]);
    expect((await post(`${ExperiencePaths.applyDelayedBooster}?booster_log_id=${log!.id}`)).statusCode).toBe(
      409,
    );
    expect((await post(`${ExperiencePaths.applyDelayedBooster}?booster_log_id=999999`)).statusCode).toBe(404);

    expect(await award('boosted', 10)).toMatchObject({ multiplier: 3, points: 30 });
  });

  it('answers 4xx in the envelope for bad input and anonymous requests', async () => {
    expect((await get(`${ExperiencePaths.historyV4}?date=2024-02-30`)).json()).toMatchObject({
      status: 422,
      error: { message: 'Use a real calendar date like 2024-03-05.' },
    });
    expect((await get(`${ExperiencePaths.historyV2}?page=0`)).statusCode).toBe(422);
    expect((await get(`${StreakBadgePaths.monthly}?start_date=march`)).statusCode).toBe(422);
    expect((await get(`${ExperiencePaths.levelsProgress}?uuid=nobody`)).json()).toMatchObject({
      status: 404,
    });
    expect((await post(`${ExperiencePaths.applyDelayedBooster}?booster_log_id=abc`)).statusCode).toBe(422);
    const anonymous = await get(ExperiencePaths.summary, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe(101);
    expect((await get(StreakBadgePaths.streak, {})).statusCode).toBe(401);
  });

  it('acknowledges the streak milestone', async () => {
    await t.testDb.db
      .update(userStreaks)
      .set({ unacknowledgedMilestone: 10 })
      .where(eq(userStreaks.userId, userId));
    expect((await get(StreakBadgePaths.streak)).json().data.unacknowledged_milestone).toBe(10);
    const res = await post(StreakBadgePaths.acknowledgeStreak);
    expect(res.json()).toEqual({ status: 200, data: { acknowledged: true } });
    expect((await get(StreakBadgePaths.streak)).json().data.unacknowledged_milestone).toBeNull();
  });
});
