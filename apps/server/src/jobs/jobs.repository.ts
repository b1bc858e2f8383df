/** Reads and writes of job posts (schema: db/schema/jobs.ts). */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobPosts, type JobPostRow } from '../db/schema/jobs.ts';

export type JobPostValues = Omit<JobPostRow, 'id' | 'createdAt' | 'updatedAt'>;

export function createJobsRepository(db: Db) {
  const open = (day: string) => and(lte(jobPosts.postedOn, day), gte(jobPosts.expiresOn, day));
  return {
    /** Posts open on `day`, newest first. */
    async openPosts(day: string): Promise<JobPostRow[]> {
      return db.select().from(jobPosts).where(open(day)).orderBy(desc(jobPosts.postedOn), asc(jobPosts.id));
    },

    async openBySlug(slug: string, day: string): Promise<JobPostRow | undefined> {
      const [row] = await db
        .select()
        .from(jobPosts)
        .where(and(eq(jobPosts.slug, slug), open(day)));
      return row;
    },

    async all(): Promise<JobPostRow[]> {
      return db.select().from(jobPosts).orderBy(desc(jobPosts.postedOn), asc(jobPosts.id));
    },

    async upsert(values: JobPostValues): Promise<'inserted' | 'updated'> {
      const [existing] = await db
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(eq(jobPosts.slug, values.slug));
      if (existing) {
        await db
          .update(jobPosts)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(jobPosts.id, existing.id));
        return 'updated';
      }
      await db.insert(jobPosts).values(values);
      return 'inserted';
    },

    async remove(slug: string): Promise<boolean> {
      const rows = await db.delete(jobPosts).where(eq(jobPosts.slug, slug)).returning({ id: jobPosts.id });
      return rows.length > 0;
    },
  };
}
