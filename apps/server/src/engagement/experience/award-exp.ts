/**
 * awardExp: the one way EXP moves. Call it with the transaction of the event that earns it (a verdict, a contest's
 * final standings...), so a rolled-back event awards nothing. In that transaction it
 * - writes the immutable ledger row, unless (user, source, sourceId) already has one: then it returns null and
 *   changes nothing, so a re-judged or re-delivered event never awards twice;
 * - applies the booster multiplier active at `at` to the base (computeAward: the bonus is not multiplied);
 * - raises the user's total and level (LEVEL_UPGRADED per level reached; level 2 is the level-up entry that opens
 *   the "Level 2 Leaderboard unlocked" screen);
 *   each level reached is also a PROFILE inbox item "You reached Level N" (the bell drawer), once per level;
 * - counts the daily goal: the award that completes today's target (IST) earns the delayed booster;
 * - counts the IST day for the streak (DAILY_STREAK_UPGRADED, streak badges at milestones);
 * - adds the EXP to the weekly leaderboard, and records the EXPERIENCE_POINTS_ADDED toast.
 * The daily goal, the streak day and the weekly board count activity only: a welcome bonus (countsAsActivity in
 * exp-awards.ts) raises the total and level and gets its toast, nothing else.
 * Toasts are stored here and delivered after the commit (app.notifications.deliver(userId)).
 * Awards of the same user serialise on their user_experience row (locked by the upsert), so daily sums and level
 * changes are computed on committed data.
 */
import {
  DEFAULT_DAILY_GOAL_EXP,
  completesDailyGoal,
  computeAward,
  countsAsActivity,
  EXP_SOURCE_LABEL,
  isEmptyAward,
  type ExpSource,
} from '@katana/shared/engagement/exp-awards';
import { istDate, startOfIstDay, DAY_MS } from '@katana/shared/engagement/ist-time';
import { levelUpEntryType } from '@katana/shared/engagement/leaderboard';
import { levelForPoints } from '@katana/shared/engagement/levels';
import { NotificationKind } from '@katana/shared/engagement/notifications';
import type { Db } from '../../db/client.ts';
import type { ExpLedgerRow } from '../../db/schema/engagement-experience.ts';
import { addWeeklyExp, type WeeklyExpInput } from '../leaderboard/weekly-exp.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import { recordStreakActivity } from '../streaks/record-streak-activity.ts';
import { grantDailyTargetBooster, multiplierFor } from './boosters.ts';
import { createExperienceRepository } from './experience.repository.ts';
import { loadLevelPointsMap } from './level-policies.ts';

export interface AwardExpInput {
  userId: number;
  source: ExpSource;
  /** The source event's id (a submission id, a contest id...): one award per (user, source, sourceId). */
  sourceId: string;
  basePoints: number;
  bonus?: number;
  /** When it was earned: picks the booster, the IST day (goal, streak) and the leaderboard week. */
  at: Date;
  /** What earned it, shown in the history (a problem's name...). */
  title?: string | null;
  /** A solved problem: the EXP also counts on its topics' weekly boards. */
  problemId?: number;
  /** Other weekly boards the EXP counts on (a contest round, a guided path). */
  leaderboardEntities?: WeeklyExpInput['entities'];
}

export async function awardExp(db: Db, input: AwardExpInput): Promise<ExpLedgerRow | null> {
  // Its own transaction when called with the pool, a savepoint inside the caller's: the award and its effects
  // are written together or not at all either way.
  return db.transaction((tx) => awardIn(tx, input));
}

async function awardIn(db: Db, input: AwardExpInput): Promise<ExpLedgerRow | null> {
  const sourceId = input.sourceId.trim();
  if (sourceId === '') throw new RangeError('an award needs the id of its source event');
  const multiplier = await multiplierFor(db, input.userId, input.at);
  const award = computeAward({ base: input.basePoints, bonus: input.bonus ?? 0, multiplier });
  if (isEmptyAward(award)) return null;

  const row = await createExperienceRepository(db).insertAward({
    userId: input.userId,
    source: input.source,
    sourceId,
    title: input.title ?? null,
    base: award.base,
    bonus: award.bonus,
    multiplier: award.multiplier,
    points: award.points,
    total: award.total,
    awardedAt: input.at,
  });
  if (!row) return null;
  const dedupe = `${input.source}:${sourceId}`;

  // Total and level (the upsert locks the user's row: concurrent awards of this user wait here).
  const totals = await createExperienceRepository(db).addPoints(input.userId, award.total, input.at);
  const map = await loadLevelPointsMap(db);
  const level = levelForPoints(totals.points, map);
  if (level > totals.level) {
    await createExperienceRepository(db).setLevel(input.userId, level);
    for (let reached = totals.level + 1; reached <= level; reached += 1) {
      await recordNotification(db, {
        userId: input.userId,
        notificationType: 'LEVEL_UPGRADED',
        dedupeKey: `LEVEL:${reached}`,
        at: input.at,
        level: reached,
        lbEntryType: levelUpEntryType(reached),
      });
      // The drawer keeps the level-up too (PROFILE); same once-per-level key as the toast.
      await recordNotification(db, {
        userId: input.userId,
        kind: NotificationKind.PROFILE,
        title: `You reached Level ${reached}`,
        link: '/profile',
        dedupeKey: `LEVEL:${reached}`,
        at: input.at,
      });
    }
  }

  await recordNotification(db, {
    userId: input.userId,
    notificationType: 'EXPERIENCE_POINTS_ADDED',
    dedupeKey: dedupe,
    at: input.at,
    label: EXP_SOURCE_LABEL[input.source],
    points: award.points,
    bonus: award.bonus,
    multiplier: award.multiplier,
  });

  if (!countsAsActivity(input.source)) return row;

  // Daily goal: today's EXP includes this award; the one that completes the target earns the delayed booster.
  const dayStart = new Date(startOfIstDay(istDate(input.at.getTime())));
  const earnedAfter = await createExperienceRepository(db).earnedBetween(
    input.userId,
    dayStart,
    new Date(dayStart.getTime() + DAY_MS),
  );
  const goal = (await createExperienceRepository(db).totals(input.userId))?.goalExp ?? DEFAULT_DAILY_GOAL_EXP;
  if (completesDailyGoal(earnedAfter - award.total, earnedAfter, goal)) {
    await grantDailyTargetBooster(db, input.userId, input.at);
  }

  await recordStreakActivity(db, { userId: input.userId, at: input.at });
  await addWeeklyExp(db, {
    userId: input.userId,
    points: award.total,
    at: input.at,
    totalExpBefore: totals.points - award.total,
    ...(input.problemId !== undefined ? { problemId: input.problemId } : {}),
    ...(input.leaderboardEntities ? { entities: input.leaderboardEntities } : {}),
  });
  return row;
}
