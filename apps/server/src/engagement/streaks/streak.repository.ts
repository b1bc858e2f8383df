/** Reads and writes of streak days and the per-user streak summary (schema/engagement-experience.ts). */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { streakDays, userStreaks, type UserStreakRow } from '../../db/schema/engagement-experience.ts';

export function createStreakRepository(db: Db) {
  return {
    /** true when the day is new for the user (the first activity of that IST day). */
    async insertDay(userId: number, day: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(streakDays)
        .values({ userId, day, createdAt: at })
        .onConflictDoNothing()
        .returning({ day: streakDays.day });
      return inserted.length > 0;
    },

    async days(userId: number): Promise<string[]> {
      const rows = await db
        .select({ day: streakDays.day })
        .from(streakDays)
        .where(eq(streakDays.userId, userId))
        .orderBy(asc(streakDays.day));
      return rows.map((r) => r.day);
    },

    async daysBetween(userId: number, from: string, to: string): Promise<string[]> {
      const rows = await db
        .select({ day: streakDays.day })
        .from(streakDays)
        .where(and(eq(streakDays.userId, userId), gte(streakDays.day, from), lte(streakDays.day, to)));
      return rows.map((r) => r.day);
    },

    async summary(userId: number): Promise<UserStreakRow | null> {
      const [row] = await db.select().from(userStreaks).where(eq(userStreaks.userId, userId));
      return row ?? null;
    },

    async saveSummary(row: typeof userStreaks.$inferInsert): Promise<void> {
      const { userId: _userId, ...set } = row;
      await db.insert(userStreaks).values(row).onConflictDoUpdate({ target: userStreaks.userId, set });
    },

    async acknowledge(userId: number, at: Date): Promise<void> {
      await db
        .update(userStreaks)
        .set({ unacknowledgedMilestone: null, acknowledgedAt: at })
        .where(eq(userStreaks.userId, userId));
    },
  };
}
