/** Reads and writes bans from posting, learners' reports and the moderators' audit log. */

/** A learner as moderators see them (name, screen name, profile link). */
const personColumns = {
  id: users.id,
  uuid: users.uuid,
  name: users.name,
  image: users.image,
  screenName: users.screenName,
};
export interface PersonRow {
  id: number;
  uuid: string;
  name: string | null;
  image: string | null;
  screenName: string | null;
}
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  discussionAudit,
  discussionBans,
  discussionComments,
  discussionPosts,
  discussionReports,
} from '../db/schema/discussions.ts';
import { users } from '../db/schema/users.ts';
import { authorColumns } from './discussion.repository.ts';

export function createModerationRepository(db: Db) {
  return {
    /** The ban in force for the learner now, if any. */
    async activeBan(userId: number, now: Date) {
      const [row] = await db
        .select()
        .from(discussionBans)
        .where(
          and(
            eq(discussionBans.userId, userId),
            or(isNull(discussionBans.endsAt), gt(discussionBans.endsAt, now)),
          ),
        )
        .limit(1);
      return row;
    },

    async ban(values: typeof discussionBans.$inferInsert) {
      await db
        .insert(discussionBans)
        .values(values)
        .onConflictDoUpdate({
          target: discussionBans.userId,
          set: {
            reason: values.reason,
            endsAt: values.endsAt ?? null,
            moderatorId: values.moderatorId ?? null,
            createdAt: new Date(),
          },
        });
    },

    async unban(userId: number) {
      const removed = await db
        .delete(discussionBans)
        .where(eq(discussionBans.userId, userId))
        .returning({ userId: discussionBans.userId });
      return removed.length > 0;
    },

    async bans(now: Date) {
      return db
        .select({ ban: discussionBans, user: authorColumns })
        .from(discussionBans)
        .innerJoin(users, eq(users.id, discussionBans.userId))
        .where(or(isNull(discussionBans.endsAt), gt(discussionBans.endsAt, now)))
        .orderBy(desc(discussionBans.createdAt));
    },

    async audit(values: typeof discussionAudit.$inferInsert) {
      await db.insert(discussionAudit).values(values);
    },

    async auditLog(limit: number) {
      return db
        .select({ entry: discussionAudit, moderator: personColumns })
        .from(discussionAudit)
        .leftJoin(users, eq(users.id, discussionAudit.moderatorId))
        .orderBy(desc(discussionAudit.createdAt), desc(discussionAudit.id))
        .limit(limit);
    },

    /** True when stored, false when the learner had already reported it. */
    async report(values: typeof discussionReports.$inferInsert) {
      const rows = await db
        .insert(discussionReports)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: discussionReports.id });
      return rows.length > 0;
    },

    /** The open reports, newest first. */
    async openReports(limit: number) {
      return db
        .select({ report: discussionReports, reporter: personColumns })
        .from(discussionReports)
        .innerJoin(users, eq(users.id, discussionReports.userId))
        .where(isNull(discussionReports.resolvedAt))
        .orderBy(desc(discussionReports.createdAt), desc(discussionReports.id))
        .limit(limit);
    },

    async reportById(id: number) {
      const [row] = await db.select().from(discussionReports).where(eq(discussionReports.id, id)).limit(1);
      return row;
    },

    /** Closes every open report of the post or comment; returns the ids it closed. */
    async closeReports(
      parentType: string,
      parentId: number,
      close: { resolution: 'resolved' | 'dismissed'; resolvedBy: number; resolvedAt: Date },
    ) {
      const rows = await db
        .update(discussionReports)
        .set(close)
        .where(
          and(
            eq(discussionReports.parentType, parentType),
            eq(discussionReports.parentId, parentId),
            isNull(discussionReports.resolvedAt),
          ),
        )
        .returning({ id: discussionReports.id });
      return rows.map((r) => r.id);
    },

    async people(ids: readonly number[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(personColumns)
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async postAuthors(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: discussionPosts.id, authorId: discussionPosts.authorId })
        .from(discussionPosts)
        .where(inArray(discussionPosts.id, [...ids]));
    },

    async commentAuthors(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: discussionComments.id,
          authorId: discussionComments.authorId,
          postId: discussionComments.postId,
        })
        .from(discussionComments)
        .where(inArray(discussionComments.id, [...ids]));
    },

    /** Held posts still awaiting a decision: neither approved nor hidden by a moderator, oldest first. */
    async heldPostIds(limit: number) {
      const rows = await db
        .select({ id: discussionPosts.id })
        .from(discussionPosts)
        .where(
          and(
            isNotNull(discussionPosts.heldAt),
            isNull(discussionPosts.hiddenAt),
            isNull(discussionPosts.deletedAt),
          ),
        )
        .orderBy(asc(discussionPosts.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}
