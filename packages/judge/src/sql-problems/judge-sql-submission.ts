/**
 * Judges a learner's query against a SQL problem package: for every test (samples, then secret) the setup script is
 * loaded into a throw-away database, the query runs, and its result set is compared with the reference query's on
 * the same setup (or the test's .ans). Per-case statuses are the spec's MATCH / NO_MATCH / ERROR (plus TO, MLE);
 * the verdict and percentage follow the code rules (first non-correct test, share passed), so the server stores
 * and scores SQL submissions like code ones. The result also carries the spec's SQL sub-part (run_status,
 * result.has_error, result.output) with the first sample's table for the web's Output tab.
 */
import { readFile } from 'node:fs/promises';
import { CaseStatus, ExecutionStage } from '@katana/shared/verdicts';
import type { StageEvent } from '../judging/judge-submission.ts';
import type { ProblemPackage } from '../package/types.ts';
import { parseExpectedResult } from '../sql/expected-result.ts';
import { SqlJudge, type SqlSubmissionPart, type SqlTestCase } from '../sql/judge-sql.ts';
import type { SqlRunner } from '../sql/run-sql.ts';
import type { SqlDialect, SqlLimits, SqlRunResult } from '../sql/types.ts';
import { aggregateVerdict, type SubmissionVerdict } from '../verdict/aggregate.ts';
import { excerpt, type CaseResult } from '../verdict/case-result.ts';
import type { SqlTestFile } from './sql-package.ts';
import { readReferenceQuery } from './sql-submissions.ts';

export interface JudgeSqlSubmissionRequest {
  pkg: ProblemPackage;
  dialect: SqlDialect;
  /** The learner's SQL (untrusted). */
  query: string;
  runner: SqlRunner;
  /** `samples`: data/sample only (the "Run" button); `all`: samples and secret (a submission). */
  mode: 'samples' | 'all';
  /** Reuse one judge for many submissions: it caches the reference result per setup script. */
  judge?: SqlJudge;
  /** The reference query; read from submissions/accepted/ when absent. */
  referenceQuery?: string;
  /** Override the limits derived from problem.yaml (time_limit, memory). */
  limits?: Partial<SqlLimits>;
  onStage?: (event: StageEvent) => void | Promise<void>;
  onCase?: (result: CaseResult, totalTests: number) => void | Promise<void>;
}

export interface SqlJudgeResult extends SubmissionVerdict {
  dialect: SqlDialect;
  mode: 'samples' | 'all';
  cases: CaseResult[];
  /** The first sample's rendered table (or its error text), for the Output tab. */
  output: string;
  /** Spec 03 §3 SQL sub-part: run_status from the verdict, result.output the Output tab's text. */
  submissionPart: SqlSubmissionPart;
  timeLimitS: number;
  memoryLimitMb: number;
  /** Largest and summed query wall time over the tests (SQL has no separate CPU measure). */
  maxCpuTimeMs: number;
  totalTimeMs: number;
  /** SQL problems are pass-fail: never a group score. */
  score: null;
  percentageScore: number;
}

/** The package is not a SQL problem, or does not offer the dialect. */
export class SqlProblemError extends Error {}

export function sqlTestsFor(pkg: ProblemPackage, mode: 'samples' | 'all'): SqlTestFile[] {
  if (!pkg.sql) throw new SqlProblemError(`${pkg.shortName} is not a SQL problem`);
  return mode === 'samples' ? pkg.sql.tests.filter((t) => t.isSample) : pkg.sql.tests;
}

/** The judge's view of one test file; `referenceQuery` is used unless the test brings its own .ans. */
export async function sqlTestCase(
  pkg: ProblemPackage,
  test: SqlTestFile,
  dialect: SqlDialect,
  referenceQuery: () => Promise<string>,
  limits: Partial<SqlLimits>,
): Promise<SqlTestCase> {
  const sql = pkg.sql!;
  const setupSql = await readFile(test.setupPath, 'utf8');
  const expected = test.answerPath
    ? { resultSet: parseExpectedResult(await readFile(test.answerPath, 'utf8')) }
    : { referenceQuery: await referenceQuery() };
  return { dialect, setupSql, expected, ordered: sql.ordered, columnNames: sql.columnNames, limits };
}

function caseMessage(result: SqlRunResult): string {
  if (result.status === 'MATCH') return '';
  const text = result.error ?? '';
  // A failing setup script is the package's fault, not the learner's; say so.
  return result.phase === 'setup' ? `the problem's setup script failed: ${text}` : text;
}

export function toCaseResult(test: SqlTestFile, index: number, result: SqlRunResult): CaseResult {
  const status: CaseStatus = result.status === 'OK' ? CaseStatus.MATCH : result.status;
  const table = excerpt(result.table);
  return {
    index,
    name: test.name,
    group: test.isSample ? 'sample' : 'secret',
    isSample: test.isSample,
    status,
    cpuTimeMs: result.timeMs,
    wallTimeMs: result.timeMs,
    peakMemoryKb: 0,
    exitCode: null,
    signal: null,
    outputExcerpt: table.text,
    stderrExcerpt: '',
    outputTruncated: table.cut,
    message: caseMessage(result),
  };
}

const RUN_STATUS_OF_VERDICT: Record<string, SqlSubmissionPart['run_status']> = {
  CORRECT_ANSWER: 'MATCH',
  WRONG_ANSWER: 'NO_MATCH',
};

export async function judgeSqlSubmission(request: JudgeSqlSubmissionRequest): Promise<SqlJudgeResult> {
  const { pkg, dialect, mode } = request;
  const tests = sqlTestsFor(pkg, mode);
  if (!pkg.sql!.dialects.includes(dialect))
    throw new SqlProblemError(`${pkg.shortName} is not offered in ${dialect}`);
  const emit = async (event: StageEvent) => request.onStage?.(event);
  const totalTests = tests.length;
  const limits: Partial<SqlLimits> = {
    timeMs: Math.round(pkg.limits.timeLimitS * 1000),
    memoryMb: pkg.limits.memoryMb,
    ...request.limits,
  };
  const judge = request.judge ?? new SqlJudge(request.runner);
  let reference: Promise<string> | null = null;
  const referenceQuery = () =>
    (reference ??= request.referenceQuery
      ? Promise.resolve(request.referenceQuery)
      : readReferenceQuery(pkg, dialect));

  await emit({ stage: ExecutionStage.STARTED, tests: totalTests });
  await emit({ stage: ExecutionStage.API_SUCCESSFUL, tests: totalTests, detail: { language: dialect } });
  // SQL has nothing to compile; the stage is still reported so the web's progress looks the same for every type.
  await emit({ stage: ExecutionStage.COMPILED, tests: totalTests, detail: { ok: true } });

  const cases: CaseResult[] = [];
  const tables: string[] = [];
  for (const [i, test] of tests.entries()) {
    const testCase = await sqlTestCase(pkg, test, dialect, referenceQuery, limits);
    const result = await judge.judge(testCase, request.query);
    const caseResult = toCaseResult(test, i + 1, result);
    cases.push(caseResult);
    tables.push(result.table);
    await request.onCase?.(caseResult, totalTests);
    await emit({
      stage: ExecutionStage.EXECUTED,
      test: i + 1,
      tests: totalTests,
      status: caseResult.status,
      detail: { name: caseResult.name, wallTimeMs: caseResult.wallTimeMs },
    });
  }

  const verdict = aggregateVerdict({ ok: true }, cases, totalTests);
  await emit({
    stage: ExecutionStage.RESULT_AWAITED,
    tests: totalTests,
    detail: { verdict: verdict.verdict },
  });
  const firstSample = cases.findIndex((c) => c.isSample);
  const output = tables[firstSample >= 0 ? firstSample : 0] ?? '';
  const runStatus = RUN_STATUS_OF_VERDICT[verdict.verdict] ?? 'ERROR';
  // An ERROR shows the error text (spec: "ERROR is error with output text"), not a sample's table.
  const failed = verdict.firstFailedTest ? tables[verdict.firstFailedTest - 1] : undefined;
  const submissionOutput = runStatus === 'ERROR' && failed !== undefined ? failed : output;
  return {
    ...verdict,
    dialect,
    mode,
    cases,
    output,
    submissionPart: {
      run_status: runStatus,
      result: { has_error: runStatus === 'ERROR', output: submissionOutput },
    },
    timeLimitS: pkg.limits.timeLimitS,
    memoryLimitMb: pkg.limits.memoryMb,
    maxCpuTimeMs: Math.max(0, ...cases.map((c) => c.cpuTimeMs)),
    totalTimeMs: cases.reduce((sum, c) => sum + c.cpuTimeMs, 0),
    score: null,
    percentageScore: verdict.percentage,
  };
}
