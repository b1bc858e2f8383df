/** Reads and writes of a learner's prep plan settings and baseline (schema: db/schema/prep-plan.ts). No rules here. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepPlans, type PrepPlanRow } from '../db/schema/prep-plan.ts';

export type PrepPlanFields = Omit<PrepPlanRow, 'userId' | 'createdAt' | 'updatedAt'>;

export function createPrepPlanRepository(db: Db) {
  return {
    async find(userId: number): Promise<PrepPlanRow | undefined> {
      const [row] = await db.select().from(prepPlans).where(eq(prepPlans.userId, userId));
      return row;
    },

    async save(userId: number, fields: PrepPlanFields, at: Date): Promise<PrepPlanRow> {
      const [row] = await db
        .insert(prepPlans)
        .values({ userId, ...fields, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: prepPlans.userId, set: { ...fields, updatedAt: at } })
        .returning();
      return row!;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(prepPlans).where(eq(prepPlans.userId, userId));
    },
  };
}

export type PrepPlanRepository = ReturnType<typeof createPrepPlanRepository>;
