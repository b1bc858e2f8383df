/**
 * Reads of single problems and of the curated lists (with the caller's progress). Reads only; every read of
 * problems takes the viewer's visibility (practice's access policy) and leaves hidden problems out.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { VisibleTo } from '../access/problem-access.ts';
import {
  problemListItems,
  problemLists,
  problems,
  submissions,
  userProblemStates,
  type ProblemRow,
} from '../../db/schema/practice.ts';

export interface ListRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  total: number;
  solved: number;
  attempted: number;
}

export function createCatalogueRepository(db: Db) {
  /** Lists with their sizes and, for a user, solved and attempted-but-unsolved counts (visible problems only). */
  async function listsWithProgress(
    visible: VisibleTo,
    userId: number | null,
    slug?: string,
  ): Promise<ListRow[]> {
    const stateOn = userId
      ? and(eq(userProblemStates.problemId, problemListItems.problemId), eq(userProblemStates.userId, userId))
      : sql`false`;
    const rows = await db
      .select({
        id: problemLists.id,
        slug: problemLists.slug,
        name: problemLists.name,
        description: problemLists.description,
        total: count(problemListItems.problemId),
        solved: count(userProblemStates.solvedAt),
        attempted: sql<number>`count(*) filter (where ${userProblemStates.attemptedAt} is not null and ${userProblemStates.solvedAt} is null)`,
      })
      .from(problemLists)
      .leftJoin(
        problemListItems,
        and(eq(problemListItems.listId, problemLists.id), visible(problemListItems.problemId)),
      )
      .leftJoin(userProblemStates, stateOn!)
      .where(slug ? eq(problemLists.slug, slug) : undefined)
      .groupBy(problemLists.id)
      .orderBy(asc(problemLists.position), asc(problemLists.id));
    return rows.map((r) => ({
      ...r,
      total: Number(r.total),
      solved: Number(r.solved),
      attempted: Number(r.attempted),
    }));
  }

  return {
    async findBySlug(slug: string, visible: VisibleTo): Promise<ProblemRow | undefined> {
      const [row] = await db
        .select()
        .from(problems)
        .where(and(eq(problems.slug, slug), visible()))
        .limit(1);
      return row;
    },

    async findById(id: number, visible: VisibleTo): Promise<ProblemRow | undefined> {
      const [row] = await db
        .select()
        .from(problems)
        .where(and(eq(problems.id, id), visible()))
        .limit(1);
      return row;
    },

    /** Name and meta of a problem for the server-rendered head. */
    async pageMeta(slug: string, visible: VisibleTo) {
      const [row] = await db
        .select({
          name: problems.name,
          metaDescription: problems.metaDescription,
          metaKeywords: problems.metaKeywords,
        })
        .from(problems)
        .where(and(eq(problems.slug, slug), visible()))
        .limit(1);
      return row;
    },

    listsWithProgress,

    async findList(slug: string, visible: VisibleTo): Promise<ListRow | undefined> {
      const [row] = await listsWithProgress(visible, null, slug);
      return row;
    },

    /** Problem ids of a list in the list's order. */
    async listProblemIds(listId: number): Promise<number[]> {
      const rows = await db
        .select({ problemId: problemListItems.problemId })
        .from(problemListItems)
        .where(eq(problemListItems.listId, listId))
        .orderBy(asc(problemListItems.position), asc(problemListItems.problemId));
      return rows.map((r) => r.problemId);
    },

    /** The user's submissions of a problem, newest first (written by the submissions service). */
    async submissionIds(userId: number, problemId: number): Promise<string[]> {
      const rows = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)))
        .orderBy(desc(submissions.createdAt), desc(submissions.id));
      return rows.map((r) => r.id);
    },

    async submissionOwner(id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: submissions.userId })
        .from(submissions)
        .where(eq(submissions.id, id))
        .limit(1);
      return row?.userId;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
