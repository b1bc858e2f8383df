/** Reads and writes sign-in sessions by token hash; no rules here (the session service decides validity). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, type SessionRow } from '../db/schema/auth.ts';
import { users, type UserRow } from '../db/schema/users.ts';

export function createSessionRepository(db: Db) {
  return {
    async insert(
      fields: Omit<typeof sessions.$inferInsert, 'id' | 'createdAt' | 'revokedAt'>,
    ): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(fields).returning();
      if (!row) throw new Error('insert into sessions returned no row');
      return row;
    },

    /** The live (not revoked, not expired at `now`) session with this token hash, with its user. */
    async findLiveByTokenHash(
      tokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .limit(1);
      return row;
    },

    /** The live session with this id, with its user (the realtime layer's node access tokens name sessions by id). */
    async findLiveById(id: number, now: Date): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async revoke(id: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async countForUser(userId: number): Promise<number> {
      return (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
    },

    /** Test and admin helper: move a session's expiry. */
    async setExpiry(id: number, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
