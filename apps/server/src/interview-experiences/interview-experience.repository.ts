/** Reads and writes interview experiences (with their author's and college's names); no rules here. */
import { and, asc, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { colleges } from '../db/schema/colleges.ts';
import {
  interviewExperiences,
  interviewExperienceViews,
  type InterviewExperienceRow,
} from '../db/schema/interview-experiences.ts';
import { problems } from '../db/schema/practice.ts';
import { users } from '../db/schema/users.ts';

export type ExperienceWrite = Omit<typeof interviewExperiences.$inferInsert, 'id' | 'createdAt'>;

export interface ExperienceRecord extends InterviewExperienceRow {
  authorName: string | null;
  collegeName: string | null;
}

export interface PublishedFilter {
  companyKey?: string | undefined;
  role?: string | undefined;
  outcome?: string | undefined;
  year?: number | undefined;
  text?: string | undefined;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createInterviewExperienceRepository(db: Db) {
  const select = () =>
    db
      .select({
        row: interviewExperiences,
        authorName: users.name,
        collegeName: colleges.name,
      })
      .from(interviewExperiences)
      .innerJoin(users, eq(users.id, interviewExperiences.userId))
      .leftJoin(colleges, eq(colleges.slug, interviewExperiences.collegeSlug));
  const record = (r: {
    row: InterviewExperienceRow;
    authorName: string | null;
    collegeName: string | null;
  }) => ({
    ...r.row,
    authorName: r.authorName,
    collegeName: r.collegeName,
  });

  function publishedWhere(filter: PublishedFilter): SQL | undefined {
    const t = interviewExperiences;
    return and(
      eq(t.status, 'published'),
      filter.companyKey ? eq(t.companyKey, filter.companyKey) : undefined,
      filter.role ? ilike(t.role, `%${escapeLike(filter.role)}%`) : undefined,
      filter.outcome ? eq(t.outcome, filter.outcome) : undefined,
      filter.year
        ? and(
            sql`${t.interviewDate} >= ${`${filter.year}-01-01`}`,
            sql`${t.interviewDate} <= ${`${filter.year}-12-31`}`,
          )
        : undefined,
      filter.text ? ilike(t.searchText, `%${escapeLike(filter.text.toLowerCase())}%`) : undefined,
    );
  }

  return {
    async insert(values: ExperienceWrite): Promise<InterviewExperienceRow> {
      const [row] = await db.insert(interviewExperiences).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<ExperienceWrite>): Promise<void> {
      await db
        .update(interviewExperiences)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(interviewExperiences.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(interviewExperiences).where(eq(interviewExperiences.id, id));
    },

    async bySlug(slug: string): Promise<ExperienceRecord | undefined> {
      const [row] = await select().where(eq(interviewExperiences.slug, slug)).limit(1);
      return row && record(row);
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: interviewExperiences.id })
        .from(interviewExperiences)
        .where(eq(interviewExperiences.slug, slug))
        .limit(1);
      return row !== undefined;
    },

    /** Published experiences matching the filter, newest first, and how many match. */
    async published(filter: PublishedFilter, offset: number, limit: number) {
      const where = publishedWhere(filter);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(interviewExperiences.publishedAt), desc(interviewExperiences.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(interviewExperiences).where(where),
      ]);
      return { rows: rows.map(record), total: total?.n ?? 0 };
    },

    /** Published since the date, most viewed first (then the newest). */
    async mostViewed(since: Date, limit: number): Promise<ExperienceRecord[]> {
      const rows = await select()
        .where(and(publishedWhere({}), gte(interviewExperiences.publishedAt, since)))
        .orderBy(
          desc(interviewExperiences.viewCount),
          desc(interviewExperiences.publishedAt),
          desc(interviewExperiences.id),
        )
        .limit(limit);
      return rows.map(record);
    },

    /** Counts the learner's first view of the experience; later views change nothing. */
    async recordView(experienceId: number, userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(interviewExperienceViews)
          .values({ experienceId, userId })
          .onConflictDoNothing()
          .returning({ userId: interviewExperienceViews.userId });
        if (added.length > 0)
          await tx
            .update(interviewExperiences)
            .set({ viewCount: sql`${interviewExperiences.viewCount} + 1` })
            .where(eq(interviewExperiences.id, experienceId));
        return added.length > 0;
      });
    },

    /** How many of the learner's experiences went to review since the time. */
    async submittedSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(interviewExperiences)
        .where(and(eq(interviewExperiences.userId, userId), gte(interviewExperiences.submittedAt, since)));
      return row?.n ?? 0;
    },

    /** Companies with published experiences, most experiences first; the name is the most recent spelling. */
    async companies(limit: number) {
      const t = interviewExperiences;
      return db
        .select({
          key: t.companyKey,
          name: sql<string>`(array_agg(${t.company} order by ${t.publishedAt} desc))[1]`,
          count: count(),
        })
        .from(t)
        .where(eq(t.status, 'published'))
        .groupBy(t.companyKey)
        .orderBy(desc(count()), asc(t.companyKey))
        .limit(limit);
    },

    async byAuthor(userId: number): Promise<ExperienceRecord[]> {
      const rows = await select()
        .where(eq(interviewExperiences.userId, userId))
        .orderBy(desc(interviewExperiences.updatedAt), desc(interviewExperiences.id));
      return rows.map(record);
    },

    async countPendingOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(interviewExperiences)
        .where(and(eq(interviewExperiences.userId, userId), eq(interviewExperiences.status, 'pending')));
      return row?.n ?? 0;
    },

    /** Waiting for a moderator, oldest submission first. */
    async pending(limit: number): Promise<ExperienceRecord[]> {
      const rows = await select()
        .where(eq(interviewExperiences.status, 'pending'))
        .orderBy(asc(interviewExperiences.submittedAt), asc(interviewExperiences.id))
        .limit(limit);
      return rows.map(record);
    },

    /** The problems among these slugs that exist and pass `visible` (practice's access policy for the viewer). */
    async problemsBySlugs(slugs: readonly string[], visible: SQL | undefined) {
      if (slugs.length === 0) return [];
      return db
        .select({ slug: problems.slug, name: problems.name, difficulty: problems.difficulty })
        .from(problems)
        .where(and(inArray(problems.slug, [...slugs]), visible));
    },

    async collegeExists(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ slug: colleges.slug })
        .from(colleges)
        .where(eq(colleges.slug, slug))
        .limit(1);
      return row !== undefined;
    },

    /** Demo samples (development only) for the demo command's idempotence and removal. */
    async demoSlugs(): Promise<string[]> {
      const rows = await db
        .select({ slug: interviewExperiences.slug })
        .from(interviewExperiences)
        .where(eq(interviewExperiences.isDemo, true));
      return rows.map((r) => r.slug);
    },
  };
}
