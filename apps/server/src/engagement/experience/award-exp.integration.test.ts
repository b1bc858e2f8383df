/**
 * awardExp on a real migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the ledger row, the
 * multiplier of the booster active at the award's instant, idempotency per source event, totals and level-ups,
 * the daily goal's delayed booster and the streak day, each with the toast a learner would see.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { rewardToasts } from '../../db/schema/engagement-notifications.ts';
import { expLedger, userExperience, userStreaks } from '../../db/schema/engagement-experience.ts';
import { badgeLevels, userBadgeLevels } from '../../db/schema/engagement-badges.ts';
import { weeklyScoreOf } from './experience.test-support.ts';
import { awardExp } from './award-exp.ts';
import { applyDelayedBooster, delayedBoosterLists, grantBooster } from './boosters.ts';

// 2026-03-10 10:00 IST
const T0 = new Date('2026-03-10T04:30:00Z');
const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

describe('awardExp', () => {
  let db: TestDb;
  let n = 0;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  const newUser = async () => {
    n += 1;
    const [u] = await db.db
      .insert(users)
      .values({ name: `Learner ${n}`, email: `l${n}@example.com` })
      .returning();
    return u!.id;
  };
  const toasts = (userId: number, type: string) =>
    db.db
      .select()
      .from(rewardToasts)
      .where(and(eq(rewardToasts.userId, userId), eq(rewardToasts.notificationType, type)))
      .orderBy(asc(rewardToasts.id));
  const total = async (userId: number) =>
    (await db.db.select().from(userExperience).where(eq(userExperience.userId, userId)))[0];

  it('writes one ledger row per source event, with the toast, and awards nothing the second time', async () => {
    const userId = await newUser();
    const award = () =>
      awardExp(db.db, { userId, source: 'PROBLEM_SOLVED', sourceId: 'problem:7', basePoints: 20, at: T0 });
    const row = await award();
    expect(row).toMatchObject({ userId, base: 20, bonus: 0, multiplier: 1, points: 20, total: 20 });
    expect(await award()).toBeNull();
    expect(await db.db.select().from(expLedger).where(eq(expLedger.userId, userId))).toHaveLength(1);
    expect((await total(userId))!.points).toBe(20);
    const [toast] = await toasts(userId, 'EXPERIENCE_POINTS_ADDED');
    expect(toast).toMatchObject({ label: 'Problem submitted', points: 20, bonus: 0, multiplier: 1 });
    expect(await toasts(userId, 'EXPERIENCE_POINTS_ADDED')).toHaveLength(1);
    expect(await weeklyScoreOf(db.db, userId, T0)).toBe(20);
  });

  it('multiplies the base (not the bonus) by the booster active at the award, and only while it is', async () => {
    const userId = await newUser();
    await grantBooster(db.db, { userId, type: '2x', multiplier: 2, durationSeconds: 1800, at: T0 });
    const during = await awardExp(db.db, {
      userId,
      source: 'BONUS',
      sourceId: 'welcome',
      basePoints: 10,
      bonus: 5,
      at: minutes(T0, 10),
    });
    expect(during).toMatchObject({ multiplier: 2, points: 20, bonus: 5, total: 25 });
    const after = await awardExp(db.db, {
      userId,
      source: 'GOAL',
      sourceId: 'g1',
      basePoints: 10,
      at: minutes(T0, 31),
    });
    expect(after).toMatchObject({ multiplier: 1, points: 10, total: 10 });
    expect((await total(userId))!.points).toBe(35);
    expect(await toasts(userId, 'BOOSTER_ADDED')).toHaveLength(1);
  });

  it('raises the level with one LEVEL_UPGRADED per level reached (level 2 is the level-up entry that opens the unlock screen)', async () => {
    const userId = await newUser();
    await awardExp(db.db, { userId, source: 'CONTEST', sourceId: 'c1', basePoints: 320, at: T0 });
    expect((await total(userId))!.level).toBe(3);
    const levels = await toasts(userId, 'LEVEL_UPGRADED');
    expect(levels.map((t) => t.content)).toEqual([{ level: 2, lb_entry_type: 'level_up' }, { level: 3 }]);
  });

  it('completing the 40 EXP daily goal earns one delayed booster that unlocks tomorrow (IST) and can be applied once', async () => {
    const userId = await newUser();
    for (const [i, base] of [20, 10, 10, 30].entries()) {
      await awardExp(db.db, {
        userId,
        source: 'PROBLEM_SOLVED',
        sourceId: `p${i}`,
        basePoints: base,
        at: minutes(T0, i),
      });
    }
    const delayedToasts = await toasts(userId, 'DELAYED_BOOSTER_ADDED');
    expect(delayedToasts).toHaveLength(1);
    // The toast speaks epoch seconds like the booster lists (it once carried milliseconds).
    expect(delayedToasts[0]!.content).toMatchObject({
      unlock_time: Date.parse('2026-03-10T18:30:00Z') / 1000,
      expiry_time: Date.parse('2026-03-11T18:30:00Z') / 1000,
    });
    const lists = await delayedBoosterLists(db.db, userId, minutes(T0, 5));
    expect(lists.unlocked_boosters).toEqual([]);
    const [waiting] = lists.delayed_boosters;
    // Unlocks at 2026-03-11 00:00 IST, expires a day later.
    expect(waiting).toMatchObject({
      multiplier: 2,
      unlock_time: Date.parse('2026-03-10T18:30:00Z') / 1000,
      expiry_time: Date.parse('2026-03-11T18:30:00Z') / 1000,
    });
    await expect(applyDelayedBooster(db.db, userId, waiting!.id, minutes(T0, 5))).rejects.toThrow(
      'not unlocked yet',
    );
    const tomorrow = new Date('2026-03-11T03:00:00Z');
    const grant = await applyDelayedBooster(db.db, userId, waiting!.id, tomorrow);
    expect(grant).toMatchObject({ multiplier: 2, durationSeconds: 1800, type: 'Cross 40 Exp' });
    await expect(applyDelayedBooster(db.db, userId, waiting!.id, tomorrow)).rejects.toThrow(
      'already applied',
    );
    const next = await awardExp(db.db, {
      userId,
      source: 'PROBLEM_SOLVED',
      sourceId: 'p9',
      basePoints: 10,
      at: minutes(tomorrow, 1),
    });
    expect(next!.multiplier).toBe(2);
  });

  it('counts the IST day for the streak once: consecutive days grow it, a gap restarts it', async () => {
    const userId = await newUser();
    const at = (iso: string) => new Date(iso);
    // 23:00 IST on 10 Mar, 00:30 IST on 11 Mar (still 10 Mar in UTC), then 13 Mar.
    for (const [i, iso] of [
      '2026-03-10T17:30:00Z',
      '2026-03-10T19:00:00Z',
      '2026-03-10T19:10:00Z',
    ].entries()) {
      await awardExp(db.db, { userId, source: 'GOAL', sourceId: `s${i}`, basePoints: 1, at: at(iso) });
    }
    let [streak] = await db.db.select().from(userStreaks).where(eq(userStreaks.userId, userId));
    expect(streak).toMatchObject({ currentStreak: 2, longestStreak: 2, lastDay: '2026-03-11' });
    expect((await toasts(userId, 'DAILY_STREAK_UPGRADED')).map((t) => t.content)).toEqual([
      expect.objectContaining({ current_streak: 1 }),
      expect.objectContaining({ current_streak: 2 }),
    ]);
    await awardExp(db.db, {
      userId,
      source: 'GOAL',
      sourceId: 's9',
      basePoints: 1,
      at: at('2026-03-13T05:00:00Z'),
    });
    [streak] = await db.db.select().from(userStreaks).where(eq(userStreaks.userId, userId));
    expect(streak).toMatchObject({ currentStreak: 1, longestStreak: 2, lastDay: '2026-03-13' });
  });

  it('a 10-day streak grants the Streak badge once and waits for acknowledgement', async () => {
    const userId = await newUser();
    const badges = () =>
      db.db
        .select({ key: badgeLevels.badgeKey })
        .from(userBadgeLevels)
        .innerJoin(badgeLevels, eq(badgeLevels.id, userBadgeLevels.badgeLevelId))
        .where(eq(userBadgeLevels.userId, userId));
    for (let day = 0; day < 10; day += 1) {
      await awardExp(db.db, {
        userId,
        source: 'GOAL',
        sourceId: `d${day}`,
        basePoints: 1,
        at: minutes(T0, day * 24 * 60),
      });
      if (day === 8) expect(await badges()).toEqual([]);
    }
    expect(await badges()).toEqual([{ key: 'Streak:10' }]);
    const [streak] = await db.db.select().from(userStreaks).where(eq(userStreaks.userId, userId));
    expect(streak).toMatchObject({ currentStreak: 10, unacknowledgedMilestone: 10 });
  });

  it('concurrent awards of one learner add up, and the goal booster and the streak day are counted once', async () => {
    const userId = await newUser();
    const sources = ['a', 'b', 'c', 'd'];
    const rows = await Promise.all(
      sources.map((id, i) =>
        db.db.transaction((tx) =>
          awardExp(tx, { userId, source: 'GOAL', sourceId: id, basePoints: 20, at: minutes(T0, i) }),
        ),
      ),
    );
    expect(rows.every((r) => r !== null)).toBe(true);
    expect((await total(userId))!.points).toBe(80);
    expect(await toasts(userId, 'DELAYED_BOOSTER_ADDED')).toHaveLength(1);
    expect(await toasts(userId, 'DAILY_STREAK_UPGRADED')).toHaveLength(1);
    expect(await weeklyScoreOf(db.db, userId, T0)).toBe(80);
  });
});
