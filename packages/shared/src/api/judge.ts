/**
 * The judge's API contract: GET /api/v1/judge/languages (what this installation can run, and why not) and
 * POST /api/v1/judge/run (the online compilers: run one program on a custom stdin). The size limits are the ones the
 * web editor enforces too, so one constant drives both.
 */
import { z } from 'zod';
import { CaseStatus, Verdict } from '../verdicts.ts';

export const JudgePaths = {
  languages: '/api/v1/judge/languages',
  run: '/api/v1/judge/run',
} as const;

/** Largest source accepted, in UTF-8 bytes. */
export const JUDGE_SOURCE_MAX_BYTES = 64 * 1024;
/** Largest custom input (stdin) accepted, in UTF-8 bytes. */
export const JUDGE_STDIN_MAX_BYTES = 1024 * 1024;
/** CPU time limit of an online-compiler run unless the request sets one, and the largest it may set. */
export const JUDGE_RUN_DEFAULT_TIME_LIMIT_S = 2;
export const JUDGE_RUN_MAX_TIME_LIMIT_S = 10;
/** Memory limit of an online-compiler run unless the request sets one, and its bounds. */
export const JUDGE_RUN_DEFAULT_MEMORY_LIMIT_MB = 256;
export const JUDGE_RUN_MIN_MEMORY_LIMIT_MB = 16;
export const JUDGE_RUN_MAX_MEMORY_LIMIT_MB = 1024;
/**
 * Runs of one learner (the classroom's Run, custom input, the online compilers) in progress at once on one API node:
 * the request waits for its result, so another is refused with 429 until one answers. Submissions have their own cap
 * (MAX_PENDING_SUBMISSIONS_PER_LEARNER); the queue also orders every job behind other learners' earlier ones.
 */
export const MAX_PENDING_RUNS_PER_LEARNER = 2;
export const TOO_MANY_PENDING_RUNS_MESSAGE = `You already have ${MAX_PENDING_RUNS_PER_LEARNER} runs in progress. Run again when one of them has finished.`;

const encoder = new TextEncoder();
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

function kib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

export const judgeLanguageSchema = z.object({
  key: z
    .string()
    .describe('Language key as used by /api/v1/languages and submissions (cpp20 is an extra C++20 entry)'),
  name: z.string().describe('Display name, e.g. "C++17"'),
  kind: z.enum(['program', 'sql']).describe('sql: the query runs against a throw-away database'),
  compiled: z.boolean().describe('A separate compile step exists (compile errors come from a compiler)'),
  source_file_name: z.string(),
  scaffold: z.string().describe('Default code for the editor: reads stdin, writes stdout'),
  available: z.boolean().describe('The toolchain is installed on this server'),
  reason: z.string().optional().describe('Why the language is unavailable'),
});

export const judgeLanguageListSchema = z.object({ languages: z.array(judgeLanguageSchema) });

export const judgeRunBodySchema = z.object({
  language: z.string().trim().min(1, 'Choose a language.').max(32),
  source: z
    .string()
    .refine((s) => s.trim().length > 0, 'Write some code first.')
    .refine(
      (s) => utf8Bytes(s) <= JUDGE_SOURCE_MAX_BYTES,
      `The code is larger than ${kib(JUDGE_SOURCE_MAX_BYTES)}.`,
    ),
  stdin: z
    .string()
    .default('')
    .refine(
      (s) => utf8Bytes(s) <= JUDGE_STDIN_MAX_BYTES,
      `The input is larger than ${kib(JUDGE_STDIN_MAX_BYTES)}.`,
    ),
  time_limit_s: z
    .number()
    .positive()
    .max(JUDGE_RUN_MAX_TIME_LIMIT_S, `At most ${JUDGE_RUN_MAX_TIME_LIMIT_S} seconds.`)
    .optional()
    .describe(`CPU time limit in seconds (default ${JUDGE_RUN_DEFAULT_TIME_LIMIT_S})`),
  memory_limit_mb: z
    .number()
    .int()
    .min(JUDGE_RUN_MIN_MEMORY_LIMIT_MB, `At least ${JUDGE_RUN_MIN_MEMORY_LIMIT_MB} MB.`)
    .max(JUDGE_RUN_MAX_MEMORY_LIMIT_MB, `At most ${JUDGE_RUN_MAX_MEMORY_LIMIT_MB} MB.`)
    .optional()
    .describe(`Memory limit in MiB (default ${JUDGE_RUN_DEFAULT_MEMORY_LIMIT_MB})`),
});

export const judgeRunOutcomeSchema = z.enum([
  'OK',
  'NONZERO_EXIT',
  'SIGNALLED',
  'TIME_LIMIT',
  'MEMORY_LIMIT',
  'OUTPUT_LIMIT',
  'SANDBOX_ERROR',
  'QUERY_ERROR', // SQL: the database rejected the script
]);

export const judgeRunResultSchema = z.object({
  language: z.string(),
  verdict: z
    .enum(Verdict)
    .describe('CORRECT_ANSWER here means "compiled and ran within the limits": there is no expected output'),
  status: z.enum(CaseStatus).nullable().describe('Per-case status of the run; null when it did not compile'),
  message: z
    .string()
    .describe('Why this verdict: the limit hit, the runtime error text, the compiler message'),
  compile: z.object({ ok: z.boolean(), message: z.string() }),
  run: z
    .object({
      outcome: judgeRunOutcomeSchema,
      exit_code: z.number().int().nullable(),
      signal: z.string().nullable(),
      cpu_time_ms: z.number().nullable().describe('null for SQL, whose engine reports only elapsed time'),
      wall_time_ms: z.number(),
      peak_memory_kb: z.number().nullable().describe('Peak memory of the run; null for SQL'),
      stdout: z.string().describe('Program output, or the SQL result as a text table'),
      stderr: z.string().describe('Start of the error output'),
      truncated: z.boolean().describe('stdout or stderr was cut'),
    })
    .nullable()
    .describe('null when the program did not compile'),
  limits: z.object({ time_limit_s: z.number(), memory_limit_mb: z.number() }),
});

export type JudgeLanguage = z.infer<typeof judgeLanguageSchema>;
export type JudgeRunBody = z.input<typeof judgeRunBodySchema>;
export type JudgeRunResultBody = z.infer<typeof judgeRunResultSchema>;
