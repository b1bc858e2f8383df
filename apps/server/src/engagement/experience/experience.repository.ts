/** Reads and writes of the EXP tables (schema/engagement-experience.ts). No rules here: see award-exp.ts. */
import { and, asc, count, desc, eq, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { NON_ACTIVITY_EXP_SOURCES } from '@katana/shared/engagement/exp-awards';
import type { Db } from '../../db/client.ts';
import {
  boosterGrants,
  boosterLogs,
  enablerPolicies,
  expLedger,
  levelThresholds,
  userExperience,
  type BoosterLogRow,
  type ExpLedgerRow,
} from '../../db/schema/engagement-experience.ts';

export function createExperienceRepository(db: Db) {
  return {
    /** Writes the award unless its (user, source, source_id) exists; null when it did. */
    async insertAward(row: typeof expLedger.$inferInsert): Promise<ExpLedgerRow | null> {
      const [inserted] = await db.insert(expLedger).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** Adds to the user's total (creating the row) and returns the new total; locks the row to the transaction's end. */
    async addPoints(userId: number, points: number, at: Date): Promise<{ points: number; level: number }> {
      const [row] = await db
        .insert(userExperience)
        .values({ userId, points, updatedAt: at })
        .onConflictDoUpdate({
          target: userExperience.userId,
          set: { points: sql`${userExperience.points} + ${points}`, updatedAt: at },
        })
        .returning({ points: userExperience.points, level: userExperience.level });
      return row!;
    },

    async setLevel(userId: number, level: number): Promise<void> {
      await db.update(userExperience).set({ level }).where(eq(userExperience.userId, userId));
    },

    async totals(userId: number) {
      const [row] = await db.select().from(userExperience).where(eq(userExperience.userId, userId));
      return row ?? null;
    },

    /** EXP (points + bonus) earned in [from, to) by activity (the daily goal's sum: NON_ACTIVITY_EXP_SOURCES left out). */
    async earnedBetween(userId: number, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string | null>`sum(${expLedger.total})` })
        .from(expLedger)
        .where(
          and(
            eq(expLedger.userId, userId),
            gte(expLedger.awardedAt, from),
            lt(expLedger.awardedAt, to),
            notInArray(expLedger.source, [...NON_ACTIVITY_EXP_SOURCES]),
          ),
        );
      return Number(row?.sum ?? 0);
    },

    async historyPage(userId: number, page: number, limit: number, range?: { from: Date; to: Date }) {
      const where = range
        ? and(
            eq(expLedger.userId, userId),
            gte(expLedger.awardedAt, range.from),
            lt(expLedger.awardedAt, range.to),
          )
        : eq(expLedger.userId, userId);
      const rows = await db
        .select()
        .from(expLedger)
        .where(where)
        .orderBy(desc(expLedger.awardedAt), desc(expLedger.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(expLedger).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    // ---- boosters ----

    async grantsUpTo(userId: number, at: Date) {
      return db
        .select()
        .from(boosterGrants)
        .where(and(eq(boosterGrants.userId, userId), sql`${boosterGrants.grantedAt} <= ${at}`))
        .orderBy(asc(boosterGrants.grantedAt), asc(boosterGrants.id));
    },

    async insertGrant(row: typeof boosterGrants.$inferInsert) {
      const [inserted] = await db.insert(boosterGrants).values(row).returning();
      return inserted!;
    },

    /** A delayed booster, unless this reason and event already earned one (null then). */
    async insertBoosterLog(row: typeof boosterLogs.$inferInsert): Promise<BoosterLogRow | null> {
      const [inserted] = await db.insert(boosterLogs).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** Delayed boosters not applied and not yet expired at `now`. */
    async openBoosterLogs(userId: number, now: Date): Promise<BoosterLogRow[]> {
      return db
        .select()
        .from(boosterLogs)
        .where(
          and(
            eq(boosterLogs.userId, userId),
            isNull(boosterLogs.appliedAt),
            sql`${boosterLogs.expiryTime} > ${now}`,
          ),
        );
    },

    async lockBoosterLog(userId: number, id: number): Promise<BoosterLogRow | null> {
      const [row] = await db
        .select()
        .from(boosterLogs)
        .where(and(eq(boosterLogs.id, id), eq(boosterLogs.userId, userId)))
        .for('update');
      return row ?? null;
    },

    async markBoosterLogApplied(id: number, at: Date): Promise<void> {
      await db.update(boosterLogs).set({ appliedAt: at }).where(eq(boosterLogs.id, id));
    },

    // ---- policies and levels ----

    async policies() {
      return db
        .select()
        .from(enablerPolicies)
        .orderBy(asc(enablerPolicies.position), asc(enablerPolicies.key));
    },

    async levelThresholds() {
      return db.select().from(levelThresholds).orderBy(asc(levelThresholds.level));
    },

    async seedPolicies(
      policies: readonly { key: string; name: string; required_user_level: number }[],
      map: Record<string, number>,
    ): Promise<void> {
      if (policies.length > 0) {
        await db
          .insert(enablerPolicies)
          .values(
            policies.map((p, i) => ({
              key: p.key,
              name: p.name,
              requiredUserLevel: p.required_user_level,
              position: i,
            })),
          )
          .onConflictDoNothing();
      }
      await db
        .insert(levelThresholds)
        .values(Object.entries(map).map(([level, points]) => ({ level: Number(level), points })))
        .onConflictDoNothing();
    },
  };
}
