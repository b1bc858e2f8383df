/**
 * Judges code or a query against a cached problem package (program problems with judgeSubmission, SQL problems
 * with judgeSqlSubmission) and turns the judge's result into the wire shapes of spec 03 §3: per-test results where
 * samples show their input, expected and actual output and secret tests never show any data, and the submission's
 * error message (compiler message, first runtime error text, or what went wrong on the first failing test).
 * This is the one place a result is cut for the wire: the Run answer, the stored submission (its history, the
 * realtime result, contests and test series) are all made of what it returns.
 */
import { open } from 'node:fs/promises';
import { CaseStatus, ExecutionStage, Verdict } from '@katana/shared/verdicts';
import { TEST_NOT_RUN, type TestResult } from '@katana/shared/api/practice-submissions';
import {
  type CaseResult,
  FrontendProblemError,
  getLanguage,
  type JudgeProgress,
  JudgeRequestError,
  judgeDsSubmission,
  judgeSqlSubmission,
  judgeSubmission,
  type Sandbox,
  type SqlDialect,
  SqlJudge,
  SqlProblemError,
  SqlReferenceError,
  type StageEvent,
  type SubmissionVerdict,
} from '@katana/judge';
import { judgeFrontendOnProblem } from './frontend-judging.ts';
import type { CachedProblem } from './problem-cache.ts';
import type { SqlSupport } from './sql-support.ts';

/** Sample data shown in a result: enough to see the case, small enough to store in every submission. */
export const SAMPLE_TEXT_CHARS = 4000;

export interface JudgeOnProblemRequest {
  language: string;
  source: string;
  mode: 'samples' | 'all';
  customInput?: string;
  /** All-or-nothing scoring (an ICPC contest): stop at the first failing test; the rest show as not run. */
  stopAtFirstFailure?: boolean;
}

/** What both the Run result and a stored submission are made of. */
export interface JudgedOnProblem {
  verdict: Verdict;
  errorMessage: string | null;
  /** Share of tests passed (or the group score), before any penalty. */
  percentage: number;
  totalTestCases: number;
  noOfTestCasesCorrect: number;
  totalTimeMs: number | null;
  maxMemoryKb: number | null;
  tests: TestResult[];
  /**
   * SQL problems: the spec's SQL sub-part (run status, Output tab text); data-science problems: theirs, with
   * exit_status RUN_TIME / TIMEOUT within ERROR.
   */
  sql: {
    run_status: 'MATCH' | 'NO_MATCH' | 'ERROR';
    exit_status?: 'RUN_TIME' | 'TIMEOUT' | null;
    result: { has_error: boolean; output: string };
  } | null;
}

/** The request itself cannot be judged here (language, problem type); the learner sees the reason. */
export function isJudgeRequestError(error: unknown): error is Error {
  return (
    error instanceof JudgeRequestError ||
    error instanceof FrontendProblemError ||
    error instanceof SqlProblemError ||
    error instanceof SqlReferenceError
  );
}

export interface ProblemJudgingDeps {
  sandbox: Sandbox;
  sql: SqlSupport;
}

async function readStart(file: string, max = SAMPLE_TEXT_CHARS): Promise<string> {
  // Only the start is shown, so a big sample file is never read whole.
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(max * 4);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.toString('utf8', 0, bytesRead).slice(0, max);
  } finally {
    await handle.close();
  }
}

/**
 * A secret test tells its status, time and memory, nothing else: its stderr, a checker's message and even a SQL
 * error text can quote the hidden data (a program that echoes its input to stderr and crashes would read every
 * secret input in one submission).
 */
const SECRET_FAILURE: Record<Exclude<CaseStatus, 'MATCH'>, (test: number) => string> = {
  NO_MATCH: (test) => `Wrong answer on test ${test}.`,
  RE: (test) => `Runtime error on test ${test}.`,
  TO: (test) => `Time limit exceeded on test ${test}.`,
  MLE: (test) => `Memory limit exceeded on test ${test}.`,
  ERROR: (test) => `The judge could not check test ${test}.`,
};

function secretFailureMessage(c: CaseResult, sql: boolean): string {
  // A SQL ERROR is the learner's own query failing on that test's tables.
  if (sql && c.status === CaseStatus.ERROR) return `Your query failed on test ${c.index}.`;
  return (SECRET_FAILURE[c.status as Exclude<CaseStatus, 'MATCH'>] ?? SECRET_FAILURE.ERROR)(c.index);
}

async function presentCase(
  problem: CachedProblem,
  c: CaseResult,
  options: { custom?: string; sql: boolean },
): Promise<TestResult> {
  const base: TestResult = {
    test: c.index,
    sample: c.isSample,
    status: c.status,
    time_ms: c.cpuTimeMs,
    // SQL engines measure no per-query memory.
    memory_kb: options.sql ? null : c.peakMemoryKb,
  };
  const failed = c.status !== CaseStatus.MATCH;
  if (options.custom !== undefined) {
    return {
      ...base,
      input: options.custom.slice(0, SAMPLE_TEXT_CHARS),
      actual_output: c.outputExcerpt,
      ...(failed ? { error: c.message } : {}),
    };
  }
  if (!c.isSample) return base;
  const testCase = options.sql ? null : problem.pkg.testCases.find((t) => t.name === c.name);
  return {
    ...base,
    ...(testCase
      ? {
          input: await readStart(testCase.inputPath),
          expected_output: await readStart(testCase.answerPath),
        }
      : {}),
    actual_output: c.outputExcerpt,
    ...(failed && c.message ? { error: c.message } : {}),
  };
}

/** The submission's error message: a sample's (or a custom run's) own text, a secret test's only its status. */
function errorMessageOf(
  verdict: SubmissionVerdict,
  cases: readonly CaseResult[],
  sql: boolean,
): string | null {
  if (verdict.verdict === Verdict.COMPILATION_ERROR) return verdict.errorMessage;
  const failed = cases.find((c) => c.index === verdict.firstFailedTest);
  if (!failed) return verdict.errorMessage;
  if (failed.isSample || failed.name === 'custom') return failed.message || verdict.errorMessage;
  return secretFailureMessage(failed, sql);
}

/** The SQL part shows the failing query's error text only when it failed on a sample table. */
function sqlPartOf(
  part: NonNullable<JudgedOnProblem['sql']>,
  verdict: SubmissionVerdict,
  cases: readonly CaseResult[],
): NonNullable<JudgedOnProblem['sql']> {
  const failed = cases.find((c) => c.index === verdict.firstFailedTest);
  if (part.run_status !== 'ERROR' || !failed || failed.isSample) return part;
  return { ...part, result: { ...part.result, output: secretFailureMessage(failed, true) } };
}

function toProgress(event: StageEvent): JudgeProgress | null {
  // The queue itself reports `started` when a worker takes the job.
  if (event.stage === ExecutionStage.STARTED) return null;
  const detail = event.detail ?? {};
  const time = detail.cpuTimeMs ?? detail.wallTimeMs;
  return {
    stage: event.stage,
    ...(event.test !== undefined ? { test: event.test } : {}),
    ...(event.tests !== undefined ? { tests: event.tests } : {}),
    ...(event.status !== undefined ? { status: event.status } : {}),
    ...(event.stage === ExecutionStage.EXECUTED
      ? {
          detail: {
            ...(typeof time === 'number' ? { time_ms: time } : {}),
            ...(typeof detail.peakMemoryKb === 'number' ? { memory_kb: detail.peakMemoryKb } : {}),
          },
        }
      : {}),
  };
}

export function createProblemJudging(deps: ProblemJudgingDeps) {
  let sqlJudge: SqlJudge | null = null;

  return async function judgeOnProblem(
    problem: CachedProblem,
    request: JudgeOnProblemRequest,
    onProgress: (event: JudgeProgress) => Promise<void>,
  ): Promise<JudgedOnProblem> {
    const onStage = async (event: StageEvent) => {
      const progress = toProgress(event);
      if (progress) await onProgress(progress);
    };
    const { pkg } = problem;
    if (pkg.frontend) return judgeFrontendOnProblem(problem, request.source, deps.sandbox, onProgress);
    if (pkg.sql) {
      if (request.customInput !== undefined)
        throw new SqlProblemError('SQL problems run on their sample tables, not on a custom input');
      const definition = getLanguage(request.language);
      if (definition?.kind !== 'sql') throw new SqlProblemError(`'${request.language}' is not a SQL dialect`);
      // Reference results are cached per setup script: one judge for every SQL problem of this process.
      sqlJudge ??= new SqlJudge(deps.sql.runner());
      const result = await judgeSqlSubmission({
        pkg,
        dialect: definition.key as SqlDialect,
        query: request.source,
        runner: deps.sql.runner(),
        judge: sqlJudge,
        mode: request.mode,
        onStage,
      });
      return {
        verdict: result.verdict,
        errorMessage: errorMessageOf(result, result.cases, true),
        percentage: result.percentageScore,
        totalTestCases: result.totalTestCases,
        noOfTestCasesCorrect: result.noOfTestCasesCorrect,
        totalTimeMs: Math.round(result.totalTimeMs),
        maxMemoryKb: null,
        tests: await Promise.all(result.cases.map((c) => presentCase(problem, c, { sql: true }))),
        sql: sqlPartOf(result.submissionPart, result, result.cases),
      };
    }
    if (pkg.dataScience) {
      if (request.customInput !== undefined)
        throw new JudgeRequestError(
          'data-science problems run on their sample data set, not on a custom input',
        );
      const result = await judgeDsSubmission({
        pkg,
        language: request.language,
        source: request.source,
        sandbox: deps.sandbox,
        mode: request.mode,
        onStage,
      });
      const part = result.submissionPart;
      const failed = result.cases.find((c) => c.index === result.firstFailedTest);
      // A secret test's output or error text could quote hidden data: only its status is told.
      const output = failed && !failed.isSample ? secretFailureMessage(failed, false) : part.output;
      return {
        verdict: result.verdict,
        errorMessage: errorMessageOf(result, result.cases, false),
        percentage: result.percentageScore,
        totalTestCases: result.totalTestCases,
        noOfTestCasesCorrect: result.noOfTestCasesCorrect,
        totalTimeMs: Math.round(result.totalTimeMs),
        maxMemoryKb: result.cases.length > 0 ? result.maxMemoryKb : null,
        tests: result.cases.map((c) => ({
          test: c.index,
          sample: c.isSample,
          status: c.status,
          time_ms: c.cpuTimeMs,
          memory_kb: c.peakMemoryKb,
          ...(c.isSample
            ? { actual_output: c.outputExcerpt, ...(c.message ? { error: c.message } : {}) }
            : {}),
        })),
        sql: {
          run_status: part.run_status,
          exit_status: part.exit_status,
          result: { has_error: part.run_status === 'ERROR', output },
        },
      };
    }
    const result = await judgeSubmission({
      pkg,
      language: request.language,
      source: request.source,
      sandbox: deps.sandbox,
      mode: request.mode,
      ...(request.customInput !== undefined ? { customInput: request.customInput } : {}),
      ...(problem.prepared ? { prepared: problem.prepared } : {}),
      ...(request.stopAtFirstFailure ? { stopOnFirstFailure: true } : {}),
      onStage,
    });
    const custom = request.customInput;
    return {
      verdict: result.verdict,
      errorMessage: errorMessageOf(result, result.cases, false),
      percentage: result.percentageScore,
      totalTestCases: result.totalTestCases,
      noOfTestCasesCorrect: result.noOfTestCasesCorrect,
      totalTimeMs: Math.round(result.totalTimeMs),
      maxMemoryKb: result.cases.length > 0 ? result.maxMemoryKb : null,
      tests: [
        ...(await Promise.all(
          result.cases.map((c) =>
            presentCase(problem, c, { sql: false, ...(custom !== undefined ? { custom } : {}) }),
          ),
        )),
        ...result.notRun.map((t): TestResult => ({
          test: t.index,
          sample: t.isSample,
          status: TEST_NOT_RUN,
          time_ms: null,
          memory_kb: null,
        })),
      ],
      sql: null,
    };
  };
}

export type JudgeOnProblem = ReturnType<typeof createProblemJudging>;
