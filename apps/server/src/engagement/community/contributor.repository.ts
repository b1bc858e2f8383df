/**
 * Reads for the user hover card; no rules here. Every query is keyed by a primary key or an index, so a hover costs
 * one row lookup with four left joins (user_id primary keys), one badge read (user_badge_levels_user) and, at most
 * once a minute per node, the rating histogram (an index-only scan of user_contest_ratings_rating_idx).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { num, rowsOf } from '../leaderboard/sql-rows.ts';

export interface ContributorRow {
  id: number;
  uuid: string;
  name: string | null;
  image: string | null;
  points: number;
  rating: number | null;
  /** This week's league tier (weekly_scores), else the tier the learner joins next (leaderboard_members). */
  weekTierOrder: number | null;
  memberTierOrder: number | null;
}

export interface ContributorBadgeRow {
  entityType: string;
  entitySlug: string | null;
  entityName: string;
  level: number;
  badgeLevelOrder: number;
}

const nullableNum = (v: unknown) => (v === null || v === undefined ? null : num(v));

export function createContributorRepository(db: Db) {
  return {
    /** An active account by uuid with its EXP total, rating and league tiers; null when there is none. */
    async byUuid(uuid: string, weekStart: string): Promise<ContributorRow | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select u.id, u.uuid, u.name, u.image, coalesce(x.points, 0) as points, r.rating,
                 w.tier_order as week_tier, m.tier_order as member_tier
          from users u
          left join user_experience x on x.user_id = u.id
          left join user_contest_ratings r on r.user_id = u.id
          left join weekly_scores w on w.week_start = ${weekStart} and w.user_id = u.id
          left join leaderboard_members m on m.user_id = u.id
          where u.uuid = ${uuid} and u.active
          limit 1`),
      );
      if (!row) return null;
      return {
        id: num(row.id),
        uuid: String(row.uuid),
        name: (row.name as string | null) ?? null,
        image: (row.image as string | null) ?? null,
        points: num(row.points),
        rating: nullableNum(row.rating),
        weekTierOrder: nullableNum(row.week_tier),
        memberTierOrder: nullableNum(row.member_tier),
      };
    },

    /** The learner's highest held level of each badge of the given entity types (unordered), at most `limit`. */
    async badges(
      userId: number,
      entityTypes: readonly string[],
      limit: number,
    ): Promise<ContributorBadgeRow[]> {
      const types = sql.join(
        entityTypes.map((t) => sql`${t}`),
        sql`, `,
      );
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select * from (
            select distinct on (b.badge_key) b.entity_type, b.entity_slug, b.entity_name, b.level,
                   b.badge_level_order, ub.awarded_at
            from user_badge_levels ub
            join badge_levels b on b.id = ub.badge_level_id
            where ub.user_id = ${userId} and b.entity_type in (${types})
            order by b.badge_key, b.level desc
          ) held
          order by held.badge_level_order, held.awarded_at desc
          limit ${limit}`),
      );
      return rows.map((r) => ({
        entityType: String(r.entity_type),
        entitySlug: (r.entity_slug as string | null) ?? null,
        entityName: String(r.entity_name),
        level: num(r.level),
        badgeLevelOrder: num(r.badge_level_order),
      }));
    },

    /** Rated learners per rating bucket of `width` (bucket = floor(rating / width)), lowest first. */
    async ratingHistogram(width: number): Promise<{ bucket: number; count: number }[]> {
      const rows = rowsOf<{ bucket: unknown; count: unknown }>(
        await db.execute(sql`
          select floor(rating::numeric / ${width})::int as bucket, count(*)::int as count
          from user_contest_ratings group by 1 order by 1`),
      );
      return rows.map((r) => ({ bucket: num(r.bucket), count: num(r.count) }));
    },
  };
}

export type ContributorRepository = ReturnType<typeof createContributorRepository>;
