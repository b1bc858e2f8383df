/**
 * A day counts for the streak when the learner earns EXP or solves something during that Asia/Kolkata calendar
 * day (spec 02; the rule is streakDayOf/recordStreakDay in @katana/shared/engagement/streaks). Runs in the caller's
 * transaction: the first activity of a day stores the day, updates current/longest, records the
 * DAILY_STREAK_UPGRADED toast and, on a milestone (10/50/100/300/365), the streak badge and the milestone that
 * waits for acknowledgement. Later activities of the same day change nothing.
 */
import { eq } from 'drizzle-orm';
import { istDate } from '@katana/shared/engagement/ist-time';
import { recordStreakDay, type StreakMilestone } from '@katana/shared/engagement/streaks';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import { createStreakRepository } from './streak.repository.ts';
import { grantStreakBadges } from './streak-badges.ts';

export interface StreakActivityResult {
  day: string;
  current_streak: number;
  longest_streak: number;
  milestones: StreakMilestone[];
}

/** null when the day had already counted. */
export async function recordStreakActivity(
  db: Db,
  input: { userId: number; at: Date },
): Promise<StreakActivityResult | null> {
  const day = istDate(input.at.getTime());
  if (!(await createStreakRepository(db).insertDay(input.userId, day, input.at))) return null;
  const before = (await createStreakRepository(db).days(input.userId)).filter((d) => d !== day);
  const update = recordStreakDay(before, day);
  const previous = await createStreakRepository(db).summary(input.userId);
  const lastDay = previous?.lastDay && previous.lastDay > day ? previous.lastDay : day;
  const reached = update.milestones[update.milestones.length - 1] ?? null;
  await createStreakRepository(db).saveSummary({
    userId: input.userId,
    currentStreak: update.current_streak,
    longestStreak: Math.max(update.longest_streak, previous?.longestStreak ?? 0),
    lastDay,
    unacknowledgedMilestone: reached ?? previous?.unacknowledgedMilestone ?? null,
    acknowledgedAt: previous?.acknowledgedAt ?? null,
  });
  const [user] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, input.userId));
  await recordNotification(db, {
    userId: input.userId,
    notificationType: 'DAILY_STREAK_UPGRADED',
    dedupeKey: `STREAK:${day}`,
    at: input.at,
    streak: {
      current_streak: update.current_streak,
      longest_streak: Math.max(update.longest_streak, previous?.longestStreak ?? 0),
      user_uuid: user?.uuid ?? '',
    },
  });
  if (update.milestones.length > 0) await grantStreakBadges(db, input.userId, update.milestones, input.at);
  return {
    day,
    current_streak: update.current_streak,
    longest_streak: Math.max(update.longest_streak, previous?.longestStreak ?? 0),
    milestones: update.milestones,
  };
}
