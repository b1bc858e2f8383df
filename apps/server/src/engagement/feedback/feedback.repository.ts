/** Reads and writes feedback reports; no rules here (the per-hour limit is the service's). */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { feedbackReports } from '../../db/schema/engagement-feedback.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';

export interface NewFeedbackReport {
  userId: number;
  area: string;
  issue: string;
  comment: string;
  pagePath: string | null;
  at: Date;
}

export interface FeedbackListRow {
  id: number;
  createdAt: Date;
  userId: number;
  userName: string | null;
  userEmail: string | null;
  area: string;
  issue: string;
  comment: string;
  pagePath: string | null;
}

export function createFeedbackRepository(db: Db) {
  return {
    /** Serialises one learner's sends inside the caller's transaction, so two tabs can't both pass the limit. */
    async lockUser(tx: Db, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`katana:feedback:${userId}`}))`);
    },

    async countSince(tx: Db, userId: number, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(feedbackReports)
        .where(and(eq(feedbackReports.userId, userId), gte(feedbackReports.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    async add(tx: Db, row: NewFeedbackReport): Promise<void> {
      await tx.insert(feedbackReports).values({
        userId: row.userId,
        area: row.area,
        issue: row.issue,
        comment: row.comment,
        pagePath: row.pagePath,
        createdAt: row.at,
      });
    },

    /** Newest first, with who sent each (for the operator's list). */
    async list(opts: { since?: Date; area?: string; limit: number }): Promise<FeedbackListRow[]> {
      const where = and(
        opts.since ? gte(feedbackReports.createdAt, opts.since) : undefined,
        opts.area ? eq(feedbackReports.area, opts.area) : undefined,
      );
      return db
        .select({
          id: feedbackReports.id,
          createdAt: feedbackReports.createdAt,
          userId: feedbackReports.userId,
          userName: users.name,
          userEmail: users.email,
          area: feedbackReports.area,
          issue: feedbackReports.issue,
          comment: feedbackReports.comment,
          pagePath: feedbackReports.pagePath,
        })
        .from(feedbackReports)
        .innerJoin(users, eq(users.id, feedbackReports.userId))
        .where(where)
        .orderBy(desc(feedbackReports.createdAt), desc(feedbackReports.id))
        .limit(opts.limit);
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
