import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEAGUE_GROUP_SIZE } from '@katana/shared/engagement/leagues';
import { rankWeeklyScores } from '@katana/shared/engagement/leaderboard';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { addWeeklyExp, applyWeeklyExp, weekStartOf } from './weekly-exp.ts';
import { createLeaderboardRepository } from './leaderboard.repository.ts';
import { rowsOf } from './sql-rows.ts';

// Monday 4 Mar 2024 00:00 IST = Sunday 3 Mar 18:30 UTC.
const MONDAY = new Date('2024-03-03T18:30:00Z');
const at = (hours: number) => new Date(MONDAY.getTime() + hours * 3_600_000);

describe('addWeeklyExp: weekly scores in the IST week, league groups, ranks', () => {
  let testDb: TestDb;
  let ids: number[];
  beforeAll(async () => {
    testDb = await createTestDb();
    const rows = await testDb.db
      .insert(users)
      .values(Array.from({ length: 35 }, (_, i) => ({ name: `Learner ${i}`, email: `l${i}@example.com` })))
      .returning({ id: users.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await testDb.close();
  });

  it('puts an award in the IST week that contains it (Sunday 23:59 IST is still the old week)', () => {
    expect(weekStartOf(at(0))).toBe('2024-03-04');
    expect(weekStartOf(new Date(MONDAY.getTime() - 60_000))).toBe('2024-02-26');
    expect(weekStartOf(at(7 * 24 - 0.01))).toBe('2024-03-04');
    expect(weekStartOf(at(7 * 24))).toBe('2024-03-11');
  });

  it('adds awards up, ranks by EXP then by who got there first, and counts a rollback as nothing', async () => {
    const repo = createLeaderboardRepository(testDb.db);
    const [a, b, c] = ids as [number, number, number];
    await addWeeklyExp(testDb.db, { userId: a, points: 30, at: at(1) });
    await addWeeklyExp(testDb.db, { userId: b, points: 50, at: at(2) });
    await addWeeklyExp(testDb.db, { userId: a, points: 20, at: at(3) }); // a = 50, reached later than b
    await addWeeklyExp(testDb.db, { userId: c, points: 10, at: at(4) });
    await expect(
      testDb.db.transaction(async (tx) => {
        await addWeeklyExp(tx, { userId: c, points: 500, at: at(5) });
        throw new Error('the award failed');
      }),
    ).rejects.toThrow('the award failed');

    expect(await repo.globalRank('2024-03-04', b)).toBe(1);
    expect(await repo.globalRank('2024-03-04', a)).toBe(2);
    expect(await repo.globalRank('2024-03-04', c)).toBe(3);
    expect(await repo.globalRank('2024-03-04', ids[3]!)).toBeNull();
    expect(await repo.weekLearners('2024-03-04')).toBe(3);
    expect((await repo.globalPage('2024-03-04', 0, 100)).map((r) => [r.rank, r.userId, r.exp])).toEqual([
      [1, b, 50],
      [2, a, 50],
      [3, c, 10],
    ]);
    // Next week starts from zero.
    await addWeeklyExp(testDb.db, { userId: c, points: 5, at: at(7 * 24 + 1) });
    expect(await repo.globalRank('2024-03-11', c)).toBe(1);
    expect((await repo.weeklyScore('2024-03-11', c))?.exp).toBe(5);
  });

  it('reports the first EXP of a week as an entry, re_entry once they were ever on a board', async () => {
    const d = ids[4]!;
    const first = await applyWeeklyExp(testDb.db, { userId: d, points: 10, at: at(1) });
    expect(first).toMatchObject({ entered: true, everOnLeaderboard: false, exp: 10 });
    const again = await applyWeeklyExp(testDb.db, { userId: d, points: 10, at: at(2) });
    expect(again).toMatchObject({ entered: false, exp: 20 });
    const nextWeek = await applyWeeklyExp(testDb.db, { userId: d, points: 10, at: at(7 * 24 + 2) });
    expect(nextWeek).toMatchObject({ entered: true, everOnLeaderboard: true, exp: 10 });
    expect(await applyWeeklyExp(testDb.db, { userId: d, points: 0, at: at(3) })).toBeNull();
    await expect(applyWeeklyExp(testDb.db, { userId: d, points: 1.5, at: at(3) })).rejects.toThrow(
      RangeError,
    );
  });

  it('fills league groups of 30 in join order', async () => {
    const week = at(14 * 24 + 1); // a fresh week
    for (const [i, id] of ids.entries())
      await addWeeklyExp(testDb.db, { userId: id, points: 1 + i, at: week });
    const groups = rowsOf<{ group_index: number; n: string }>(
      await testDb.db.execute(sql`
        select group_index, count(*) as n from weekly_scores where week_start = ${weekStartOf(week)}
        group by group_index order by group_index`),
    );
    expect(groups.map((g) => [Number(g.group_index), Number(g.n)])).toEqual([
      [0, LEAGUE_GROUP_SIZE],
      [1, ids.length - LEAGUE_GROUP_SIZE],
    ]);
  });

  it('records LEADERBOARD_ENTRY (re_entry) and WEEKLY_LEADERBOARD_RANK_UPGRADED toasts for unlocked learners only', async () => {
    const week = at(21 * 24 + 1);
    const toasts = async (userId: number) =>
      rowsOf<{ notification_type: string; content: Record<string, unknown> }>(
        await testDb.db.execute(sql`
          select notification_type, content from reward_toasts where user_id = ${userId} order by id`),
      ).map((t) => [t.notification_type, t.content]);
    const [veteran, rival, newbie] = [ids[30]!, ids[31]!, ids[32]!];
    // The veteran has 100+ EXP from earlier weeks (level 2: the leaderboard is unlocked).
    await addWeeklyExp(testDb.db, { userId: veteran, points: 120, at: at(1), totalExpBefore: 0 });
    await addWeeklyExp(testDb.db, { userId: newbie, points: 5, at: at(1) });
    const before = (await toasts(veteran)).length;

    await addWeeklyExp(testDb.db, { userId: rival, points: 40, at: week });
    await addWeeklyExp(testDb.db, { userId: veteran, points: 10, at: week, totalExpBefore: 120 });
    expect((await toasts(veteran)).slice(before)).toEqual([
      ['LEADERBOARD_ENTRY', { lb_entry_type: 're_entry', rank: 2 }],
    ]);
    await addWeeklyExp(testDb.db, {
      userId: veteran,
      points: 50,
      at: new Date(week.getTime() + 60_000),
      totalExpBefore: 130,
    });
    expect((await toasts(veteran)).slice(before + 1)).toEqual([
      ['WEEKLY_LEADERBOARD_RANK_UPGRADED', { rank: 1 }],
    ]);
    // Still first: no new upgrade.
    await addWeeklyExp(testDb.db, {
      userId: veteran,
      points: 5,
      at: new Date(week.getTime() + 120_000),
      totalExpBefore: 180,
    });
    expect((await toasts(veteran)).length).toBe(before + 2);
    // A learner below level 2 (by their total before the award) gets no leaderboard toasts.
    await addWeeklyExp(testDb.db, { userId: newbie, points: 500, at: week, totalExpBefore: 55 });
    expect((await toasts(newbie)).filter(([type]) => String(type).includes('LEADERBOARD'))).toEqual([]);
  });

  it('global ranks from the counts equal the shared ranking rule, over many awards with ties in and across hours', async () => {
    const repo = createLeaderboardRepository(testDb.db);
    const week = at(28 * 24); // a fresh week
    let r = 7;
    const next = () => (r = (r * 48271) % 2147483647);
    for (let i = 0; i < 120; i++) {
      const userId = ids[next() % 12]!;
      // Points in steps of 5 (many equal totals); times within three hours, often the same second.
      await addWeeklyExp(testDb.db, {
        userId,
        points: 5 * (1 + (next() % 3)),
        at: new Date(week.getTime() + (next() % 3) * 3_600_000 + (next() % 4) * 1000),
      });
    }
    const weekStart = weekStartOf(week);
    const rows = rowsOf<{ user_id: number; exp: number; reached_at: string }>(
      await testDb.db.execute(sql`
        select user_id, exp, extract(epoch from reached_at)::bigint as reached_at from weekly_scores
        where week_start = ${weekStart}`),
    );
    const expected = rankWeeklyScores(
      rows.map((x) => ({
        user_id: String(x.user_id),
        exp: Number(x.exp),
        reached_at: Number(x.reached_at) * 1000,
      })),
    );
    expect(expected.length).toBe(12);
    for (const e of expected) expect(await repo.globalRank(weekStart, Number(e.user_id))).toBe(e.rank);
  });
});
