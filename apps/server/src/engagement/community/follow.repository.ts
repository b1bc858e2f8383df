/** Reads and writes the follow relation (follows) and the learners it names; no rules here. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { follows } from '../../db/schema/engagement-community.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';

export interface FollowUserRow {
  id: number;
  uuid: string;
  name: string | null;
  screenName: string | null;
  image: string | null;
}

const userColumns = {
  id: users.id,
  uuid: users.uuid,
  name: users.name,
  screenName: users.screenName,
  image: users.image,
};

export function createFollowRepository(db: Db) {
  return {
    async userByUuid(uuid: string): Promise<FollowUserRow | null> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.uuid, uuid)).limit(1);
      return row ?? null;
    },

    async userById(id: number): Promise<FollowUserRow | null> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async isFollowing(followerId: number, followeeId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .limit(1);
      return row !== undefined;
    },

    /** Serialises toggles of one pair inside the caller's transaction (two tabs, a double click). */
    async lockPair(tx: Db, followerId: number, followeeId: number): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`katana:follow:${followerId}:${followeeId}`}))`,
      );
    },

    /** Removes the relation; true when there was one. */
    async remove(tx: Db, followerId: number, followeeId: number): Promise<boolean> {
      const removed = await tx
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .returning({ followerId: follows.followerId });
      return removed.length > 0;
    },

    async add(tx: Db, followerId: number, followeeId: number): Promise<void> {
      await tx.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
    },

    async followers(userId: number): Promise<FollowUserRow[]> {
      return db
        .select(userColumns)
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(eq(follows.followeeId, userId))
        .orderBy(asc(follows.createdAt), asc(users.id));
    },

    async following(userId: number): Promise<FollowUserRow[]> {
      return db
        .select(userColumns)
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followeeId))
        .where(eq(follows.followerId, userId))
        .orderBy(asc(follows.createdAt), asc(users.id));
    },

    async followeeIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: follows.followeeId })
        .from(follows)
        .where(eq(follows.followerId, userId));
      return rows.map((r) => r.id);
    },
  };
}
export type FollowRepository = ReturnType<typeof createFollowRepository>;
