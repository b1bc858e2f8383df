/**
 * API contract of test series (spec 03 §3 Offering, offering types, statuses, test status; §7 "Test series calls":
 * GET list; GET details (slug); GET problem list (offering_id, slug); POST start and POST submit test series test
 * (slug, offering_id, source); §2 "Test series test: same pattern as contest; solution locked while live").
 * Paths are ours (the spec keeps them behind constants); wire names follow the spec.
 *
 *   GET  /api/v1/test_series                          the series with their tests' counts     -> testSeriesList
 *   GET  /api/v1/test_series/:slug                    one series, each test with the learner's state -> testSeriesDetail
 *   GET  /api/v1/test_series/:slug/problems?offering_id   the test's problems (ShuffleTest: per-learner order),
 *                                                     userAttemptStats, solution lock, result once over -> testProblemList
 *   POST /api/v1/test_series/start    { slug, offering_id, source }     start the timer         -> testOffering
 *   POST /api/v1/test_series/submit   { slug, offering_id, source }     end the test early      -> testSubmitted
 *   POST /api/v1/test_series/mark_for_review { slug, offering_id, problem_id, marked } -> { userAttemptStats }
 *   POST /api/v1/test_series/submissions/code    { slug, offering_id, problem_id, language, code, source }
 *   POST /api/v1/test_series/submissions/mcq     { slug, offering_id, problem_id, answer_ids, source }
 *   POST /api/v1/test_series/submissions/fill_up { slug, offering_id, problem_id, answer, source }
 *        answers while the learner's attempt is ACTIVE; they go through the practice submission path with
 *        offering_id = the test's id -> { submission } (practice-submissions' submissionSchema; code arrives over
 *        the same realtime events as practice)
 *
 * Dev only (never in production), for e2e: POST /api/dev/test_series (devTestSeriesBody) creates or updates one
 * series of catalogue problems, open from now, in the content seed's format (content/test-series/README.md).
 *
 * Offering ids: a test's id (offering_id) is >= TEST_SERIES_OFFERING_ID_MIN; contests use smaller ids, so a
 * submission's offering_id says which kind it belongs to. Reads are public (anonymous: no learner state); start,
 * submit, marks and answers need a signed-in learner (401 / code 101).
 */
import { z } from 'zod';
import { OFFERING_TYPES } from '../contests/test-series.ts';
import { OfferingStatus, TestStatus } from '../contests/contest-lifecycle.ts';
import { submissionSchema } from './practice-submissions.ts';
import { JUDGE_SOURCE_MAX_BYTES, utf8Bytes } from './judge.ts';

export const TEST_SERIES_OFFERING_ID_MIN = 1_000_000_000;

export const TestSeriesPaths = {
  list: '/api/v1/test_series',
  detail: '/api/v1/test_series/:slug',
  problems: '/api/v1/test_series/:slug/problems',
  start: '/api/v1/test_series/start',
  submit: '/api/v1/test_series/submit',
  markForReview: '/api/v1/test_series/mark_for_review',
  submitCode: '/api/v1/test_series/submissions/code',
  submitMcq: '/api/v1/test_series/submissions/mcq',
  submitFillUp: '/api/v1/test_series/submissions/fill_up',
  devUpsert: '/api/dev/test_series',
} as const;

/** `:slug` of the series paths. */
export const testSeriesParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });

export const TestSeriesMessage = {
  NOT_FOUND: 'Test series not found.',
  TEST_NOT_FOUND: 'Test not found.',
  NOT_OPEN: 'This test is not open yet.',
  CLOSED: 'This test is closed.',
  ALREADY_STARTED: 'You have already started this test.',
  NOT_STARTED: 'Start the test first.',
  OVER: 'Your time for this test is over.',
  PROBLEM_NOT_IN_TEST: 'This problem is not part of the test.',
} as const;

const slug = z.string().trim().min(1).max(120);
const offeringId = z.number().int().min(TEST_SERIES_OFFERING_ID_MIN).max(2_147_483_647);
const source = z.string().trim().max(64).optional();

export const offeringTypeSchema = z.enum(OFFERING_TYPES);
export const offeringStatusSchema = z.enum(
  Object.values(OfferingStatus) as [OfferingStatus, ...OfferingStatus[]],
);
export const testStatusSchema = z.enum(Object.values(TestStatus) as [TestStatus, ...TestStatus[]]);

export const userAttemptStatsSchema = z.object({
  attempted: z.number().int().nonnegative(),
  unattempted: z.number().int().nonnegative(),
  markedForReview: z.number().int().nonnegative(),
});

export const testSeriesResultSchema = z.object({
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  solved: z.number().int(),
  attempted: z.number().int(),
  total: z.number().int(),
});

/** One test as an offering, with the learner's state (anonymous: NOT_STARTED / NOT_OPEN, nothing taken). */
export const testOfferingSchema = z.object({
  offering_id: z.number().int(),
  name: z.string(),
  offering_type: offeringTypeSchema,
  /** Minutes a learner gets from their start. */
  duration: z.number().int().positive(),
  opens_at: z.string().describe('ISO time the test opens'),
  closes_at: z.string().describe('ISO time after which nobody can start or answer'),
  instructions: z.string(),
  total_problems: z.number().int().nonnegative(),
  offering_status: offeringStatusSchema,
  test_status: testStatusSchema,
  /** The learner has started it (the spec's timed_test_taken). */
  timed_test_taken: z.boolean(),
  /** isTimedTestInProcess(): timer and finish button shown. */
  timed_test_in_process: z.boolean(),
  started_at: z.string().nullable(),
  /** When the learner's time ends (start + duration, cut at closes_at). */
  ends_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** ms left while ACTIVE, else null. */
  remaining_ms: z.number().int().nonnegative().nullable(),
  can_start: z.boolean(),
});
export type TestOffering = z.infer<typeof testOfferingSchema>;

export const testSeriesSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  total_tests: z.number().int().nonnegative(),
});
export const testSeriesListSchema = z.object({ series: z.array(testSeriesSummarySchema) });
export type TestSeriesList = z.infer<typeof testSeriesListSchema>;

export const testSeriesDetailSchema = testSeriesSummarySchema.extend({ tests: z.array(testOfferingSchema) });
export type TestSeriesDetail = z.infer<typeof testSeriesDetailSchema>;

export const testProblemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  problem_type: z.string(),
  difficulty: z.string(),
  max_score: z.number().int(),
  /** Best score in this attempt; null until attempted. */
  user_score: z.number().int().nullable(),
  attempted: z.boolean(),
  marked_for_review: z.boolean(),
});

export const testProblemListSchema = z.object({
  offering: testOfferingSchema,
  series_slug: z.string(),
  /** In the learner's order (a ShuffleTest shuffles per learner, the same on every request). */
  problems: z.array(testProblemSchema),
  userScore: z.record(z.string(), z.number().int().nullable()),
  userAttemptStats: userAttemptStatsSchema,
  /** "Solution locked while live": true until the learner's attempt is over. */
  solution_locked: z.boolean(),
  /** Once the learner's attempt is over (submitted or time up); null before. */
  result: testSeriesResultSchema.nullable(),
});
export type TestProblemList = z.infer<typeof testProblemListSchema>;

export const testProblemsQuerySchema = z.object({ offering_id: z.coerce.number().pipe(offeringId) });

export const testActionBodySchema = z.object({ slug, offering_id: offeringId, source });
export type TestActionBody = z.infer<typeof testActionBodySchema>;

export const testSubmittedSchema = z.object({ offering: testOfferingSchema, result: testSeriesResultSchema });

export const markForReviewBodySchema = z.object({
  slug,
  offering_id: offeringId,
  problem_id: z.number().int().positive(),
  marked: z.boolean(),
});
export const markForReviewResultSchema = z.object({
  marked_for_review: z.boolean(),
  userAttemptStats: userAttemptStatsSchema,
});

const answerBase = { slug, offering_id: offeringId, problem_id: z.number().int().positive(), source };

export const testCodeAnswerSchema = z.object({
  ...answerBase,
  language: z.string().trim().min(1, 'Choose a language.').max(32),
  code: z
    .string()
    .refine((s) => s.trim().length > 0, 'Write some code first.')
    .refine((s) => utf8Bytes(s) <= JUDGE_SOURCE_MAX_BYTES, 'The code is too large.'),
});
export const testMcqAnswerSchema = z.object({
  ...answerBase,
  answer_ids: z.array(z.string().min(1).max(32)).min(1, 'Choose an answer.').max(8),
});
export const testFillUpAnswerSchema = z.object({
  ...answerBase,
  answer: z.record(z.string().max(32), z.string().max(200)),
});
export const testAnswerResultSchema = z.object({ submission: submissionSchema });

/** The dev upsert's body: one series in the content seed's format (test-series-seed.ts reads it from YAML). */
export const devTestSeriesBodySchema = z.object({
  slug: z.string().trim().min(1).max(120),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  tests: z
    .array(
      z.object({
        key: z.string().min(1).max(120),
        name: z.string().min(1).max(200),
        offering_type: z.enum(['Test', 'ShuffleTest']).default('Test'),
        duration_minutes: z.number().int().positive().max(240),
        instructions: z.string().max(2000).default(''),
        problems: z.array(z.string().min(1)).min(1).max(20),
      }),
    )
    .min(1)
    .max(10),
});
