/**
 * Closing a week (spec 02 §3 "Rank tiers", "User leaderboard ... zone"): at the IST week boundary every league
 * group is settled with the shared rules (leagues.ts settleLeagueGroup): final rank, zone, promoted or demoted, and
 * the tier the learner plays in next. Runs once per week however many API nodes try: a transaction-scoped advisory
 * lock lets one node in and the closed-weeks row makes a second run a no-op (idempotent).
 */
import { sql } from 'drizzle-orm';
import {
  leaderboardWeekAt,
  rankWeeklyScores,
  type LeaderboardWeek,
} from '@katana/shared/engagement/leaderboard';
import { LeagueZone, settleLeagueGroup, type WeekSettlement } from '@katana/shared/engagement/leagues';
import { addDays } from '@katana/shared/engagement/ist-time';
import type { Db } from '../../db/client.ts';
import { num, rowsOf } from './sql-rows.ts';
import { nextGroupIndex } from './weekly-exp.ts';

const CLOSE_LOCK = sql`hashtext('katana:lb:close-week')`;
const GROUPS_PER_BATCH = 500;

export type CloseWeekResult =
  | { status: 'closed'; learners: number }
  | { status: 'already-closed' }
  | { status: 'busy' }
  | { status: 'not-over' };

/** Settles the week starting on `weekStart` ('YYYY-MM-DD'), if it is over at `now`. */
export async function closeWeek(db: Db, weekStart: string, now: Date): Promise<CloseWeekResult> {
  if (leaderboardWeekAt(now.getTime()).first_day <= weekStart) return { status: 'not-over' };
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${CLOSE_LOCK}) as ok`),
    );
    if (!lock?.ok) return { status: 'busy' } as const;
    const done = rowsOf(
      await tx.execute(sql`select 1 from leaderboard_closed_weeks where week_start = ${weekStart}`),
    );
    if (done.length > 0) return { status: 'already-closed' } as const;

    let learners = 0;
    const groups = rowsOf<{ tier_order: number; group_index: number }>(
      await tx.execute(sql`
        select distinct tier_order, group_index from weekly_scores where week_start = ${weekStart}
        order by tier_order, group_index`),
    ).map((g) => ({ tier: num(g.tier_order), group: num(g.group_index) }));
    for (let i = 0; i < groups.length; i += GROUPS_PER_BATCH) {
      const batch = groups.slice(i, i + GROUPS_PER_BATCH);
      learners += await settleBatch(tx, weekStart, batch);
    }
    // Next week's league: the tier each settled learner plays in from now on.
    await tx.execute(sql`
      update leaderboard_members m set tier_order = r.next_tier_order
      from week_results r where r.week_start = ${weekStart} and r.user_id = m.user_id`);
    await retierEarlyJoiners(tx, weekStart);
    await tx.execute(sql`
      insert into leaderboard_closed_weeks (week_start, learners) values (${weekStart}, ${learners})`);
    return { status: 'closed', learners } as const;
  });
}

async function settleBatch(
  db: Db,
  weekStart: string,
  batch: { tier: number; group: number }[],
): Promise<number> {
  const keys = sql.join(
    batch.map((b) => sql`(${b.tier}, ${b.group})`),
    sql`, `,
  );
  const rows = rowsOf<{
    user_id: number;
    exp: number;
    reached_at: string;
    tier_order: number;
    group_index: number;
  }>(
    await db.execute(sql`
      select user_id, exp, extract(epoch from reached_at)::bigint as reached_at, tier_order, group_index
      from weekly_scores where week_start = ${weekStart} and (tier_order, group_index) in (${keys})`),
  );
  const byGroup = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = `${num(r.tier_order)}:${num(r.group_index)}`;
    byGroup.set(k, [...(byGroup.get(k) ?? []), r]);
  }
  const results: (WeekSettlement & { group: number; exp: number })[] = [];
  for (const members of byGroup.values()) {
    const tier = num(members[0]!.tier_order);
    const group = num(members[0]!.group_index);
    const ranked = rankWeeklyScores(
      members.map((m) => ({
        user_id: String(m.user_id),
        exp: num(m.exp),
        reached_at: num(m.reached_at) * 1000,
      })),
    );
    const expOf = new Map(ranked.map((r) => [r.user_id, r.exp]));
    for (const s of settleLeagueGroup(tier, ranked))
      results.push({ ...s, group, exp: expOf.get(s.user_id) ?? 0 });
  }
  for (let i = 0; i < results.length; i += 1000) {
    const values = sql.join(
      results.slice(i, i + 1000).map(
        (r) =>
          sql`(${weekStart}::date, ${Number(r.user_id)}, ${r.from_order}, ${r.group}, ${r.exp}, ${r.rank}, ${r.zone},
               ${r.to_order}, ${r.zone === LeagueZone.PROMOTION && r.to_order !== r.from_order},
               ${r.zone === LeagueZone.DEMOTION && r.to_order !== r.from_order})`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      insert into week_results (week_start, user_id, tier_order, group_index, exp, final_rank, zone,
                                next_tier_order, promoted, demoted)
      values ${values} on conflict do nothing`);
  }
  return results.length;
}

/**
 * Learners who earned EXP in the next week before this one was closed (the seconds after the boundary) joined it in
 * their old tier: they move to a group of their new tier, taking the next seat like any newcomer.
 */
async function retierEarlyJoiners(db: Db, weekStart: string): Promise<void> {
  const next = addDays(weekStart, 7);
  const early = rowsOf<{ user_id: number; tier_order: number }>(
    await db.execute(sql`
      select s.user_id, m.tier_order from weekly_scores s
      join leaderboard_members m on m.user_id = s.user_id
      where s.week_start = ${next} and s.tier_order <> m.tier_order
      order by s.reached_at, s.user_id`),
  );
  for (const row of early) {
    const tier = num(row.tier_order);
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`katana:lb:join:${next}:${tier}`}))`);
    const group = await nextGroupIndex(db, next, tier);
    await db.execute(sql`
      update weekly_scores set tier_order = ${tier}, group_index = ${group}
      where week_start = ${next} and user_id = ${num(row.user_id)}`);
  }
}

/** Weeks with scores that ended before `now` and are not closed yet (oldest first): what a node catches up on. */
export async function weeksToClose(db: Db, now: Date): Promise<string[]> {
  const current = leaderboardWeekAt(now.getTime()).first_day;
  const rows = rowsOf<{ week_start: string }>(
    await db.execute(sql`
      select distinct s.week_start::text as week_start from weekly_scores s
      where s.week_start < ${current}
        and not exists (select 1 from leaderboard_closed_weeks c where c.week_start = s.week_start)
      order by 1`),
  );
  return rows.map((r) => r.week_start);
}

/** Closes every finished week; returns what was closed. */
export async function closeFinishedWeeks(
  db: Db,
  now: Date,
): Promise<{ weekStart: string; result: CloseWeekResult }[]> {
  const out: { weekStart: string; result: CloseWeekResult }[] = [];
  for (const weekStart of await weeksToClose(db, now))
    out.push({ weekStart, result: await closeWeek(db, weekStart, now) });
  return out;
}

/** Milliseconds from `now` until the next IST week boundary (plus a small grace for late awards of the old week). */
export function msUntilNextRollover(now: Date, graceMs = 5_000): number {
  const week: LeaderboardWeek = leaderboardWeekAt(now.getTime());
  return week.ends_at * 1000 - now.getTime() + graceMs;
}
