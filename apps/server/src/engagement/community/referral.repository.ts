/** Reads and writes referrals and the learners they name; no rules here. */
import { count, eq } from 'drizzle-orm';
import { referrals } from '../../db/schema/engagement-community.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';

export function createReferralRepository(db: Db) {
  return {
    async uuidOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.uuid ?? null;
    },

    async idByUuid(uuid: string): Promise<number | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid)).limit(1);
      return row?.id ?? null;
    },

    /** True when stored; an account already recorded keeps its first referrer. */
    async add(referrerId: number, referredUserId: number): Promise<boolean> {
      const rows = await db
        .insert(referrals)
        .values({ referrerId, referredUserId })
        .onConflictDoNothing()
        .returning({ id: referrals.referredUserId });
      return rows.length > 0;
    },

    async joinedCount(referrerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId));
      return Number(row?.n ?? 0);
    },
  };
}
export type ReferralRepository = ReturnType<typeof createReferralRepository>;
