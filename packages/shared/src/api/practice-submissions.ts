/**
 * Run and submit in the problem classroom (spec 03 §3 "Submission", §4 statuses and scoring) and the realtime events
 * that carry a submission's progress.
 *
 *   POST /api/v1/problems/:slug/run           Run: judge the samples, or one custom input; waits   -> runResult
 *   POST /api/v1/problems/:slug/preview       REACT: bundle the files for the live Preview, as the judge does -> reactPreview
 *   POST /api/v1/problems/:slug/submissions   Submit code (CODE) or a query (SQL); returns at once  -> { submission } (state QUEUED)
 *   GET  /api/v1/problems/:slug/submissions   the user's submissions, newest first, best marked     -> { submissions }
 *   GET  /api/v1/submissions/:id              one of the user's submissions (polling fallback)      -> { submission }
 *   POST /api/v1/submissions/mcq              SINGLE_CHOICE / MULTIPLE answer, graded at once        -> { submission }
 *   POST /api/v1/submissions/fill_up          FILL_UP answer, graded at once                         -> { submission }
 *
 * Realtime: socket.io at path /socket.io, handshake `auth: { token: node_access_token }` (the user field from
 * auth_details). A socket joins its user's room; the server emits there:
 *   'submission:progress'  submissionProgressEvent (one per stage; one `executed` per test, in order)
 *   'submission:result'    { submission }  (final state DONE or FAILED, with score and points)
 */
import { z } from 'zod';
import { PenaltyReason } from '../scoring.ts';
import { CaseStatus, ExecutionStage, Verdict } from '../verdicts.ts';
import { MAX_FRONTEND_FILE_CHARS, MAX_FRONTEND_FILES } from '../frontend-files.ts';
import { JUDGE_SOURCE_MAX_BYTES, JUDGE_STDIN_MAX_BYTES, utf8Bytes } from './judge.ts';

export const SubmissionPaths = {
  run: '/api/v1/problems/:slug/run',
  preview: '/api/v1/problems/:slug/preview',
  problemSubmissions: '/api/v1/problems/:slug/submissions',
  submission: '/api/v1/submissions/:id',
  submitMcq: '/api/v1/submissions/mcq',
  submitFillUp: '/api/v1/submissions/fill_up',
} as const;

/** `:slug` of the run and problem-submissions paths. */
export const problemSubmissionsParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const submissionParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const SOCKET_PATH = '/socket.io';
export const SUBMISSION_PROGRESS_EVENT = 'submission:progress';
export const SUBMISSION_RESULT_EVENT = 'submission:result';

export const verdictSchema = z.enum(Object.values(Verdict) as [Verdict, ...Verdict[]]);
export const caseStatusSchema = z.enum(Object.values(CaseStatus) as [CaseStatus, ...CaseStatus[]]);
export const executionStageSchema = z.enum(
  Object.values(ExecutionStage) as [ExecutionStage, ...ExecutionStage[]],
);

const code = z
  .string()
  .refine((s) => s.trim().length > 0, 'Write some code first.')
  .refine(
    (s) => utf8Bytes(s) <= JUDGE_SOURCE_MAX_BYTES,
    `The code is larger than ${JUDGE_SOURCE_MAX_BYTES / 1024} KB.`,
  );

/** Where the submission was made from (spec 03 §2 "The submission source is chosen by a query parameter"). */
const submissionSource = z.string().trim().max(60).optional();

export const runBodySchema = z.object({
  language: z.string().trim().min(1, 'Choose a language.').max(32),
  code,
  /** Present when the Custom test case tab is open: run once on it, no expected output. */
  custom_input: z
    .string()
    .refine(
      (s) => utf8Bytes(s) <= JUDGE_STDIN_MAX_BYTES,
      `The input is larger than ${JUDGE_STDIN_MAX_BYTES / 1024} KB.`,
    )
    .optional(),
});

/** The files of a REACT problem's live Preview (the files JSON, as an object): the judge's limits apply. */
export const reactPreviewBodySchema = z.object({
  files: z
    .record(z.string().max(64), z.string().max(MAX_FRONTEND_FILE_CHARS, 'A file is too long.'))
    .refine(
      (files) => Object.keys(files).length <= MAX_FRONTEND_FILES,
      `At most ${MAX_FRONTEND_FILES} files.`,
    ),
});

/** esbuild's bundle for the Preview frame, or the build's errors (shown in the Console tab as `file:line: text`). */
export const reactPreviewSchema = z.object({
  bundle: z.string().nullable(),
  errors: z.array(
    z.object({
      file: z.string().nullable(),
      line: z.number().int().nullable(),
      column: z.number().int().nullable(),
      text: z.string(),
    }),
  ),
});
export type ReactPreview = z.infer<typeof reactPreviewSchema>;

/**
 * A test the judge skipped because the verdict was already settled (an ICPC contest stops at the first failing
 * test): listed so every test has a row, with no time or memory.
 */
export const TEST_NOT_RUN = 'NOT_RUN';

export const testResultSchema = z.object({
  test: z.number().int().describe('1-based, samples first'),
  sample: z.boolean(),
  status: z.union([caseStatusSchema, z.literal(TEST_NOT_RUN)]),
  time_ms: z.number().nullable(),
  memory_kb: z.number().nullable(),
  /** Samples and custom runs only: secret tests never reveal their data. */
  input: z.string().optional(),
  expected_output: z.string().optional(),
  actual_output: z.string().optional(),
  error: z.string().optional().describe('First runtime error text (stderr excerpt) or the checker message'),
  /** Front-end problems: what the learner's page logged during this test (`[log] text`), bounded by the judge. */
  console: z.array(z.string()).optional(),
});
export type TestResult = z.infer<typeof testResultSchema>;

export const runResultSchema = z.object({
  status_message: verdictSchema,
  error_message: z
    .string()
    .nullable()
    .describe('Compiler message for COMPILATION_ERROR; first runtime error text'),
  custom: z.boolean(),
  tests: z.array(testResultSchema),
  total_test_cases: z.number().int(),
  no_of_test_cases_correct: z.number().int(),
  /** SQL problems: the result set rendered as text for the Output tab; data-science problems: score and output. */
  sql: z.object({ has_error: z.boolean(), output: z.string() }).nullable(),
});
export type RunResult = z.infer<typeof runResultSchema>;

export const submitCodeBodySchema = z.object({
  language: z.string().trim().min(1, 'Choose a language.').max(32),
  code,
  offering_id: z.number().int().positive().optional(),
  source: submissionSource,
});

export const submitMcqBodySchema = z.object({
  problem_id: z.number().int().positive(),
  offering_id: z.number().int().positive().optional(),
  answer_ids: z.array(z.string().min(1).max(32)).min(1, 'Choose an answer.').max(8),
  source: submissionSource,
  extras: z.record(z.string(), z.unknown()).optional(),
});

export const submitFillUpBodySchema = z.object({
  problem_id: z.number().int().positive(),
  offering_id: z.number().int().positive().optional(),
  /** Blank id -> what was typed. */
  answer: z.record(z.string().max(32), z.string().max(200)),
  source: submissionSource,
});

/**
 * Code and SQL submissions of one learner waiting for the judge or being judged at once: one more is refused with
 * 429 until one of them has its result, so nobody can hold the judge with a pile of slow programs.
 */
export const MAX_PENDING_SUBMISSIONS_PER_LEARNER = 3;
export const TOO_MANY_PENDING_SUBMISSIONS_MESSAGE = `You already have ${MAX_PENDING_SUBMISSIONS_PER_LEARNER} submissions waiting for the judge. Submit again when one of them has its result.`;

export const SUBMISSION_TYPES = [
  'CODE',
  'SQL',
  'MCQ',
  'FILL_UP',
  'DATASCIENCE',
  'MACHINE_LEARNING',
  'FRONTEND',
  'REACT',
  'SUBJECTIVE',
] as const;
export const SUBMISSION_STATES = ['QUEUED', 'JUDGING', 'DONE', 'FAILED'] as const;

/**
 * The points a submission shows (spec 03 §4 scoring): whole practice points out of the problem's max_score, or --
 * for a submission made in a contest -- the contest's points (IOI shares to 2 decimals) out of `max_score`.
 */
export const pointsSchema = z.object({
  new_score: z.number(),
  user_score: z.number(),
  points_gained: z.number(),
  already_earned: z.boolean(),
  max_score: z.number().optional().describe("A contest's problem points; absent: the problem's max_score"),
});

export const submissionSchema = z.object({
  id: z.string(),
  problem_id: z.number().int(),
  problem_slug: z.string(),
  offering_id: z.number().int().nullable(),
  created_date: z.string(),
  judged_at: z.string().nullable(),
  submission_type: z.enum(SUBMISSION_TYPES),
  /** QUEUED/JUDGING while the judge works; DONE with a verdict; FAILED when the judge itself failed (status ERROR). */
  state: z.enum(SUBMISSION_STATES),
  language: z.string().nullable(),
  code: z.string().nullable(),
  status_message: verdictSchema.nullable().describe('null until judged'),
  error_message: z.string().nullable(),
  percentage_score: z.number(),
  percentage_score_without_penalty: z.number(),
  is_best: z.boolean(),
  penalty_percentage: z.number(),
  penalty_reason: z.enum([PenaltyReason.SOLUTION_SEEN, PenaltyReason.DEADLINE]).nullable(),
  solution_viewed_on: z.string().nullable(),
  deadline_crossed_on: z.string().nullable(),
  total_test_cases: z.number().int(),
  no_of_test_cases_correct: z.number().int(),
  total_time_ms: z.number().nullable(),
  max_memory_kb: z.number().nullable(),
  result_json: z.array(testResultSchema),
  /**
   * SQL problems' sub-part; data-science and ML problems store theirs here too (spec 03 §3: run_status, exit_status
   * within ERROR, and the output).
   */
  sql: z
    .object({
      run_status: caseStatusSchema,
      exit_status: z.enum(['RUN_TIME', 'TIMEOUT']).nullable().optional(),
      result: z.object({ has_error: z.boolean(), output: z.string() }),
    })
    .nullable(),
  /** MCQ / fill-up: what was answered and, once graded, the right answers and explanation. */
  answer: z
    .object({
      answer_ids: z.array(z.string()).optional(),
      answer: z.record(z.string(), z.string()).optional(),
      right_answers: z.array(z.string()),
      solution_desc: z.string(),
      blanks: z
        .array(z.object({ id: z.string(), correct: z.boolean(), given: z.string(), expected: z.string() }))
        .optional(),
    })
    .nullable(),
  /** Scoring (spec 03 §4), set once judged. */
  points: pointsSchema.nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionEnvelopeSchema = z.object({ submission: submissionSchema });
export const submissionListSchema = z.object({ submissions: z.array(submissionSchema) });

export const submissionProgressEventSchema = z.object({
  submission_id: z.string(),
  stage: executionStageSchema,
  test: z.number().int().optional(),
  tests: z.number().int().optional(),
  status: caseStatusSchema.optional(),
  time_ms: z.number().optional(),
  memory_kb: z.number().optional(),
});
export type SubmissionProgressEvent = z.infer<typeof submissionProgressEventSchema>;
