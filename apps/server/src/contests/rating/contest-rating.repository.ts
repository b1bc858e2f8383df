/**
 * Reads and writes of contest rating (schema: db/schema/contest-ratings.ts). Contests are ordered by
 * (ended_at, contest_id); "before" and "after" below always mean that order. Reads the contests part's table only
 * to find rated contests that have ended.
 */
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { EloMmrPlayer } from '@katana/shared/contests/elo-mmr-player';
import type { Db } from '../../db/client.ts';
import {
  contestRatingResults,
  type ContestRatingResultRow,
  type NewContestRatingResultRow,
  ratedContests,
  userContestRatings,
} from '../../db/schema/contest-ratings.ts';
import { contests } from '../../db/schema/contests.ts';
import { users } from '../../db/schema/users.ts';

export interface RatedContestInfo {
  id: number;
  slug: string;
  name: string;
  endedAt: Date;
}

/**
 * Results are written as one JSON parameter per chunk (jsonb_to_recordset): one bind parameter instead of 12 per
 * row, which makes a 20k-participant contest several times faster to store than a multi-row VALUES insert. Chunks
 * bound the message size (a long-time participant's belief holds up to 100 performance factors).
 */
const INSERT_CHUNK = 2000;

/** A list of ids as ONE bind parameter (a PostgreSQL int[] literal), however many there are. */
function intArray(ids: readonly number[]) {
  return sql`${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::int[]`;
}

async function insertResults(db: Db, rows: readonly NewContestRatingResultRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      contest_id: r.contestId,
      user_id: r.userId,
      contest_name: r.contestName,
      contest_slug: r.contestSlug,
      contest_ended_at: r.contestEndedAt.toISOString(),
      rank: r.rank,
      problems_solved: r.problemsSolved,
      performance: r.performance,
      rating_before: r.ratingBefore,
      rating_after: r.ratingAfter,
      delta: r.delta,
      belief: r.belief,
    })),
  );
  await db.execute(sql`
    insert into ${contestRatingResults} (contest_id, user_id, contest_name, contest_slug, contest_ended_at, rank,
      problems_solved, performance, rating_before, rating_after, delta, belief)
    select x.contest_id, x.user_id, x.contest_name, x.contest_slug, x.contest_ended_at, x.rank, x.problems_solved,
           x.performance, x.rating_before, x.rating_after, x.delta, x.belief
    from jsonb_to_recordset(${json}::jsonb) as x(contest_id int, user_id int, contest_name text,
      contest_slug text, contest_ended_at timestamptz, rank int, problems_solved int, performance real,
      rating_before int, rating_after int, delta int, belief jsonb)`);
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export function createContestRatingRepository(db: Db) {
  return {
    async contestInfo(contestId: number): Promise<(RatedContestInfo & { rated: boolean }) | undefined> {
      const [row] = await db
        .select({
          id: contests.id,
          slug: contests.slug,
          name: contests.title,
          endedAt: contests.endAt,
          rated: contests.rated,
        })
        .from(contests)
        .where(eq(contests.id, contestId));
      return row;
    },

    /** Rated contests that ended by `now` and were never rated, oldest first. */
    async unratedEndedContests(now: Date, limit = 50): Promise<RatedContestInfo[]> {
      return db
        .select({ id: contests.id, slug: contests.slug, name: contests.title, endedAt: contests.endAt })
        .from(contests)
        .leftJoin(ratedContests, eq(ratedContests.contestId, contests.id))
        .where(and(eq(contests.rated, true), lte(contests.endAt, now), isNull(ratedContests.contestId)))
        .orderBy(asc(contests.endAt), asc(contests.id))
        .limit(limit);
    },

    /** Contests already rated after the given one (they depend on it), in order. */
    async ratedAfter(endedAt: Date, contestId: number): Promise<number[]> {
      const rows = await db
        .select({ id: ratedContests.contestId })
        .from(ratedContests)
        .where(sql`(${ratedContests.endedAt}, ${ratedContests.contestId}) > (${endedAt}, ${contestId})`)
        .orderBy(asc(ratedContests.endedAt), asc(ratedContests.contestId));
      return rows.map((r) => r.id);
    },

    /** Each learner's belief after their latest rated contest strictly before (endedAt, contestId). */
    async beliefsBefore(
      userIds: readonly number[],
      endedAt: Date,
      contestId: number,
    ): Promise<Map<number, EloMmrPlayer>> {
      const beliefs = new Map<number, EloMmrPlayer>();
      if (userIds.length === 0) return beliefs;
      const result = await db.execute(sql`
      select distinct on (r.user_id) r.user_id, r.belief
      from ${contestRatingResults} r
      where r.user_id = any(${intArray(userIds)})
        and (r.contest_ended_at, r.contest_id) < (${endedAt}, ${contestId})
      order by r.user_id, r.contest_ended_at desc, r.contest_id desc`);
      for (const row of rowsOf<{ user_id: number; belief: EloMmrPlayer | string }>(result)) {
        beliefs.set(
          Number(row.user_id),
          typeof row.belief === 'string' ? (JSON.parse(row.belief) as EloMmrPlayer) : row.belief,
        );
      }
      return beliefs;
    },

    /** Replaces the contest's results (a recomputation writes the same contest again) and records it as rated. */
    async replaceResults(
      contest: RatedContestInfo,
      rows: NewContestRatingResultRow[],
      changedRatings: boolean,
    ): Promise<number[]> {
      const previous = await db
        .delete(contestRatingResults)
        .where(eq(contestRatingResults.contestId, contest.id))
        .returning({ userId: contestRatingResults.userId });
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await insertResults(db, rows.slice(i, i + INSERT_CHUNK));
      }
      await db
        .insert(ratedContests)
        .values({
          contestId: contest.id,
          endedAt: contest.endedAt,
          participants: rows.length,
          changedRatings,
        })
        .onConflictDoUpdate({
          target: ratedContests.contestId,
          set: { endedAt: contest.endedAt, participants: rows.length, changedRatings, ratedAt: new Date() },
        });
      // Learners who dropped out of the standings keep no row for it: their current rating must be refreshed too.
      return [...new Set([...previous.map((p) => p.userId), ...rows.map((r) => r.userId)])];
    },

    /** Recomputes user_contest_ratings for these learners from their latest result (none left: row removed). */
    async refreshCurrent(userIds: readonly number[]): Promise<void> {
      if (userIds.length === 0) return;
      const ids = intArray(userIds);
      await db.execute(sql`
      delete from ${userContestRatings} u
      where u.user_id = any(${ids})
        and not exists (select 1 from ${contestRatingResults} r where r.user_id = u.user_id)`);
      await db.execute(sql`
      insert into ${userContestRatings} (user_id, rating, contests, updated_at)
      select x.user_id, x.rating_after, x.n, now()
      from (select r.user_id, r.rating_after, (count(*) over (partition by r.user_id))::int as n,
                   row_number() over (partition by r.user_id
                                      order by r.contest_ended_at desc, r.contest_id desc) as rn
            from ${contestRatingResults} r
            where r.user_id = any(${ids})) x
      where x.rn = 1
      on conflict (user_id) do update
        set rating = excluded.rating, contests = excluded.contests, updated_at = excluded.updated_at`);
    },

    async history(userId: number): Promise<ContestRatingResultRow[]> {
      return db
        .select()
        .from(contestRatingResults)
        .where(eq(contestRatingResults.userId, userId))
        .orderBy(asc(contestRatingResults.contestEndedAt), asc(contestRatingResults.contestId));
    },

    async resultsOf(contestId: number): Promise<ContestRatingResultRow[]> {
      return db
        .select()
        .from(contestRatingResults)
        .where(eq(contestRatingResults.contestId, contestId))
        .orderBy(asc(contestRatingResults.rank), asc(contestRatingResults.userId));
    },

    /** Every rated learner's current rating (for the distribution and "better than"). */
    async currentRatings(): Promise<number[]> {
      const rows = await db
        .select({ rating: userContestRatings.rating })
        .from(userContestRatings)
        .orderBy(desc(userContestRatings.rating));
      return rows.map((r) => r.rating);
    },

    async userByUuid(uuid: string) {
      const [row] = await db
        .select({ id: users.id, uuid: users.uuid, name: users.name, image: users.image })
        .from(users)
        .where(and(eq(users.uuid, uuid), eq(users.active, true)));
      return row;
    },

    async userById(id: number) {
      const [row] = await db
        .select({ id: users.id, uuid: users.uuid, name: users.name, image: users.image })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** Waits for the rating lock (an explicit recomputation queues behind a running sweep). */
    async lock(key: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${key})`);
    },

    /** Used by the sweeper: true when this transaction got the rating lock (one node rates at a time). */
    async tryLock(key: number): Promise<boolean> {
      const result = await db.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
      return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
    },
  };
}
