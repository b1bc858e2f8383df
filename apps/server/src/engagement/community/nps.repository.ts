/** Reads and writes NPS answers and dismissals, and the usage facts the trigger rule weighs; no rules here. */
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { npsDismissals, npsResponses } from '../../db/schema/engagement-community.ts';
import { userProblemStates } from '../../db/schema/practice.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';

export function createNpsRepository(db: Db) {
  return {
    async accountCreatedAt(userId: number): Promise<Date | null> {
      const [row] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.at ?? null;
    },

    async solvedCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(userProblemStates)
        .where(and(eq(userProblemStates.userId, userId), isNotNull(userProblemStates.solvedAt)));
      return Number(row?.n ?? 0);
    },

    async lastAnsweredAt(userId: number, tx: Db = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: npsResponses.createdAt })
        .from(npsResponses)
        .where(eq(npsResponses.userId, userId))
        .orderBy(desc(npsResponses.createdAt))
        .limit(1);
      return row?.at ?? null;
    },

    async lastDismissedAt(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: npsDismissals.createdAt })
        .from(npsDismissals)
        .where(eq(npsDismissals.userId, userId))
        .orderBy(desc(npsDismissals.createdAt))
        .limit(1);
      return row?.at ?? null;
    },

    /** Serialises one learner's submits inside the caller's transaction (a double click, two tabs). */
    async lockUser(tx: Db, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`katana:nps:${userId}`}))`);
    },

    async addResponse(
      tx: Db,
      row: { userId: number; rating: number; feedback: string; at: Date },
    ): Promise<void> {
      await tx.insert(npsResponses).values({
        userId: row.userId,
        rating: row.rating,
        feedback: row.feedback,
        createdAt: row.at,
      });
    },

    async addDismissal(row: { userId: number; rating: number | null; at: Date }): Promise<void> {
      await db.insert(npsDismissals).values({ userId: row.userId, rating: row.rating, createdAt: row.at });
    },
  };
}
export type NpsRepository = ReturnType<typeof createNpsRepository>;
