/**
 * Reads and writes submissions; no rules here (the recorder and the service decide). Every function takes the
 * Drizzle handle to use, so the recorder can run them inside one transaction.
 */
import { and, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions, type NewSubmissionRow, type SubmissionRow } from '../../db/schema/practice.ts';

/** States after which a submission never changes again. */
export const FINAL_STATES = ['DONE', 'FAILED'] as const;
export const PENDING_STATES = ['QUEUED', 'JUDGING'] as const;

export type SubmissionUpdate = Partial<Omit<NewSubmissionRow, 'id' | 'userId' | 'problemId' | 'createdAt'>>;

export function createSubmissionRepository(db: Db) {
  return {
    async insert(fields: NewSubmissionRow): Promise<SubmissionRow> {
      const [row] = await db.insert(submissions).values(fields).returning();
      if (!row) throw new Error('insert into submissions returned no row');
      return row;
    },

    async findById(id: string): Promise<SubmissionRow | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends (a second delivery of the same result waits here). */
    async lockById(id: string): Promise<SubmissionRow | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).for('update').limit(1);
      return row;
    },

    async findOwned(id: string, userId: number): Promise<SubmissionRow | undefined> {
      const [row] = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.id, id), eq(submissions.userId, userId)))
        .limit(1);
      return row;
    },

    /** Newest first. */
    async listForUserProblem(userId: number, problemId: number, limit: number): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)))
        .orderBy(desc(submissions.createdAt))
        .limit(limit);
    },

    /** Updates a submission that is not final yet; returns whether a row changed. */
    async updateUnlessFinal(id: string, fields: SubmissionUpdate): Promise<boolean> {
      const rows = await db
        .update(submissions)
        .set(fields)
        .where(and(eq(submissions.id, id), notInArray(submissions.state, [...FINAL_STATES])))
        .returning({ id: submissions.id });
      return rows.length > 0;
    },

    async setBest(id: string, isBest: boolean): Promise<void> {
      await db.update(submissions).set({ isBest }).where(eq(submissions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(submissions).where(eq(submissions.id, id));
    },

    /** Serialises one learner's submits inside the caller's transaction (the pending cap is counted under it). */
    async lockUserQueue(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`katana:submissions:${userId}`}))`);
    },

    /** The learner's submissions made since `since` that still wait for a verdict. */
    async countPendingOf(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            inArray(submissions.state, [...PENDING_STATES]),
            gte(submissions.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Submissions still waiting for a verdict, oldest first (re-enqueued after an embedded restart). */
    async listPending(limit: number): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(submissions)
        .where(inArray(submissions.state, [...PENDING_STATES]))
        .orderBy(submissions.createdAt)
        .limit(limit);
    },
  };
}
