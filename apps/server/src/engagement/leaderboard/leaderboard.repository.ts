/**
 * Leaderboard reads in SQL (the embedded mode, and the truth Redis is rebuilt from). Board order everywhere:
 * EXP high to low, earlier reached_at first, then user id (shared rankWeeklyScores). A global rank is the number of
 * learners above: the per-EXP counts give everyone with more EXP (one row per distinct EXP value), and the board
 * index gives the ties before the learner. The index is (exp DESC NULLS LAST, ...): queries say `desc nulls last`
 * too, or PostgreSQL cannot walk it for the order and sorts the whole week instead.
 */
import { sql, type SQL } from 'drizzle-orm';
import { startOfIstDay } from '@katana/shared/engagement/ist-time';
import type { Db } from '../../db/client.ts';
import { num, rowsOf } from './sql-rows.ts';

export interface WeeklyScoreRow {
  userId: number;
  exp: number;
  /** epoch seconds */
  reachedAt: number;
  tierOrder: number;
  groupIndex: number;
}

export interface BoardRow {
  rank: number;
  userId: number;
  uuid: string;
  name: string | null;
  image: string | null;
  profileVisibility: string;
  exp: number;
}

type BoardPerson = Pick<BoardRow, 'uuid' | 'name' | 'image' | 'profileVisibility'>;

interface RawBoardRow {
  user_id: number;
  uuid: string;
  name: string | null;
  image: string | null;
  profile_visibility: string;
  exp: number;
}

const toBoardRows = (rows: RawBoardRow[], firstRank: number): BoardRow[] =>
  rows.map((r, i) => ({
    rank: firstRank + i,
    userId: num(r.user_id),
    uuid: String(r.uuid),
    name: r.name,
    image: r.image,
    profileVisibility: r.profile_visibility,
    exp: num(r.exp),
  }));

export function createLeaderboardRepository(db: Db) {
  return {
    async weeklyScore(weekStart: string, userId: number): Promise<WeeklyScoreRow | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select user_id, exp, extract(epoch from reached_at)::bigint as reached_at, tier_order, group_index
          from weekly_scores where week_start = ${weekStart} and user_id = ${userId}`),
      );
      return row
        ? {
            userId: num(row.user_id),
            exp: num(row.exp),
            reachedAt: num(row.reached_at),
            tierOrder: num(row.tier_order),
            groupIndex: num(row.group_index),
          }
        : null;
    },

    /**
     * 1-based rank among all learners with EXP this week, or null with none: learners with more EXP (per-EXP
     * counts), plus those with the same EXP who got there in an earlier hour (per-hour counts), plus the earlier
     * ones of the same hour (a short range of the board index).
     */
    async globalRank(weekStart: string, userId: number): Promise<number | null> {
      const weekStartsAt = new Date(startOfIstDay(weekStart)).toISOString();
      const [row] = rowsOf<{ above: string | null; earlier_hours: string | null; same_hour: string | null }>(
        await db.execute(sql`
          with me as (
            select exp, reached_at,
                   least(167, greatest(0, floor(extract(epoch from reached_at - ${weekStartsAt}::timestamptz) / 3600)))::int as hour
            from weekly_scores where week_start = ${weekStart} and user_id = ${userId})
          select
            (select coalesce(sum(c.learners), 0) from weekly_exp_counts c, me
              where c.week_start = ${weekStart} and c.exp > me.exp) as above,
            (select coalesce(sum(h.learners), 0) from weekly_exp_hour_counts h, me
              where h.week_start = ${weekStart} and h.exp = me.exp and h.hour < me.hour) as earlier_hours,
            (select count(*) from weekly_scores s, me
              where s.week_start = ${weekStart} and s.exp = me.exp
                and s.reached_at >= ${weekStartsAt}::timestamptz + me.hour * interval '1 hour'
                and (s.reached_at, s.user_id) < (me.reached_at, ${userId})) as same_hour
          from me`),
      );
      return row ? num(row.above) + num(row.earlier_hours) + num(row.same_hour) + 1 : null;
    },

    async weekLearners(weekStart: string): Promise<number> {
      const [row] = rowsOf<{ n: string | null }>(
        await db.execute(sql`
          select coalesce(sum(learners), 0) as n from weekly_exp_counts where week_start = ${weekStart}`),
      );
      return num(row?.n);
    },

    /** A page of the week's global board (top 100 = offset 0, limit 100). */
    async globalPage(weekStart: string, offset: number, limit: number): Promise<BoardRow[]> {
      const rows = rowsOf<RawBoardRow>(
        await db.execute(sql`
          select s.user_id, u.uuid::text as uuid, u.name, u.image, u.profile_visibility, s.exp
          from (select user_id, exp, reached_at from weekly_scores where week_start = ${weekStart}
                order by exp desc nulls last, reached_at, user_id limit ${limit} offset ${offset}) s
          join users u on u.id = s.user_id
          order by s.exp desc nulls last, s.reached_at, s.user_id`),
      );
      return toBoardRows(rows, offset + 1);
    },

    /** The learner's league group this week, ranked (at most 30 rows). */
    async leagueGroup(weekStart: string, tierOrder: number, groupIndex: number): Promise<BoardRow[]> {
      return boardOf(
        db,
        sql`select user_id, exp, reached_at from weekly_scores
            where week_start = ${weekStart} and tier_order = ${tierOrder} and group_index = ${groupIndex}`,
        0,
        1000,
      );
    },

    /** The week's board among a set of users (Friends: the people a learner follows, and themselves). */
    async usersBoard(weekStart: string, userIds: number[], offset: number, limit: number) {
      if (userIds.length === 0) return { rows: [], total: 0 };
      const ids = sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const scores = sql`select user_id, exp, reached_at from weekly_scores
                         where week_start = ${weekStart} and user_id in (${ids})`;
      return { rows: await boardOf(db, scores, offset, limit), total: await countOf(db, scores) };
    },

    async entityBoard(
      weekStart: string,
      entityType: string,
      entityId: string,
      offset: number,
      limit: number,
    ) {
      const scores = sql`select user_id, exp, reached_at from weekly_entity_scores
                         where week_start = ${weekStart} and entity_type = ${entityType} and entity_id = ${entityId}`;
      return { rows: await boardOf(db, scores, offset, limit), total: await countOf(db, scores) };
    },

    /** Campus board: the week's learners whose profile names the college. */
    async collegeBoard(weekStart: string, collegeId: string, offset: number, limit: number) {
      const scores = sql`select s.user_id, s.exp, s.reached_at from weekly_scores s
                         join users cu on cu.id = s.user_id
                         where s.week_start = ${weekStart} and cu.college_id = ${collegeId}`;
      return { rows: await boardOf(db, scores, offset, limit), total: await countOf(db, scores) };
    },

    async userIdsByUuid(uuids: string[]): Promise<Map<string, number>> {
      if (uuids.length === 0) return new Map();
      const list = sql.join(
        uuids.map((u) => sql`${u}`),
        sql`, `,
      );
      const rows = rowsOf<{ id: number; uuid: string }>(
        await db.execute(sql`select id, uuid::text as uuid from users where uuid::text in (${list})`),
      );
      return new Map(rows.map((r) => [r.uuid, num(r.id)]));
    },

    async usersByIds(ids: number[]) {
      if (ids.length === 0) return new Map<number, BoardPerson>();
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = rowsOf<{
        id: number;
        uuid: string;
        name: string | null;
        image: string | null;
        profile_visibility: string;
      }>(
        await db.execute(
          sql`select id, uuid::text as uuid, name, image, profile_visibility from users where id in (${list})`,
        ),
      );
      return new Map(
        rows.map((r) => [
          num(r.id),
          { uuid: r.uuid, name: r.name, image: r.image, profileVisibility: r.profile_visibility },
        ]),
      );
    },

    async member(
      userId: number,
    ): Promise<{ totalExp: number; tierOrder: number; onboardingCompleted: boolean } | null> {
      const [row] = rowsOf<{ total_exp: number; tier_order: number; onboarding_completed: boolean }>(
        await db.execute(sql`
          select total_exp, tier_order, onboarding_completed from leaderboard_members where user_id = ${userId}`),
      );
      return row
        ? {
            totalExp: num(row.total_exp),
            tierOrder: num(row.tier_order),
            onboardingCompleted: Boolean(row.onboarding_completed),
          }
        : null;
    },

    async markOnboardingComplete(userId: number): Promise<void> {
      await db.execute(sql`
        insert into leaderboard_members (user_id, onboarding_completed) values (${userId}, true)
        on conflict (user_id) do update set onboarding_completed = true`);
    },

    /** Every score of a week in board order, a page at a time (Redis rebuilds; keyset on the board index). */
    async scoresAfter(
      weekStart: string,
      after: { exp: number; reachedAt: number; userId: number } | null,
      limit: number,
    ): Promise<{ userId: number; exp: number; reachedAt: number }[]> {
      const cursor = after
        ? sql`and (exp < ${after.exp} or (exp = ${after.exp}
                and (reached_at, user_id) > (to_timestamp(${after.reachedAt}), ${after.userId})))`
        : sql``;
      const rows = rowsOf<{ user_id: number; exp: number; reached_at: string }>(
        await db.execute(sql`
          select user_id, exp, extract(epoch from reached_at)::bigint as reached_at from weekly_scores
          where week_start = ${weekStart} ${cursor}
          order by exp desc nulls last, reached_at, user_id limit ${limit}`),
      );
      return rows.map((r) => ({ userId: num(r.user_id), exp: num(r.exp), reachedAt: num(r.reached_at) }));
    },
  };
}

export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;

async function boardOf(db: Db, scores: SQL, offset: number, limit: number): Promise<BoardRow[]> {
  const rows = rowsOf<RawBoardRow>(
    await db.execute(sql`
      select s.user_id, u.uuid::text as uuid, u.name, u.image, u.profile_visibility, s.exp
      from (${scores}) s join users u on u.id = s.user_id
      where s.exp > 0
      order by s.exp desc nulls last, s.reached_at, s.user_id limit ${limit} offset ${offset}`),
  );
  return toBoardRows(rows, offset + 1);
}

async function countOf(db: Db, scores: SQL): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*) as n from (${scores}) s where s.exp > 0`),
  );
  return num(row?.n);
}
