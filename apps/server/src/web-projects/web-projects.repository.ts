/**
 * Reads of web projects (schema: db/schema/web-projects.ts) and of what a project's view needs from the catalogue:
 * its step problems, the learner's solved steps and their latest accepted files of a step.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problems, submissions, userProblemStates } from '../db/schema/practice.ts';
import { webProjects, type WebProjectRow } from '../db/schema/web-projects.ts';

export interface StepProblem {
  id: number;
  slug: string;
  name: string;
  difficulty: string;
  problemType: string;
  /** The editor's starting text by language: a front-end problem's is its starter files as files JSON. */
  scaffolds: Record<string, string>;
}

export function createWebProjectsRepository(db: Db) {
  return {
    async allProjects(): Promise<WebProjectRow[]> {
      return db.select().from(webProjects).orderBy(asc(webProjects.position), asc(webProjects.title));
    },

    async projectBySlug(slug: string): Promise<WebProjectRow | undefined> {
      const [row] = await db.select().from(webProjects).where(eq(webProjects.slug, slug));
      return row;
    },

    /**
     * The problems named by `slugs` that pass `visible` (practice's access condition), by slug: a step whose problem
     * left the catalogue, or is hidden from the viewer (a live contest's), is absent.
     */
    async stepProblems(
      slugs: readonly string[],
      visible: SQL | undefined,
    ): Promise<Map<string, StepProblem>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({
          id: problems.id,
          slug: problems.slug,
          name: problems.name,
          difficulty: problems.difficulty,
          problemType: problems.problemType,
          scaffolds: problems.scaffolds,
        })
        .from(problems)
        .where(and(inArray(problems.slug, [...new Set(slugs)]), visible));
      return new Map(rows.map((r) => [r.slug, r]));
    },

    /** Of the problems `ids`, those the learner has solved (an accepted submission). */
    async solved(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ problemId: userProblemStates.problemId })
        .from(userProblemStates)
        .where(
          and(
            eq(userProblemStates.userId, userId),
            inArray(userProblemStates.problemId, [...ids]),
            isNotNull(userProblemStates.solvedAt),
          ),
        );
      return new Set(rows.map((r) => r.problemId));
    },

    /** The code (files JSON) of the learner's latest full-score submission of a problem, or null. */
    async latestAcceptedCode(userId: number, problemId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: submissions.code })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.problemId, problemId),
            eq(submissions.state, 'DONE'),
            gte(submissions.percentageScoreWithoutPenalty, 100),
          ),
        )
        .orderBy(desc(submissions.createdAt))
        .limit(1);
      return row?.code ?? null;
    },
  };
}
