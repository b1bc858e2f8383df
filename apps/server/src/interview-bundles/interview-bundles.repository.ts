/**
 * Reads of interview bundles (schema: db/schema/interview-bundles.ts) and of what a bundle's view needs from the
 * catalogue: its problems (through practice's access condition) and the learner's solved / attempted state.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { interviewBundles, type InterviewBundleRow } from '../db/schema/interview-bundles.ts';
import { problems, topics, userProblemStates } from '../db/schema/practice.ts';

export interface BundleProblem {
  id: number;
  slug: string;
  name: string;
  problemType: string;
  difficulty: string;
  maxScore: number;
}

export interface LearnerMark {
  solved: boolean;
  attempted: boolean;
}

export function createInterviewBundlesRepository(db: Db) {
  return {
    async allBundles(): Promise<InterviewBundleRow[]> {
      return db
        .select()
        .from(interviewBundles)
        .orderBy(asc(interviewBundles.position), asc(interviewBundles.id));
    },

    async bundleBySlug(slug: string): Promise<InterviewBundleRow | undefined> {
      const [row] = await db.select().from(interviewBundles).where(eq(interviewBundles.slug, slug));
      return row;
    },

    /** Of the problems named by `slugs`, those that pass `visible` (practice's access condition), by slug. */
    async visibleProblems(
      slugs: readonly string[],
      visible: SQL | undefined,
    ): Promise<Map<string, BundleProblem>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({
          id: problems.id,
          slug: problems.slug,
          name: problems.name,
          problemType: problems.problemType,
          difficulty: problems.difficulty,
          maxScore: problems.maxScore,
        })
        .from(problems)
        .where(and(inArray(problems.slug, [...new Set(slugs)]), visible));
      return new Map(rows.map((r) => [r.slug, r]));
    },

    /** The learner's state on the problems `ids` (absent: never submitted). */
    async marks(userId: number, ids: readonly number[]): Promise<Map<number, LearnerMark>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          problemId: userProblemStates.problemId,
          attemptedAt: userProblemStates.attemptedAt,
          solvedAt: userProblemStates.solvedAt,
        })
        .from(userProblemStates)
        .where(and(eq(userProblemStates.userId, userId), inArray(userProblemStates.problemId, [...ids])));
      return new Map(
        rows.map((r) => [r.problemId, { solved: r.solvedAt !== null, attempted: r.attemptedAt !== null }]),
      );
    },

    /** Catalogue topic names by slug (a bundle's topics are catalogue topic slugs). */
    async topicNames(): Promise<Map<string, string>> {
      const rows = await db.select({ slug: topics.slug, name: topics.name }).from(topics);
      return new Map(rows.map((r) => [r.slug, r.name]));
    },
  };
}
