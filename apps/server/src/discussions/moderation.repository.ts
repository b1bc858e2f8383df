/** Reads and writes bans from posting, learners' reports and the moderators' audit log. */
import { and, asc, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  discussionAudit,
  discussionBans,
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
        .select({ entry: discussionAudit, moderator: authorColumns })
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

    async reports(limit: number) {
      return db
        .select({ report: discussionReports, reporter: authorColumns })
        .from(discussionReports)
        .innerJoin(users, eq(users.id, discussionReports.userId))
        .orderBy(desc(discussionReports.createdAt))
        .limit(limit);
    },

    async heldPostIds(limit: number) {
      const rows = await db
        .select({ id: discussionPosts.id })
        .from(discussionPosts)
        .where(and(isNotNull(discussionPosts.heldAt), isNull(discussionPosts.deletedAt)))
        .orderBy(asc(discussionPosts.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}
