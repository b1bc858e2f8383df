/** Reads and writes OAuth identities, pending OAuth states and Facebook-merge requests; no rules here. */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oauthIdentities, oauthMergeRequests, oauthStates } from '../db/schema/auth.ts';

export function createOAuthRepository(db: Db) {
  return {
    async findIdentity(provider: string, subject: string) {
      const [row] = await db
        .select()
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
        .limit(1);
      return row;
    },

    /** The user's identity at one provider (the first linked, if several). */
    async findIdentityOfUser(userId: number, provider: string) {
      const [row] = await db
        .select()
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.provider, provider)))
        .orderBy(oauthIdentities.id)
        .limit(1);
      return row;
    },

    async linkIdentity(fields: { userId: number; provider: string; subject: string; email: string | null }) {
      await db.insert(oauthIdentities).values(fields).onConflictDoNothing();
    },

    /** Saves a started sign-in and drops the abandoned ones (expired states are never read again). */
    async saveState(fields: typeof oauthStates.$inferInsert): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
      await db.insert(oauthStates).values(fields);
    },

    /** Returns and deletes the state (single use); undefined when unknown or expired. */
    async takeState(stateHash: string, now: Date) {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning();
      return row && row.expiresAt > now ? row : undefined;
    },

    async saveMergeRequest(fields: typeof oauthMergeRequests.$inferInsert): Promise<void> {
      await db.insert(oauthMergeRequests).values(fields);
    },

    async findLiveMergeRequest(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(oauthMergeRequests)
        .where(
          and(
            eq(oauthMergeRequests.tokenHash, tokenHash),
            isNull(oauthMergeRequests.consumedAt),
            gt(oauthMergeRequests.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async consumeMergeRequest(tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(oauthMergeRequests)
        .set({ consumedAt: new Date() })
        .where(and(eq(oauthMergeRequests.tokenHash, tokenHash), isNull(oauthMergeRequests.consumedAt)))
        .returning({ tokenHash: oauthMergeRequests.tokenHash });
      return rows.length > 0;
    },
  };
}

export type OAuthRepository = ReturnType<typeof createOAuthRepository>;
