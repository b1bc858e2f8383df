import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { addWeeklyExp } from './weekly-exp.ts';
import { closeFinishedWeeks, closeWeek, msUntilNextRollover, weeksToClose } from './week-rollover.ts';
import { num, rowsOf } from './sql-rows.ts';

// Monday 4 Mar 2024 00:00 IST.
const MONDAY = new Date('2024-03-03T18:30:00Z');
const at = (hours: number) => new Date(MONDAY.getTime() + hours * 3_600_000);
const NEXT_MONDAY = at(7 * 24);

describe('week rollover: final ranks, promotion and demotion by zone, next week league', () => {
  let testDb: TestDb;
  let gold: number[]; // 30 learners in Gold (tier 4): a full group
  let iron: number[]; // 3 learners in Iron (tier 7, the lowest)
  beforeAll(async () => {
    testDb = await createTestDb();
    const rows = await testDb.db
      .insert(users)
      .values(Array.from({ length: 33 }, (_, i) => ({ name: `L${i}`, email: `r${i}@example.com` })))
      .returning({ id: users.id });
    gold = rows.slice(0, 30).map((r) => r.id);
    iron = rows.slice(30).map((r) => r.id);
    for (const id of gold)
      await testDb.db.execute(sql`insert into leaderboard_members (user_id, tier_order) values (${id}, 4)`);
    // Gold learner i earns 100 + i EXP: gold[29] is first, gold[0] last.
    for (const [i, id] of gold.entries())
      await addWeeklyExp(testDb.db, { userId: id, points: 100 + i, at: at(1) });
    for (const [i, id] of iron.entries())
      await addWeeklyExp(testDb.db, { userId: id, points: 10 + i, at: at(2) });
  });
  afterAll(async () => {
    await testDb.close();
  });

  const result = async (userId: number) => {
    const [row] = rowsOf<Record<string, unknown>>(
      await testDb.db.execute(sql`
        select final_rank, zone, tier_order, next_tier_order, promoted, demoted from week_results
        where week_start = '2024-03-04' and user_id = ${userId}`),
    );
    return (
      row && {
        ...row,
        final_rank: num(row.final_rank),
        tier_order: num(row.tier_order),
        next_tier_order: num(row.next_tier_order),
      }
    );
  };
  const tierOf = async (userId: number) =>
    num(
      rowsOf<{ t: number }>(
        await testDb.db.execute(
          sql`select tier_order as t from leaderboard_members where user_id = ${userId}`,
        ),
      )[0]?.t,
    );

  it('does not close a week that is still running', async () => {
    expect(await closeWeek(testDb.db, '2024-03-04', at(100))).toEqual({ status: 'not-over' });
    expect(await weeksToClose(testDb.db, at(100))).toEqual([]);
    expect(msUntilNextRollover(at(7 * 24 - 1), 0)).toBe(3_600_000);
    // gold[28] earns EXP in the next week's first minute, before the closing runs: joins in Gold for now.
    await addWeeklyExp(testDb.db, { userId: gold[28]!, points: 5, at: at(7 * 24 + 0.01) });
  });

  it('promotes the top 5 and demotes the bottom 5 of a full group, once', async () => {
    expect(await weeksToClose(testDb.db, NEXT_MONDAY)).toEqual(['2024-03-04']);
    expect(await closeFinishedWeeks(testDb.db, NEXT_MONDAY)).toEqual([
      { weekStart: '2024-03-04', result: { status: 'closed', learners: 33 } },
    ]);
    expect(await result(gold[29]!)).toEqual({
      final_rank: 1,
      zone: 'promotion',
      tier_order: 4,
      next_tier_order: 3,
      promoted: true,
      demoted: false,
    });
    expect(await result(gold[25]!)).toMatchObject({ final_rank: 5, zone: 'promotion', next_tier_order: 3 });
    expect(await result(gold[24]!)).toMatchObject({
      final_rank: 6,
      zone: 'safe',
      next_tier_order: 4,
      promoted: false,
    });
    expect(await result(gold[5]!)).toMatchObject({ final_rank: 25, zone: 'safe', next_tier_order: 4 });
    expect(await result(gold[4]!)).toMatchObject({
      final_rank: 26,
      zone: 'demotion',
      next_tier_order: 5,
      demoted: true,
    });
    expect(await result(gold[0]!)).toMatchObject({ final_rank: 30, zone: 'demotion', next_tier_order: 5 });
    // Iron has nowhere to fall; a group of 3 promotes its first (a third of the group at most).
    expect(await result(iron[2]!)).toMatchObject({
      final_rank: 1,
      zone: 'promotion',
      tier_order: 7,
      next_tier_order: 6,
    });
    expect(await result(iron[0]!)).toMatchObject({
      final_rank: 3,
      zone: 'safe',
      next_tier_order: 7,
      demoted: false,
    });
    expect([
      await tierOf(gold[29]!),
      await tierOf(gold[10]!),
      await tierOf(gold[0]!),
      await tierOf(iron[2]!),
    ]).toEqual([3, 4, 5, 6]);

    // A second node (or a restart) closing the same week changes nothing.
    expect(await closeWeek(testDb.db, '2024-03-04', NEXT_MONDAY)).toEqual({ status: 'already-closed' });
    expect(await closeFinishedWeeks(testDb.db, NEXT_MONDAY)).toEqual([]);
    expect(await tierOf(gold[29]!)).toBe(3);
  });

  it('plays the next week in the new league', async () => {
    await addWeeklyExp(testDb.db, { userId: gold[29]!, points: 5, at: at(7 * 24 + 1) });
    await addWeeklyExp(testDb.db, { userId: gold[0]!, points: 5, at: at(7 * 24 + 1) });
    const tiers = rowsOf<{ user_id: number; tier_order: number }>(
      await testDb.db.execute(sql`
        select user_id, tier_order from weekly_scores where week_start = '2024-03-11' order by tier_order, user_id`),
    );
    // gold[28] (2nd, promoted) joined early and was moved to Master by the closing.
    expect(tiers.map((r) => [num(r.user_id), num(r.tier_order)])).toEqual([
      [gold[28], 3],
      [gold[29], 3],
      [gold[0], 5],
    ]);
  });
});
