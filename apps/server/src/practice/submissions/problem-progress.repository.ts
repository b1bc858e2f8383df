/**
 * What submissions read of a problem (type, max score, package, item) and write of the learner's progress on it
 * (user_problem_states' score columns) and of the problem's counters. Reads and writes only. A learner's reads
 * take their visibility (practice's access policy); the judging side's own reads (requeue) take none.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { VisibleTo } from '../access/problem-access.ts';
import {
  problemPackages,
  problems,
  userProblemStates,
  type ProblemRow,
  type UserProblemStateRow,
} from '../../db/schema/practice.ts';
import { createUserProblemStateRepository, stateOf } from '../shared/user-problem-state.repository.ts';

export type SubmittableProblem = Pick<
  ProblemRow,
  'id' | 'slug' | 'problemType' | 'maxScore' | 'packageSha' | 'languages' | 'defaultLanguage' | 'item'
>;

const submittableColumns = {
  id: problems.id,
  slug: problems.slug,
  problemType: problems.problemType,
  maxScore: problems.maxScore,
  packageSha: problems.packageSha,
  languages: problems.languages,
  defaultLanguage: problems.defaultLanguage,
  item: problems.item,
};

export type ProgressUpdate = Partial<
  Pick<UserProblemStateRow, 'userScore' | 'attemptedAt' | 'solvedAt' | 'bestSubmissionId'>
>;

export function createProblemProgressRepository(db: Db) {
  return {
    async findBySlug(slug: string, visible: VisibleTo): Promise<SubmittableProblem | undefined> {
      const [row] = await db
        .select(submittableColumns)
        .from(problems)
        .where(and(eq(problems.slug, slug), visible()))
        .limit(1);
      return row;
    },

    async findById(id: number, visible?: VisibleTo): Promise<SubmittableProblem | undefined> {
      const [row] = await db
        .select(submittableColumns)
        .from(problems)
        .where(and(eq(problems.id, id), visible?.()))
        .limit(1);
      return row;
    },

    /** A problem's starter code by language (front-end problems: the files JSON). */
    async scaffoldsOf(id: number): Promise<Record<string, string>> {
      const [row] = await db
        .select({ scaffolds: problems.scaffolds })
        .from(problems)
        .where(eq(problems.id, id))
        .limit(1);
      return row?.scaffolds ?? {};
    },

    async slugsByIds(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: problems.id, slug: problems.slug })
        .from(problems)
        .where(inArray(problems.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.slug]));
    },

    async packageArchive(sha256: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ archive: problemPackages.archive })
        .from(problemPackages)
        .where(eq(problemPackages.sha256, sha256))
        .limit(1);
      return row?.archive ?? null;
    },

    /** The learner's state on the problem, created when missing, locked until the transaction ends. */
    lockState: (userId: number, problemId: number) =>
      createUserProblemStateRepository(db).lock(userId, problemId),

    async updateState(userId: number, problemId: number, fields: ProgressUpdate): Promise<void> {
      await db.update(userProblemStates).set(fields).where(stateOf(userId, problemId));
    },

    async countSubmission(problemId: number, accepted: boolean): Promise<void> {
      await db
        .update(problems)
        .set({
          submissionCount: sql`${problems.submissionCount} + 1`,
          ...(accepted ? { acceptedCount: sql`${problems.acceptedCount} + 1` } : {}),
        })
        .where(eq(problems.id, problemId));
    },
  };
}
