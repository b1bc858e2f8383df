/** Reads and writes of test series (schema: db/schema/test-series.ts); reads practice submissions for a test. */
import { and, asc, count, eq, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problems, submissions } from '../db/schema/practice.ts';
import {
  testSeries,
  testSeriesAttempts,
  testSeriesReviewMarks,
  testSeriesTestProblems,
  testSeriesTests,
  type TestSeriesAttemptRow,
  type TestSeriesTestRow,
} from '../db/schema/test-series.ts';

export interface TestProblemRow {
  id: number;
  slug: string;
  name: string;
  problemType: string;
  difficulty: string;
  maxScore: number;
}

export function createTestSeriesRepository(db: Db) {
  return {
    async listSeries() {
      return db
        .select({
          id: testSeries.id,
          slug: testSeries.slug,
          name: testSeries.name,
          description: testSeries.description,
          totalTests: count(testSeriesTests.id),
        })
        .from(testSeries)
        .leftJoin(testSeriesTests, eq(testSeriesTests.seriesId, testSeries.id))
        .groupBy(testSeries.id)
        .orderBy(asc(testSeries.position), asc(testSeries.id));
    },

    async seriesBySlug(slug: string) {
      const [row] = await db.select().from(testSeries).where(eq(testSeries.slug, slug));
      return row;
    },

    /** A test with its series' slug (page heads of /test-series/:slug/:offeringId). */
    async testInSeries(slug: string, offeringId: number) {
      const [row] = await db
        .select({ name: testSeriesTests.name, seriesName: testSeries.name })
        .from(testSeriesTests)
        .innerJoin(testSeries, eq(testSeries.id, testSeriesTests.seriesId))
        .where(and(eq(testSeries.slug, slug), eq(testSeriesTests.id, offeringId)));
      return row;
    },

    async testsOfSeries(seriesId: number): Promise<TestSeriesTestRow[]> {
      return db
        .select()
        .from(testSeriesTests)
        .where(eq(testSeriesTests.seriesId, seriesId))
        .orderBy(asc(testSeriesTests.position), asc(testSeriesTests.id));
    },

    async problemCounts(testIds: readonly number[]): Promise<Map<number, number>> {
      if (testIds.length === 0) return new Map();
      const rows = await db
        .select({ testId: testSeriesTestProblems.testId, n: count() })
        .from(testSeriesTestProblems)
        .where(inArray(testSeriesTestProblems.testId, [...testIds]))
        .groupBy(testSeriesTestProblems.testId);
      return new Map(rows.map((r) => [r.testId, r.n]));
    },

    async testById(id: number): Promise<TestSeriesTestRow | undefined> {
      const [row] = await db.select().from(testSeriesTests).where(eq(testSeriesTests.id, id));
      return row;
    },

    /** The test's problems as authored. */
    async problemsOfTest(testId: number): Promise<TestProblemRow[]> {
      return db
        .select({
          id: problems.id,
          slug: problems.slug,
          name: problems.name,
          problemType: problems.problemType,
          difficulty: problems.difficulty,
          maxScore: problems.maxScore,
        })
        .from(testSeriesTestProblems)
        .innerJoin(problems, eq(problems.id, testSeriesTestProblems.problemId))
        .where(eq(testSeriesTestProblems.testId, testId))
        .orderBy(asc(testSeriesTestProblems.position), asc(problems.id));
    },

    async attempt(testId: number, userId: number): Promise<TestSeriesAttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(testSeriesAttempts)
        .where(and(eq(testSeriesAttempts.testId, testId), eq(testSeriesAttempts.userId, userId)));
      return row;
    },

    async attemptsOf(userId: number, testIds: readonly number[]) {
      if (testIds.length === 0) return new Map<number, TestSeriesAttemptRow>();
      const rows = await db
        .select()
        .from(testSeriesAttempts)
        .where(and(eq(testSeriesAttempts.userId, userId), inArray(testSeriesAttempts.testId, [...testIds])));
      return new Map(rows.map((r) => [r.testId, r]));
    },

    /** Inserts the attempt unless one exists (two Start clicks race): returns it only when this call created it. */
    async insertAttempt(values: {
      testId: number;
      userId: number;
      startedAt: Date;
      endsAt: Date;
      source: string | null;
    }): Promise<TestSeriesAttemptRow | undefined> {
      const [row] = await db.insert(testSeriesAttempts).values(values).onConflictDoNothing().returning();
      return row;
    },

    async markSubmitted(testId: number, userId: number, at: Date): Promise<void> {
      await db
        .update(testSeriesAttempts)
        .set({ submittedAt: at })
        .where(
          and(
            eq(testSeriesAttempts.testId, testId),
            eq(testSeriesAttempts.userId, userId),
            isNull(testSeriesAttempts.submittedAt),
          ),
        );
    },

    async marks(testId: number, userId: number): Promise<number[]> {
      const rows = await db
        .select({ problemId: testSeriesReviewMarks.problemId })
        .from(testSeriesReviewMarks)
        .where(and(eq(testSeriesReviewMarks.testId, testId), eq(testSeriesReviewMarks.userId, userId)));
      return rows.map((r) => r.problemId);
    },

    async setMark(testId: number, userId: number, problemId: number, marked: boolean): Promise<void> {
      if (marked) {
        await db.insert(testSeriesReviewMarks).values({ testId, userId, problemId }).onConflictDoNothing();
      } else {
        await db
          .delete(testSeriesReviewMarks)
          .where(
            and(
              eq(testSeriesReviewMarks.testId, testId),
              eq(testSeriesReviewMarks.userId, userId),
              eq(testSeriesReviewMarks.problemId, problemId),
            ),
          );
      }
    },

    /** The learner's attempts at tests that contain the problem (the catalogue's solution lock). */
    async attemptsWithProblem(userId: number, problemSlug: string) {
      return db
        .select({ test: testSeriesTests, attempt: testSeriesAttempts })
        .from(testSeriesAttempts)
        .innerJoin(testSeriesTests, eq(testSeriesTests.id, testSeriesAttempts.testId))
        .innerJoin(testSeriesTestProblems, eq(testSeriesTestProblems.testId, testSeriesTests.id))
        .innerJoin(problems, eq(problems.id, testSeriesTestProblems.problemId))
        .where(and(eq(testSeriesAttempts.userId, userId), eq(problems.slug, problemSlug)));
    },

    /**
     * Per problem, the learner's submissions made for this test inside their attempt window [from, to): whether
     * any exists (attempted) and the best judged percentage (null while none is judged).
     */
    async attemptSubmissions(
      userId: number,
      testId: number,
      from: Date,
      to: Date,
    ): Promise<Map<number, number | null>> {
      const rows = await db
        .select({
          problemId: submissions.problemId,
          best: max(
            sql<number>`case when ${submissions.state} = 'DONE' then ${submissions.percentageScore} end`,
          ),
        })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.offeringId, testId),
            gte(submissions.createdAt, from),
            lt(submissions.createdAt, to),
          ),
        )
        .groupBy(submissions.problemId);
      return new Map(rows.map((r) => [r.problemId, r.best === null ? null : Number(r.best)]));
    },
  };
}
