/**
 * Weekly leaderboard rules over the stores: xp-summary (locked until level 2, the week's start_date, the global
 * rank), user details (league group rank, tier name and zone, memoised 10 s as spec 02 §7 says), the boards
 * (Personal = the league group; Friends = the people the learner follows and themselves; entity boards), the
 * onboarding flag, the league's unsolved problem of a date and league sign-ups.
 *
 * Ranks come from Redis when it is configured (leaderboard-redis.ts) and from indexed SQL otherwise, or when Redis
 * fails (logged; SQL is the truth either way).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  LEADERBOARD_DETAILS_CACHE_MS,
  leaderboardWeekAt,
  type LeaderboardEntityType,
  type LeaderboardScope,
} from '@katana/shared/engagement/leaderboard';
import { activeWeekStatus } from '@katana/shared/engagement/leagues';
import { isLeaderboardUnlocked } from '@katana/shared/engagement/levels';
import { boardEntrant } from '@katana/shared/profile/board-entrant';
import type { LeaderboardUserDetails, XpSummary } from '@katana/shared/engagement/api-leaderboard';
import type { Db } from '../../db/client.ts';
import { createExperienceRepository } from '../experience/experience.repository.ts';
import { loadLevelPointsMap } from '../experience/level-policies.ts';
import type { BoardRow, LeaderboardRepository } from './leaderboard.repository.ts';
import type { LeaderboardRedis } from './leaderboard-redis.ts';
import { num, rowsOf } from './sql-rows.ts';

export const BOARD_PAGE_SIZE = 30;
const DETAILS_CACHE_MAX = 10_000;

/** Who a learner follows (user ids). No follow relation exists yet: Friends is the learner alone until one does. */
export type Followees = (userId: number) => Promise<number[]>;

export interface LeaderboardServiceDeps {
  db: Db;
  repo: LeaderboardRepository;
  redis: LeaderboardRedis | null;
  log: FastifyBaseLogger;
  now?: () => Date;
  followees?: Followees;
}

export interface BoardQuery {
  scope: LeaderboardScope;
  entity_type?: LeaderboardEntityType | undefined;
  entity_id?: string | undefined;
  page: number;
}

export function createLeaderboardService(deps: LeaderboardServiceDeps) {
  const { db, repo, redis, log } = deps;
  const now = deps.now ?? (() => new Date());
  let followees: Followees = deps.followees ?? (async () => []);
  const detailsCache = new Map<number, { at: number; value: LeaderboardUserDetails }>();

  const currentWeek = () => leaderboardWeekAt(now().getTime());

  /** Redis when configured; on a Redis error the SQL answer (and a warning). */
  async function fromRanks<T>(fast: (r: LeaderboardRedis) => Promise<T>, slow: () => Promise<T>): Promise<T> {
    if (!redis) return slow();
    try {
      return await fast(redis);
    } catch (err) {
      log.warn({ err: { message: (err as Error).message } }, 'leaderboard: redis read failed, using SQL');
      return slow();
    }
  }

  const present = (rows: BoardRow[], userId: number) =>
    rows.map((r) => ({
      rank: r.rank,
      ...boardEntrant(r, userId),
      exp: r.exp,
      is_current_user: r.userId === userId,
    }));

  return {
    setFollowees(source: Followees) {
      followees = source;
    },

    async xpSummary(userId: number): Promise<XpSummary> {
      const week = currentWeek();
      const [totals, map, score] = await Promise.all([
        createExperienceRepository(db).totals(userId),
        loadLevelPointsMap(db),
        repo.weeklyScore(week.first_day, userId),
      ]);
      const rank = score
        ? await fromRanks(
            (r) => r.rank(week.first_day, userId),
            () => repo.globalRank(week.first_day, userId),
          )
        : null;
      return {
        // The whole total, welcome bonus included: the same EXP the learner's level is computed from.
        locked: !isLeaderboardUnlocked(totals?.points ?? 0, map),
        start_date: week.start_date,
        user_rank: rank,
        user_exp: score?.exp ?? 0,
      };
    },

    async userDetails(userId: number): Promise<LeaderboardUserDetails> {
      const at = now().getTime();
      const cached = detailsCache.get(userId);
      if (cached && at - cached.at < LEADERBOARD_DETAILS_CACHE_MS) return cached.value;
      const week = currentWeek();
      const score = await repo.weeklyScore(week.first_day, userId);
      let value: LeaderboardUserDetails = { active_week_status: null };
      if (score) {
        const group = await repo.leagueGroup(week.first_day, score.tierOrder, score.groupIndex);
        const mine = group.find((r) => r.userId === userId);
        if (mine) value = { active_week_status: activeWeekStatus(score.tierOrder, mine.rank, group.length) };
      }
      if (detailsCache.size >= DETAILS_CACHE_MAX) detailsCache.clear();
      detailsCache.set(userId, { at, value });
      return value;
    },

    async board(userId: number, query: BoardQuery) {
      const week = currentWeek();
      const offset = (query.page - 1) * BOARD_PAGE_SIZE;
      let result: { rows: BoardRow[]; total: number };
      if (query.entity_type && query.entity_id) {
        result =
          query.entity_type === 'College'
            ? await repo.collegeBoard(week.first_day, query.entity_id, offset, BOARD_PAGE_SIZE)
            : await repo.entityBoard(
                week.first_day,
                query.entity_type,
                query.entity_id,
                offset,
                BOARD_PAGE_SIZE,
              );
      } else if (query.scope === 'Friends') {
        const ids = [...new Set([userId, ...(await followees(userId))])];
        result = await repo.usersBoard(week.first_day, ids, offset, BOARD_PAGE_SIZE);
      } else {
        const score = await repo.weeklyScore(week.first_day, userId);
        const group = score ? await repo.leagueGroup(week.first_day, score.tierOrder, score.groupIndex) : [];
        result = { rows: group.slice(offset, offset + BOARD_PAGE_SIZE), total: group.length };
      }
      return {
        start_date: week.start_date,
        rows: present(result.rows, userId),
        page: query.page,
        total: result.total,
      };
    },

    /** The week's global board page (top 100 and on): Redis ZREVRANGE or the SQL board index. */
    async globalPage(userId: number, page: number, size = 100) {
      const week = currentWeek();
      const offset = (page - 1) * size;
      const rows = await fromRanks(
        async (r) => {
          const ranked = await r.page(week.first_day, offset, size);
          const people = await repo.usersByIds(ranked.map((x) => x.userId));
          return ranked.map((x, i) => ({
            rank: offset + i + 1,
            userId: x.userId,
            exp: x.exp,
            uuid: people.get(x.userId)?.uuid ?? '',
            name: people.get(x.userId)?.name ?? null,
            image: people.get(x.userId)?.image ?? null,
            profileVisibility: people.get(x.userId)?.profileVisibility ?? 'public',
          }));
        },
        () => repo.globalPage(week.first_day, offset, size),
      );
      return { start_date: week.start_date, rows: present(rows, userId), page };
    },

    async checkOnboarding(userId: number) {
      const member = await repo.member(userId);
      return { show_onboarding: !(member?.onboardingCompleted ?? false) };
    },

    async markOnboardingComplete(userId: number) {
      await repo.markOnboardingComplete(userId);
      return { completed: true as const };
    },

    /**
     * The league's problem of a date: one the learner has not solved, the same all day for everyone who has not
     * solved it (ordered by a hash of date and slug, so it changes daily without a table to maintain).
     */
    async unsolvedProblem(userId: number, date: string) {
      const [row] = rowsOf<{
        id: number;
        slug: string;
        name: string;
        difficulty: string;
        problem_type: string;
      }>(
        await db.execute(sql`
          select p.id, p.slug, p.name, p.difficulty, p.problem_type from problems p
          where p.problem_type = 'CODE' and not exists (
            select 1 from user_problem_states s
            where s.user_id = ${userId} and s.problem_id = p.id and s.solved_at is not null)
          order by md5(${date} || p.slug) limit 1`),
      );
      return {
        problem: row
          ? {
              id: num(row.id),
              slug: row.slug,
              name: row.name,
              difficulty: row.difficulty,
              problem_type: row.problem_type,
            }
          : null,
      };
    },

    async isInterested(
      user: { id: number; email: string | null },
      q: { category: string; entity_type?: string | undefined; entity_id?: string | undefined },
    ) {
      const entity = q.entity_type && q.entity_id ? q : { entity_type: undefined, entity_id: undefined };
      const rows = rowsOf(
        await db.execute(sql`
          select 1 from league_interested_users
          where (user_id = ${user.id} or email = ${user.email ?? ''}) and category = ${q.category}
            and coalesce(entity_type, '') = ${entity.entity_type ?? ''}
            and coalesce(entity_id, '') = ${entity.entity_id ?? ''}
          limit 1`),
      );
      return { interested: rows.length > 0 };
    },

    /** "Entity type and id are sent only when both are present": the contract refuses one without the other (422). */
    async addInterested(
      userId: number | null,
      q: {
        email: string;
        category: string;
        entity_type?: string | undefined;
        entity_id?: string | undefined;
      },
    ) {
      const both = Boolean(q.entity_type && q.entity_id); // never one alone: the route schema checked
      await db.execute(sql`
        insert into league_interested_users (user_id, email, category, entity_type, entity_id)
        values (${userId}, ${q.email.toLowerCase()}, ${q.category}, ${both ? q.entity_type! : null},
                ${both ? q.entity_id! : null})
        on conflict do nothing`);
      return { interested: true as const };
    },

    /**
     * After an award commits: the learner's SQL total goes to Redis (idempotent). Also the week before, for a
     * moment after the boundary, so an award of Sunday 23:59 judged at Monday 00:00 still lands.
     */
    async syncUser(userId: number): Promise<void> {
      if (!redis) return;
      const at = now().getTime();
      const weeks = new Set([leaderboardWeekAt(at).first_day, leaderboardWeekAt(at - 10 * 60_000).first_day]);
      for (const week of weeks) await redis.syncUser(week, userId);
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
