/**
 * The profile's reads and writes: the learner's own fields on `users`, lookups by uuid or screen name (without
 * case), and the public profile's parts read from the tables of practice, engagement and contest rating. Problem
 * reads take the viewer's visibility condition (practice's access policy), so a hidden problem never shows.
 */
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/users.ts';
import { num, rowsOf } from '../engagement/index.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ProfileUpdate = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'screenName'
    | 'collegeId'
    | 'gradYear'
    | 'branch'
    | 'bio'
    | 'profileLinks'
    | 'profileVisibility'
    | 'profileHiddenSections'
    | 'defaultAvatar'
    | 'pictureKey'
    | 'image'
    | 'profileSetupAt'
  >
>;

/** A filter over problem ids (practice's visibleTo), undefined when nothing is hidden. */
export type ProblemFilter = (problemId: SQL) => SQL | undefined;

export function createProfileRepository(db: Db) {
  return {
    async byId(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** By uuid, else by screen name (any case). */
    async byKey(key: string): Promise<UserRow | null> {
      const where = UUID_RE.test(key)
        ? eq(users.uuid, key.toLowerCase())
        : sql`lower(${users.screenName}) = ${key.toLowerCase()}`;
      const [row] = await db
        .select()
        .from(users)
        .where(and(where, eq(users.active, true)));
      return row ?? null;
    },

    /** The id of the learner holding this screen name (any case), or null. */
    async screenNameHolder(screenName: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.screenName}) = ${screenName.toLowerCase()}`);
      return row?.id ?? null;
    },

    async update(id: number, patch: ProfileUpdate): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    async level(userId: number) {
      const rows = rowsOf<{ level: number; points: number }>(
        await db.execute(sql`select level, points from user_experience where user_id = ${userId}`),
      );
      return rows[0] ? { level: num(rows[0].level), points: num(rows[0].points) } : { level: 1, points: 0 };
    },

    async streak(userId: number) {
      const rows = rowsOf<{ current_streak: number; longest_streak: number; last_day: string | null }>(
        await db.execute(
          sql`select current_streak, longest_streak, last_day::text as last_day from user_streaks where user_id = ${userId}`,
        ),
      );
      const row = rows[0];
      return row
        ? { current: num(row.current_streak), longest: num(row.longest_streak), lastDay: row.last_day }
        : { current: 0, longest: 0, lastDay: null };
    },

    /** Submissions per IST day from `from` (inclusive, 'YYYY-MM-DD'). */
    async submissionDays(userId: number, from: string) {
      const rows = rowsOf<{ day: string; count: number }>(
        await db.execute(sql`
          select ((created_at at time zone 'Asia/Kolkata')::date)::text as day, count(*)::int as count
          from submissions
          where user_id = ${userId}
            and created_at >= (${from}::date - interval '1 day')
          group by 1 order by 1`),
      );
      return rows.filter((r) => r.day >= from).map((r) => ({ date: r.day, count: num(r.count) }));
    },

    async solvedByDifficulty(userId: number, visible: ProblemFilter) {
      const condition = visible(sql`p.id`);
      const rows = rowsOf<{ difficulty: string; count: number }>(
        await db.execute(sql`
          select p.difficulty, count(*)::int as count
          from user_problem_states s join problems p on p.id = s.problem_id
          where s.user_id = ${userId} and s.solved_at is not null ${condition ? sql`and ${condition}` : sql``}
          group by p.difficulty order by count desc, p.difficulty`),
      );
      return rows.map((r) => ({ difficulty: r.difficulty, count: num(r.count) }));
    },

    async solvedByTopic(userId: number, visible: ProblemFilter, limit: number) {
      const condition = visible(sql`p.id`);
      const rows = rowsOf<{ slug: string; name: string; count: number }>(
        await db.execute(sql`
          select t.slug, t.name, count(*)::int as count
          from user_problem_states s
          join problems p on p.id = s.problem_id
          join problem_topics pt on pt.problem_id = p.id
          join topics t on t.id = pt.topic_id
          where s.user_id = ${userId} and s.solved_at is not null ${condition ? sql`and ${condition}` : sql``}
          group by t.slug, t.name order by count desc, t.name limit ${limit}`),
      );
      return rows.map((r) => ({ slug: r.slug, name: r.name, count: num(r.count) }));
    },

    async recentAccepted(userId: number, visible: ProblemFilter, limit: number) {
      const condition = visible(sql`p.id`);
      const rows = rowsOf<{ slug: string; name: string; difficulty: string; solved_at: Date | string }>(
        await db.execute(sql`
          select p.slug, p.name, p.difficulty, s.solved_at
          from user_problem_states s join problems p on p.id = s.problem_id
          where s.user_id = ${userId} and s.solved_at is not null ${condition ? sql`and ${condition}` : sql``}
          order by s.solved_at desc, p.id desc limit ${limit}`),
      );
      return rows.map((r) => ({
        slug: r.slug,
        name: r.name,
        difficulty: r.difficulty,
        solved_at: new Date(r.solved_at).toISOString(),
      }));
    },

    async badges(userId: number) {
      const rows = rowsOf<{
        entity_type: string;
        entity_name: string;
        level: number;
        awarded_at: Date | string;
      }>(
        await db.execute(sql`
          select b.entity_type, b.entity_name, b.level, u.awarded_at
          from user_badge_levels u join badge_levels b on b.id = u.badge_level_id
          where u.user_id = ${userId}
          order by u.awarded_at desc, b.badge_level_order`),
      );
      return rows.map((r) => ({
        entity_type: r.entity_type,
        entity_name: r.entity_name,
        level: num(r.level),
        awarded_at: new Date(r.awarded_at).toISOString(),
      }));
    },

    async contestRating(userId: number) {
      const rows = rowsOf<{ rating: number; contests: number }>(
        await db.execute(sql`select rating, contests from user_contest_ratings where user_id = ${userId}`),
      );
      return rows[0] ? { rating: num(rows[0].rating), contests: num(rows[0].contests) } : null;
    },

    async followCounts(userId: number) {
      const rows = rowsOf<{ followers: number; following: number }>(
        await db.execute(sql`
          select (select count(*) from follows where followee_id = ${userId})::int as followers,
                 (select count(*) from follows where follower_id = ${userId})::int as following`),
      );
      return { followers: num(rows[0]?.followers), following: num(rows[0]?.following) };
    },

    /** Learners with a public profile, for the search index's re-build at start. */
    async publicLearners(): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.active, true), eq(users.profileVisibility, 'public'), isNotNull(users.name)));
    },
  };
}
