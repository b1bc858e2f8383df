/** Reads and writes colleges and learners' requests for new ones; no rules here. */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { collegeRequests, colleges, type CollegeRow } from '../db/schema/colleges.ts';

export type CollegeFields = Pick<CollegeRow, 'slug' | 'name' | 'city' | 'state' | 'country'>;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createCollegeRepository(db: Db) {
  return {
    async bySlug(slug: string): Promise<CollegeRow | undefined> {
      const [row] = await db.select().from(colleges).where(eq(colleges.slug, slug)).limit(1);
      return row;
    },

    /**
     * Autocomplete: names containing the term (prefix matches first) or close to it by trigram similarity (typos),
     * best first; without a term, all by name.
     */
    async search(term: string | undefined, offset: number, limit: number) {
      const where = term
        ? or(
            ilike(colleges.name, `%${escapeLike(term)}%`),
            ilike(colleges.city, `${escapeLike(term)}%`),
            sql`${colleges.name} % ${term}`,
          )
        : undefined;
      const order = term
        ? [
            desc(sql`(${colleges.name} ilike ${`${escapeLike(term)}%`})`),
            desc(sql`similarity(${colleges.name}, ${term})`),
            asc(colleges.name),
          ]
        : [asc(colleges.name)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(colleges)
          .where(where)
          .orderBy(...order)
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(colleges).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Inserts or updates by slug; returns what happened. */
    async upsert(fields: CollegeFields, source: string): Promise<'inserted' | 'updated' | 'unchanged'> {
      const existing = await this.bySlug(fields.slug);
      if (!existing) {
        await db.insert(colleges).values({ ...fields, source });
        return 'inserted';
      }
      const same =
        existing.name === fields.name &&
        existing.city === fields.city &&
        existing.state === fields.state &&
        existing.country === fields.country;
      if (same) return 'unchanged';
      await db
        .update(colleges)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(colleges.slug, fields.slug));
      return 'updated';
    },

    async pendingRequestFor(userId: number, name: string) {
      const [row] = await db
        .select()
        .from(collegeRequests)
        .where(
          and(
            eq(collegeRequests.userId, userId),
            eq(collegeRequests.status, 'pending'),
            sql`lower(${collegeRequests.name}) = lower(${name})`,
          ),
        )
        .limit(1);
      return row;
    },

    async insertRequest(values: {
      userId: number;
      name: string;
      city: string | null;
      country: string | null;
    }) {
      const [row] = await db.insert(collegeRequests).values(values).returning();
      return row!;
    },

    async requests(status: string) {
      return db
        .select()
        .from(collegeRequests)
        .where(eq(collegeRequests.status, status))
        .orderBy(asc(collegeRequests.createdAt));
    },

    async requestById(id: number) {
      const [row] = await db.select().from(collegeRequests).where(eq(collegeRequests.id, id)).limit(1);
      return row;
    },

    async settleRequest(id: number, status: 'accepted' | 'rejected', collegeSlug: string | null) {
      await db
        .update(collegeRequests)
        .set({ status, collegeSlug, updatedAt: new Date() })
        .where(eq(collegeRequests.id, id));
    },
  };
}

export type CollegeRepository = ReturnType<typeof createCollegeRepository>;
