/**
 * Reads and writes one-time passcodes. Attempt counting and consuming are single conditional UPDATEs so two
 * concurrent guesses cannot both pass the attempt cap or both use one code.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { otps, type OtpRow } from '../db/schema/auth.ts';

export function createOtpRepository(db: Db) {
  return {
    /**
     * Stores a new code for the target and deletes its earlier ones (only the newest is valid, and the table
     * holds at most one row per target and purpose).
     */
    async replace(fields: {
      purpose: string;
      target: string;
      codeHash: string;
      expiresAt: Date;
    }): Promise<OtpRow> {
      return db.transaction(async (tx) => {
        await tx.delete(otps).where(and(eq(otps.purpose, fields.purpose), eq(otps.target, fields.target)));
        const [row] = await tx.insert(otps).values(fields).returning();
        if (!row) throw new Error('insert into otps returned no row');
        return row;
      });
    },

    /** The newest unconsumed code of the target, if any. */
    async findCurrent(purpose: string, target: string): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(otps)
        .where(and(eq(otps.purpose, purpose), eq(otps.target, target), isNull(otps.consumedAt)))
        .orderBy(desc(otps.id))
        .limit(1);
      return row;
    },

    /** Counts one wrong guess if the cap is not reached yet; returns the new count, or null when already capped. */
    async addAttempt(id: number, cap: number): Promise<number | null> {
      const [row] = await db
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(and(eq(otps.id, id), lt(otps.attempts, cap), isNull(otps.consumedAt)))
        .returning({ attempts: otps.attempts });
      return row ? row.attempts : null;
    },

    /** Marks the code used; false when another request used it first or the cap was reached meanwhile. */
    async consume(id: number, cap: number): Promise<boolean> {
      const rows = await db
        .update(otps)
        .set({ consumedAt: new Date() })
        .where(and(eq(otps.id, id), isNull(otps.consumedAt), lt(otps.attempts, cap)))
        .returning({ id: otps.id });
      return rows.length > 0;
    },

    /** Test helper: move a code's expiry. */
    async setExpiry(id: number, expiresAt: Date): Promise<void> {
      await db.update(otps).set({ expiresAt }).where(eq(otps.id, id));
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
