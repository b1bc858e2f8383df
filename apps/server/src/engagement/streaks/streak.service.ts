/**
 * Streak reads (spec 02 §7 streak fetch, monthly streak map, streaks progress; mark streak acknowledged). The
 * stored current streak is as of its last active day: read on a later day it is still alive when that day was
 * today or yesterday (IST; streakStats' rule), else it has broken and reads 0.
 */
import { eq } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  daysInMonth,
  istDate,
  startOfIstMonth,
} from '@katana/shared/engagement/ist-time';
import { monthlyStreakMap } from '@katana/shared/engagement/streaks';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { createStreakRepository } from './streak.repository.ts';

export function createStreakService(db: Db) {
  return {
    async streak(userId: number, now: Date) {
      const today = istDate(now.getTime());
      const row = await createStreakRepository(db).summary(userId);
      const [user] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, userId));
      const alive = row?.lastDay != null && daysBetween(row.lastDay, today) <= 1;
      return {
        current_streak: alive ? row!.currentStreak : 0,
        longest_streak: row?.longestStreak ?? 0,
        user_uuid: user?.uuid ?? '',
        unacknowledged_milestone: row?.unacknowledgedMilestone ?? null,
      };
    },

    async monthly(userId: number, startDate: string, now: Date) {
      const first = startOfIstMonth(startDate);
      const last = addDays(first, daysInMonth(first) - 1);
      const active = await createStreakRepository(db).daysBetween(userId, first, last);
      return { start_date: first, days: monthlyStreakMap(active, first, istDate(now.getTime())) };
    },

    async acknowledge(userId: number, now: Date) {
      await createStreakRepository(db).acknowledge(userId, now);
      return { acknowledged: true as const };
    },
  };
}

export type StreakService = ReturnType<typeof createStreakService>;
