/**
 * Runs an online-compiler job: a program through the judge's compile-and-run path (`judgeRun`: sandboxed compile,
 * one sandboxed run, the same limits and verdict rules as submissions), or an SQL script against a throw-away
 * database. The result is shaped for the wire here because it is stored in the queue as JSON and returned as is.
 */
import { CaseStatus, Verdict } from '@katana/shared/verdicts';
import type { JudgeRunResultBody } from '@katana/shared/api/judge';
import {
  getLanguage,
  judgeRun,
  JudgeRunError,
  type JudgeRunResult,
  type Sandbox,
  type SqlDialect,
  type SqlRunResult,
  sqlStatusToVerdict,
} from '@katana/judge';
import type { RunJobData, RunJobResult } from './judge-job.ts';
import type { SqlSupport } from './sql-support.ts';

/** The start of stderr is what explains a crash; the rest of a flood is noise on the wire and in Redis. */
export const STDERR_EXCERPT_CHARS = 8 * 1024;

export interface RunJobDeps {
  sandbox: Sandbox;
  sql: SqlSupport;
}

function limitsOf(data: RunJobData): JudgeRunResultBody['limits'] {
  return { time_limit_s: data.timeLimitS, memory_limit_mb: data.memoryLimitMb };
}

function cut(text: string, max: number): { text: string; cut: boolean } {
  return text.length > max ? { text: text.slice(0, max), cut: true } : { text, cut: false };
}

export function presentProgramRun(result: JudgeRunResult): RunJobResult {
  const run = result.run;
  const stderr = run ? cut(run.stderr, STDERR_EXCERPT_CHARS) : null;
  return {
    language: result.language,
    verdict: result.verdict,
    status: result.status,
    message: result.message,
    compile: result.compile,
    run:
      run && stderr
        ? {
            outcome: run.outcome,
            exit_code: run.exitCode,
            signal: run.signal,
            cpu_time_ms: run.cpuTimeMs,
            wall_time_ms: run.wallTimeMs,
            peak_memory_kb: run.peakMemoryKb,
            stdout: run.stdout,
            stderr: stderr.text,
            truncated: run.truncated || stderr.cut,
          }
        : null,
    limits: { time_limit_s: result.limits.timeLimitS, memory_limit_mb: result.limits.memoryLimitMb },
  };
}

const SQL_OUTCOME = {
  OK: 'OK',
  MATCH: 'OK',
  NO_MATCH: 'OK',
  ERROR: 'QUERY_ERROR',
  TO: 'TIME_LIMIT',
  MLE: 'MEMORY_LIMIT',
} as const;

export function presentSqlRun(data: RunJobData, result: SqlRunResult): RunJobResult {
  const status = result.status === 'OK' ? CaseStatus.MATCH : result.status;
  const verdict = result.status === 'OK' ? Verdict.CORRECT_ANSWER : sqlStatusToVerdict(result.status);
  return {
    language: data.language,
    verdict,
    status,
    message: result.status === 'OK' ? 'ran within the limits' : (result.error ?? result.status),
    compile: { ok: true, message: '' },
    run: {
      outcome: SQL_OUTCOME[result.status],
      exit_code: null,
      signal: null,
      // The database engines report elapsed time only; no CPU time or memory of one query.
      cpu_time_ms: null,
      wall_time_ms: result.timeMs,
      peak_memory_kb: null,
      stdout: result.table,
      stderr: cut(result.error ?? '', STDERR_EXCERPT_CHARS).text,
      truncated: false,
    },
    limits: limitsOf(data),
  };
}

/** A job the worker cannot run at all (its machine lacks the language): an ERROR verdict, not a failed job. */
function errorResult(data: RunJobData, message: string): RunJobResult {
  return {
    language: data.language,
    verdict: Verdict.ERROR,
    status: null,
    message,
    compile: { ok: false, message: '' },
    run: null,
    limits: limitsOf(data),
  };
}

export async function executeRunJob(data: RunJobData, deps: RunJobDeps): Promise<RunJobResult> {
  const definition = getLanguage(data.language);
  if (definition?.kind === 'sql') {
    const result = await deps.sql.runner().runSql({
      dialect: definition.key as SqlDialect,
      setupSql: '',
      query: data.source,
      ordered: true,
      limits: { timeMs: Math.round(data.timeLimitS * 1000), memoryMb: data.memoryLimitMb },
    });
    return presentSqlRun(data, result);
  }
  try {
    const result = await judgeRun({
      lang: data.language,
      source: data.source,
      input: data.stdin,
      timeLimitS: data.timeLimitS,
      memoryLimitMb: data.memoryLimitMb,
      sandbox: deps.sandbox,
    });
    return presentProgramRun(result);
  } catch (error) {
    if (error instanceof JudgeRunError) return errorResult(data, error.message);
    throw error;
  }
}
