/**
 * Reads and writes of guided paths (schema: db/schema/guided-paths.ts): the imported structure, the learner's
 * enrolment, marks and last viewed item, and the practice state (best score, solved) of the path's problems.
 */
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  guidedPathContentables,
  guidedPathEnrolments,
  guidedPathItemMarks,
  guidedPathItems,
  guidedPathModules,
  guidedPaths,
  type GuidedPathEnrolmentRow,
  type GuidedPathRow,
} from '../db/schema/guided-paths.ts';
import { problems, topics, userProblemStates } from '../db/schema/practice.ts';
import { users } from '../db/schema/users.ts';

export interface StructureItem {
  key: string;
  kind: 'problem' | 'article' | 'video';
  title: string;
  durationMinutes: number;
  bodyHtml: string | null;
  videoUrl: string | null;
  problemId: number | null;
  problemSlug: string | null;
  problemType: string | null;
  difficulty: string | null;
  maxScore: number;
}

export interface StructureModule {
  slug: string;
  title: string;
  summary: string;
  weightage: number;
  contentables: { slug: string; title: string; items: StructureItem[] }[];
}

export interface LearnerProblemState {
  userScore: number;
  attempted: boolean;
  /** The first accepted solution; null while unsolved. */
  solvedAt: Date | null;
}

/** The catalogue problems a path's items name, each once. */
export const problemIdsOf = (structure: readonly StructureModule[]): number[] => [
  ...new Set(
    structure.flatMap((m) =>
      m.contentables.flatMap((c) => c.items.flatMap((i) => (i.problemId === null ? [] : [i.problemId]))),
    ),
  ),
];

export function createGuidedPathsRepository(db: Db) {
  return {
    async allPaths(): Promise<GuidedPathRow[]> {
      return db.select().from(guidedPaths).orderBy(asc(guidedPaths.position), asc(guidedPaths.id));
    },

    async pathBySlug(slug: string): Promise<GuidedPathRow | undefined> {
      const [row] = await db.select().from(guidedPaths).where(eq(guidedPaths.slug, slug));
      return row;
    },

    async pathById(id: number): Promise<GuidedPathRow | undefined> {
      const [row] = await db.select().from(guidedPaths).where(eq(guidedPaths.id, id));
      return row;
    },

    /** The path's modules -> sections -> items, in order, problems joined with the catalogue. */
    async structure(pathId: number): Promise<StructureModule[]> {
      const rows = await db
        .select({
          moduleId: guidedPathModules.id,
          moduleSlug: guidedPathModules.slug,
          moduleTitle: guidedPathModules.title,
          moduleSummary: guidedPathModules.summary,
          weightage: guidedPathModules.weightage,
          contentableId: guidedPathContentables.id,
          contentableSlug: guidedPathContentables.slug,
          contentableTitle: guidedPathContentables.title,
          key: guidedPathItems.key,
          kind: guidedPathItems.kind,
          title: guidedPathItems.title,
          durationMinutes: guidedPathItems.durationMinutes,
          bodyHtml: guidedPathItems.bodyHtml,
          videoUrl: guidedPathItems.videoUrl,
          problemId: guidedPathItems.problemId,
          problemSlug: problems.slug,
          problemName: problems.name,
          problemType: problems.problemType,
          difficulty: problems.difficulty,
          maxScore: problems.maxScore,
        })
        .from(guidedPathModules)
        .innerJoin(guidedPathContentables, eq(guidedPathContentables.moduleId, guidedPathModules.id))
        .innerJoin(guidedPathItems, eq(guidedPathItems.contentableId, guidedPathContentables.id))
        .leftJoin(problems, eq(problems.id, guidedPathItems.problemId))
        .where(eq(guidedPathModules.pathId, pathId))
        .orderBy(
          asc(guidedPathModules.position),
          asc(guidedPathContentables.position),
          asc(guidedPathItems.position),
        );
      const modules: StructureModule[] = [];
      let lastModule = -1;
      let lastContentable = -1;
      for (const r of rows) {
        if (r.moduleId !== lastModule) {
          modules.push({
            slug: r.moduleSlug,
            title: r.moduleTitle,
            summary: r.moduleSummary,
            weightage: r.weightage,
            contentables: [],
          });
          lastModule = r.moduleId;
          lastContentable = -1;
        }
        const module = modules[modules.length - 1]!;
        if (r.contentableId !== lastContentable) {
          module.contentables.push({ slug: r.contentableSlug, title: r.contentableTitle, items: [] });
          lastContentable = r.contentableId;
        }
        module.contentables[module.contentables.length - 1]!.items.push({
          key: r.key,
          kind: r.kind as StructureItem['kind'],
          title: r.problemName ?? r.title,
          durationMinutes: r.durationMinutes,
          bodyHtml: r.bodyHtml,
          videoUrl: r.videoUrl,
          problemId: r.problemId,
          problemSlug: r.problemSlug,
          problemType: r.problemType,
          difficulty: r.difficulty,
          maxScore: r.maxScore ?? 0,
        });
      }
      return modules;
    },

    /** Of `ids`, the problems that pass `visible` (practice's access condition over problems.id). */
    async visibleProblemIds(ids: readonly number[], visible: SQL | undefined): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      if (!visible) return new Set(ids);
      const rows = await db
        .select({ id: problems.id })
        .from(problems)
        .where(and(inArray(problems.id, [...ids]), visible));
      return new Set(rows.map((r) => r.id));
    },

    async problemStates(userId: number, ids: readonly number[]): Promise<Map<number, LearnerProblemState>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          problemId: userProblemStates.problemId,
          userScore: userProblemStates.userScore,
          attemptedAt: userProblemStates.attemptedAt,
          solvedAt: userProblemStates.solvedAt,
        })
        .from(userProblemStates)
        .where(and(eq(userProblemStates.userId, userId), inArray(userProblemStates.problemId, [...ids])));
      return new Map(
        rows.map((r) => [
          r.problemId,
          { userScore: r.userScore, attempted: r.attemptedAt !== null, solvedAt: r.solvedAt },
        ]),
      );
    },

    async enrolment(pathId: number, userId: number): Promise<GuidedPathEnrolmentRow | undefined> {
      const [row] = await db
        .select()
        .from(guidedPathEnrolments)
        .where(and(eq(guidedPathEnrolments.pathId, pathId), eq(guidedPathEnrolments.userId, userId)));
      return row;
    },

    async enrolledCounts(): Promise<Map<number, number>> {
      const rows = await db
        .select({ pathId: guidedPathEnrolments.pathId, n: count() })
        .from(guidedPathEnrolments)
        .groupBy(guidedPathEnrolments.pathId);
      return new Map(rows.map((r) => [r.pathId, r.n]));
    },

    async enrolledCount(pathId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(guidedPathEnrolments)
        .where(eq(guidedPathEnrolments.pathId, pathId));
      return row?.n ?? 0;
    },

    async enroll(pathId: number, userId: number, source: string | null, at: Date): Promise<void> {
      await db
        .insert(guidedPathEnrolments)
        .values({ pathId, userId, source, enrolledAt: at })
        .onConflictDoNothing();
    },

    async setLastViewed(pathId: number, userId: number, key: string, at: Date): Promise<void> {
      await db
        .update(guidedPathEnrolments)
        .set({ lastItemKey: key, lastViewedAt: at })
        .where(and(eq(guidedPathEnrolments.pathId, pathId), eq(guidedPathEnrolments.userId, userId)));
    },

    async setCompleted(pathId: number, userId: number, at: Date): Promise<void> {
      await db
        .update(guidedPathEnrolments)
        .set({ completedAt: at })
        .where(
          and(
            eq(guidedPathEnrolments.pathId, pathId),
            eq(guidedPathEnrolments.userId, userId),
            sql`${guidedPathEnrolments.completedAt} is null`,
          ),
        );
    },

    /** The learner's marked item keys, each with when it was marked. */
    async marks(pathId: number, userId: number): Promise<Map<string, Date>> {
      const rows = await db
        .select({ key: guidedPathItemMarks.itemKey, at: guidedPathItemMarks.completedAt })
        .from(guidedPathItemMarks)
        .where(and(eq(guidedPathItemMarks.pathId, pathId), eq(guidedPathItemMarks.userId, userId)));
      return new Map(rows.map((r) => [r.key, r.at]));
    },

    async setMark(pathId: number, userId: number, key: string, completed: boolean, at: Date): Promise<void> {
      if (completed) {
        await db
          .insert(guidedPathItemMarks)
          .values({ pathId, userId, itemKey: key, completedAt: at })
          .onConflictDoNothing();
      } else {
        await db
          .delete(guidedPathItemMarks)
          .where(
            and(
              eq(guidedPathItemMarks.pathId, pathId),
              eq(guidedPathItemMarks.userId, userId),
              eq(guidedPathItemMarks.itemKey, key),
            ),
          );
      }
    },

    /** Paths the user is enrolled in that hold the problem (the accepted-submission hook). */
    async enrolledPathsWithProblem(userId: number, problemId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ pathId: guidedPathItems.pathId })
        .from(guidedPathItems)
        .innerJoin(
          guidedPathEnrolments,
          and(
            eq(guidedPathEnrolments.pathId, guidedPathItems.pathId),
            eq(guidedPathEnrolments.userId, userId),
          ),
        )
        .where(and(eq(guidedPathItems.problemId, problemId), isNotNull(guidedPathItems.problemId)));
      return rows.map((r) => r.pathId);
    },

    /** Catalogue topic names by slug (a path's topics are catalogue topic slugs). */
    async topicNames(): Promise<Map<string, string>> {
      const rows = await db.select({ slug: topics.slug, name: topics.name }).from(topics);
      return new Map(rows.map((r) => [r.slug, r.name]));
    },

    async userName(userId: number): Promise<string> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? '';
    },
  };
}

export type GuidedPathsRepository = ReturnType<typeof createGuidedPathsRepository>;
