/**
 * What the EXP endpoints read and do (routes stay thin): summary, daily goal, history, boosters, levels, policies.
 * `now` is passed in so the answers are the same rule a test can pin.
 */
import { eq } from 'drizzle-orm';
import {
  dailyGoalProgress,
  DEFAULT_DAILY_GOAL_EXP,
  type ExpSource,
} from '@katana/shared/engagement/exp-awards';
import { DAY_MS, istDate, startOfIstDay } from '@katana/shared/engagement/ist-time';
import { DEFAULT_USER_LEVEL, levelForPoints } from '@katana/shared/engagement/levels';
import { enabledPolicyNames } from '@katana/shared/engagement/policies';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { activeBoosters, applyDelayedBooster, delayedBoosterLists } from './boosters.ts';
import { createExperienceRepository } from './experience.repository.ts';
import { presentHistoryEntry } from './experience.presenter.ts';
import { loadLevelPointsMap, loadPolicies } from './level-policies.ts';

const USER_NOT_FOUND = 'No such user.';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createExperienceService(db: Db) {
  const points = async (userId: number) => (await createExperienceRepository(db).totals(userId))?.points ?? 0;

  const summary = async (userId: number, now: Date) => {
    const queue = await activeBoosters(db, userId, now);
    return {
      details: {
        points: await points(userId),
        boosters: queue.map((b) => ({ end_time: b.end_time, multiplier: b.multiplier, type: b.type })),
      },
    };
  };

  const daily = async (userId: number, now: Date) => {
    const from = new Date(startOfIstDay(istDate(now.getTime())));
    const earned = await createExperienceRepository(db).earnedBetween(
      userId,
      from,
      new Date(from.getTime() + DAY_MS),
    );
    const goal = (await createExperienceRepository(db).totals(userId))?.goalExp ?? DEFAULT_DAILY_GOAL_EXP;
    const progress = dailyGoalProgress(earned, goal);
    return {
      details: {
        goal_exp: progress.goal_exp,
        earned_today: progress.earned,
        target_completed: progress.completed,
      },
    };
  };

  const history = async (
    userId: number,
    query: { page: number; limit: number; date?: string | undefined },
  ) => {
    let range: { from: Date; to: Date } | undefined;
    if (query.date !== undefined) {
      let from: number;
      try {
        from = startOfIstDay(query.date);
      } catch {
        throw new ApiError(422, ErrorCode.VALIDATION, 'Use a real calendar date like 2024-03-05.');
      }
      range = { from: new Date(from), to: new Date(from + DAY_MS) };
    }
    const { rows, total } = await createExperienceRepository(db).historyPage(
      userId,
      query.page,
      query.limit,
      range,
    );
    return {
      entries: rows.map((r) => presentHistoryEntry({ ...r, source: r.source as ExpSource })),
      page: query.page,
      limit: query.limit,
      total,
    };
  };

  /** The user of `uuid` (another learner's public level/streak) or the signed-in user. */
  const resolveUser = async (signedInId: number, uuid: string | undefined) => {
    if (uuid === undefined) return signedInId;
    // Not a uuid at all: no such user (the column is typed uuid, so PostgreSQL would reject the comparison).
    const [row] = UUID_RE.test(uuid)
      ? await db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid))
      : [];
    if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, USER_NOT_FOUND);
    return row.id;
  };

  const userLevel = async (userId: number) => {
    const map = await loadLevelPointsMap(db);
    const total = await points(userId);
    return { level: total > 0 ? levelForPoints(total, map) : DEFAULT_USER_LEVEL, points: total, map };
  };

  return {
    summary,
    daily,
    dailyGoals: async (userId: number) => ({
      details: {
        goal_exp: (await createExperienceRepository(db).totals(userId))?.goalExp ?? DEFAULT_DAILY_GOAL_EXP,
      },
    }),
    history,
    resolveUser,
    boosters: async (userId: number, now: Date) => delayedBoosterLists(db, userId, now),
    applyDelayedBooster: async (userId: number, boosterLogId: number, now: Date) => {
      await applyDelayedBooster(db, userId, boosterLogId, now);
      return summary(userId, now);
    },
    levelsProgress: async (userId: number) => {
      const { level, points: total } = await userLevel(userId);
      return { current_level: level, points: total };
    },
    policies: async (userId: number) => {
      const { level, map } = await userLevel(userId);
      const policies = await loadPolicies(db);
      return {
        details: { policies },
        user_active_policies: enabledPolicyNames(policies, level),
        user_level: level,
        level_points_map: map,
      };
    },
  };
}

export type ExperienceService = ReturnType<typeof createExperienceService>;
