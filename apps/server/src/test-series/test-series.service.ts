/**
 * Test series (spec 03): list, detail, the timed test's problem list, start, answers, mark for review, submit and
 * the result. Rules (pure, shared): a test is open between opens_at and closes_at; a learner's Start gives them the
 * duration from then, cut at closes_at; answers count only while their attempt is ACTIVE (before their time ends
 * and before they press Submit); the solution stays locked until their attempt is over; a ShuffleTest shows its
 * problems in a per-learner order. Answers go through the practice submission service with offering_id = the
 * test's id, so judging, scoring, EXP and realtime events are the practice ones.
 */
import { ErrorCode } from '@katana/shared/envelope';
import {
  canStart,
  OfferingStatus,
  offeringStatus,
  participantWindow,
} from '@katana/shared/contests/contest-lifecycle';
import {
  isSolutionLocked,
  problemOrder,
  testAttemptStats,
  testResult,
  testSchedule,
} from '@katana/shared/contests/test-series';
import { newScore, type ScoringKind } from '@katana/shared/scoring';
import {
  type TestActionBody,
  type TestProblemList,
  type TestSeriesDetail,
  type TestSeriesList,
  TestSeriesMessage,
  type testCodeAnswerSchema,
  type testFillUpAnswerSchema,
  type testMcqAnswerSchema,
} from '@katana/shared/api/test-series';
import type { Submission } from '@katana/shared/api/practice-submissions';
import type { z } from 'zod';
import { ApiError } from '../plugins/app/api-error.ts';
import type { Db } from '../db/client.ts';
import type { TestSeriesAttemptRow, TestSeriesTestRow } from '../db/schema/test-series.ts';
import type { SubmissionService } from '../practice/index.ts';
import { participationOf, presentOffering, windowOf } from './test-series.presenter.ts';
import { createTestSeriesRepository, type TestProblemRow } from './test-series.repository.ts';

export interface TestSeriesServiceDeps {
  db: Db;
  submissions: Pick<SubmissionService, 'submitCode' | 'submitMcq' | 'submitFillUp'>;
  now?: () => number;
}

/** A practice submission naming a test outside the learner's own attempt window (403). */
export const TEST_NOT_LIVE_MESSAGE = 'This test is not live for you.';
/** The catalogue's solution route while the learner's attempt at a test with the problem runs (403). */
export const TEST_SOLUTION_LOCKED_MESSAGE = 'The solution opens when your test is over.';

const notFound = (message: string) => new ApiError(404, ErrorCode.NOT_FOUND, message);
const conflict = (message: string) => new ApiError(409, ErrorCode.CONFLICT, message);

export function createTestSeriesService(deps: TestSeriesServiceDeps) {
  const { db } = deps;
  const repo = createTestSeriesRepository(db);
  const now = deps.now ?? (() => Date.now());

  async function testOf(slug: string, offeringId: number) {
    const series = await repo.seriesBySlug(slug);
    if (!series) throw notFound(TestSeriesMessage.NOT_FOUND);
    const test = await repo.testById(offeringId);
    if (!test || test.seriesId !== series.id) throw notFound(TestSeriesMessage.TEST_NOT_FOUND);
    return { series, test };
  }

  /** Scores and attempted problems of the attempt's own submissions (inside its window only). */
  async function progress(userId: number, test: TestSeriesTestRow, attempt: TestSeriesAttemptRow) {
    const until =
      attempt.submittedAt && attempt.submittedAt < attempt.endsAt ? attempt.submittedAt : attempt.endsAt;
    return repo.attemptSubmissions(userId, test.id, attempt.startedAt, until);
  }

  function scoreOf(problem: TestProblemRow, best: number | null | undefined): number | null {
    if (best === undefined || best === null) return null;
    return newScore(best, problem.maxScore, problem.problemType as ScoringKind);
  }

  /** The attempt, which must be ACTIVE now: answers and marks are accepted only then. */
  async function activeAttempt(userId: number, test: TestSeriesTestRow, at: number) {
    const attempt = await repo.attempt(test.id, userId);
    if (!attempt) throw conflict(TestSeriesMessage.NOT_STARTED);
    if (offeringStatus(testSchedule(windowOf(test)), participationOf(attempt), at) !== OfferingStatus.ACTIVE)
      throw conflict(TestSeriesMessage.OVER);
    return attempt;
  }

  async function problemInTest(test: TestSeriesTestRow, problemId: number): Promise<TestProblemRow> {
    const problem = (await repo.problemsOfTest(test.id)).find((p) => p.id === problemId);
    if (!problem) throw new ApiError(400, ErrorCode.BAD_REQUEST, TestSeriesMessage.PROBLEM_NOT_IN_TEST);
    return problem;
  }

  async function result(userId: number, test: TestSeriesTestRow, attempt: TestSeriesAttemptRow) {
    const [problems, best] = await Promise.all([
      repo.problemsOfTest(test.id),
      progress(userId, test, attempt),
    ]);
    return testResult(
      problems.map((p) => ({
        problemId: String(p.id),
        maxScore: p.maxScore,
        userScore: scoreOf(p, best.get(p.id)),
        attempted: best.has(p.id),
      })),
    );
  }

  /** Shared by the four answer/mark actions: the test, its problem and the learner's ACTIVE attempt. */
  async function answerTarget(
    userId: number,
    body: { slug: string; offering_id: number; problem_id: number },
  ) {
    const { test } = await testOf(body.slug, body.offering_id);
    const problem = await problemInTest(test, body.problem_id);
    await activeAttempt(userId, test, now());
    return { test, problem };
  }

  const isActive = (test: TestSeriesTestRow, attempt: TestSeriesAttemptRow | undefined, at: number) =>
    offeringStatus(testSchedule(windowOf(test)), participationOf(attempt), at) === OfferingStatus.ACTIVE;

  return {
    /**
     * The catalogue's solution (and hints) of a problem are locked for a learner while their own attempt at a test
     * containing it runs; others, and the learner once their attempt is over, see them as usual.
     */
    async solutionLocked(userId: number | null, problemSlug: string): Promise<boolean> {
      if (userId === null) return false;
      const at = now();
      const rows = await repo.attemptsWithProblem(userId, problemSlug);
      return rows.some(({ test, attempt }) => isActive(test, attempt, at));
    },

    /**
     * A practice submission carrying a test's offering_id: the problem must be in the test and the learner's
     * attempt ACTIVE; other offering ids (contests, none) are not ours to judge.
     */
    async guardSubmission(userId: number, problemId: number, offeringId: number): Promise<void> {
      const test = await repo.testById(offeringId);
      if (!test) return;
      await problemInTest(test, problemId);
      if (!isActive(test, await repo.attempt(test.id, userId), now()))
        throw new ApiError(403, ErrorCode.FORBIDDEN, TEST_NOT_LIVE_MESSAGE);
    },

    async list(): Promise<TestSeriesList> {
      const rows = await repo.listSeries();
      return {
        series: rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          name: r.name,
          description: r.description,
          total_tests: r.totalTests,
        })),
      };
    },

    async detail(slug: string, userId: number | null): Promise<TestSeriesDetail> {
      const series = await repo.seriesBySlug(slug);
      if (!series) throw notFound(TestSeriesMessage.NOT_FOUND);
      const tests = await repo.testsOfSeries(series.id);
      const ids = tests.map((t) => t.id);
      const [counts, attempts] = await Promise.all([
        repo.problemCounts(ids),
        userId === null ? new Map<number, TestSeriesAttemptRow>() : repo.attemptsOf(userId, ids),
      ]);
      const at = now();
      return {
        id: series.id,
        slug: series.slug,
        name: series.name,
        description: series.description,
        total_tests: tests.length,
        tests: tests.map((t) => presentOffering(t, attempts.get(t.id), counts.get(t.id) ?? 0, at)),
      };
    },

    /** The test's problems for the learner; empty until they start (a timed test's problems are its secret). */
    async problems(slug: string, offeringId: number, userId: number): Promise<TestProblemList> {
      const { series, test } = await testOf(slug, offeringId);
      const [authored, attempt, marks] = await Promise.all([
        repo.problemsOfTest(test.id),
        repo.attempt(test.id, userId),
        repo.marks(test.id, userId),
      ]);
      const at = now();
      const offering = presentOffering(test, attempt, authored.length, at);
      const ids = authored.map((p) => String(p.id));
      const locked = isSolutionLocked(windowOf(test), participationOf(attempt), at);
      if (!attempt) {
        return {
          offering,
          series_slug: series.slug,
          problems: [],
          userScore: {},
          userAttemptStats: testAttemptStats(ids, [], []),
          solution_locked: locked,
          result: null,
        };
      }
      const best = await progress(userId, test, attempt);
      const marked = new Set(marks);
      const ordered = problemOrder(authored, test.offeringType, { userId, offeringId: test.id });
      const over = offering.offering_status === OfferingStatus.HAS_ENDED;
      return {
        offering,
        series_slug: series.slug,
        problems: ordered.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          problem_type: p.problemType,
          difficulty: p.difficulty,
          max_score: p.maxScore,
          user_score: scoreOf(p, best.get(p.id)),
          attempted: best.has(p.id),
          marked_for_review: marked.has(p.id),
        })),
        userScore: Object.fromEntries(ordered.map((p) => [String(p.id), scoreOf(p, best.get(p.id))])),
        userAttemptStats: testAttemptStats(ids, [...best.keys()].map(String), marks.map(String)),
        solution_locked: locked,
        result: over ? await result(userId, test, attempt) : null,
      };
    },

    async start(userId: number, body: TestActionBody) {
      const { test } = await testOf(body.slug, body.offering_id);
      const at = now();
      const schedule = testSchedule(windowOf(test));
      const existing = await repo.attempt(test.id, userId);
      if (existing) throw conflict(TestSeriesMessage.ALREADY_STARTED);
      if (!canStart(schedule, {}, at))
        throw conflict(at < test.opensAt.getTime() ? TestSeriesMessage.NOT_OPEN : TestSeriesMessage.CLOSED);
      const window = participantWindow(schedule, { startedAt: at })!;
      const attempt = await repo.insertAttempt({
        testId: test.id,
        userId,
        startedAt: new Date(window.start),
        endsAt: new Date(window.end),
        source: body.source ?? null,
      });
      if (!attempt) throw conflict(TestSeriesMessage.ALREADY_STARTED);
      const total = (await repo.problemsOfTest(test.id)).length;
      return presentOffering(test, attempt, total, at);
    },

    /** Submit (end the test): allowed once started; after the time is up it only returns the result. */
    async submit(userId: number, body: TestActionBody) {
      const { test } = await testOf(body.slug, body.offering_id);
      const at = now();
      const attempt = await repo.attempt(test.id, userId);
      if (!attempt) throw conflict(TestSeriesMessage.NOT_STARTED);
      if (
        offeringStatus(testSchedule(windowOf(test)), participationOf(attempt), at) === OfferingStatus.ACTIVE
      )
        await repo.markSubmitted(test.id, userId, new Date(at));
      const final = (await repo.attempt(test.id, userId))!;
      const total = (await repo.problemsOfTest(test.id)).length;
      return { offering: presentOffering(test, final, total, at), result: await result(userId, test, final) };
    },

    async markForReview(
      userId: number,
      body: { slug: string; offering_id: number; problem_id: number; marked: boolean },
    ) {
      const { test } = await answerTarget(userId, body);
      await repo.setMark(test.id, userId, body.problem_id, body.marked);
      const [problems, attempt, marks] = await Promise.all([
        repo.problemsOfTest(test.id),
        repo.attempt(test.id, userId),
        repo.marks(test.id, userId),
      ]);
      const best = await progress(userId, test, attempt!);
      return {
        marked_for_review: body.marked,
        userAttemptStats: testAttemptStats(
          problems.map((p) => String(p.id)),
          [...best.keys()].map(String),
          marks.map(String),
        ),
      };
    },

    async answerCode(userId: number, body: z.infer<typeof testCodeAnswerSchema>): Promise<Submission> {
      const { test, problem } = await answerTarget(userId, body);
      return deps.submissions.submitCode(userId, problem.slug, {
        language: body.language,
        code: body.code,
        offering_id: test.id,
        source: body.source ?? 'test_series',
      });
    },

    async answerMcq(userId: number, body: z.infer<typeof testMcqAnswerSchema>): Promise<Submission> {
      const { test } = await answerTarget(userId, body);
      return deps.submissions.submitMcq(userId, {
        problem_id: body.problem_id,
        offering_id: test.id,
        answer_ids: body.answer_ids,
        source: body.source ?? 'test_series',
      });
    },

    async answerFillUp(userId: number, body: z.infer<typeof testFillUpAnswerSchema>): Promise<Submission> {
      const { test } = await answerTarget(userId, body);
      return deps.submissions.submitFillUp(userId, {
        problem_id: body.problem_id,
        offering_id: test.id,
        answer: body.answer,
        source: body.source ?? 'test_series',
      });
    },
  };
}

export type TestSeriesService = ReturnType<typeof createTestSeriesService>;
