/**
 * One SQL test case as the judge sees it: the expected result comes from the problem's reference solution run on
 * the same setup (cached, since every learner submission needs it) or from a setter's .ans file; the learner's
 * query is then run and compared. Also shapes the result into the spec's SQL submission sub-part.
 */
import { createHash } from 'node:crypto';
import type { SqlRunner } from './run-sql.ts';
import type {
  ColumnNameMode,
  ResultSet,
  SqlDialect,
  SqlLimits,
  SqlRunResult,
  SqlRunStatus,
} from './types.ts';

export interface SqlTestCase {
  dialect: SqlDialect;
  setupSql: string;
  /** The reference solution's query, or the expected result set read from an .ans file (parseExpectedResult). */
  expected: { referenceQuery: string } | { resultSet: ResultSet };
  ordered: boolean;
  columnNames?: ColumnNameMode;
  limits?: Partial<SqlLimits>;
}

/** Raised when the reference solution itself fails: the problem package is broken, not the submission. */
export class SqlReferenceError extends Error {}

const REFERENCE_CACHE_SIZE = 256;

export class SqlJudge {
  private readonly references = new Map<string, Promise<ResultSet>>();

  constructor(private readonly runner: SqlRunner) {}

  async judge(test: SqlTestCase, learnerQuery: string): Promise<SqlRunResult> {
    const expected =
      'resultSet' in test.expected
        ? test.expected.resultSet
        : await this.reference(test, test.expected.referenceQuery);
    return this.runner.runSql({
      dialect: test.dialect,
      setupSql: test.setupSql,
      query: learnerQuery,
      expected,
      ordered: test.ordered,
      ...(test.columnNames ? { columnNames: test.columnNames } : {}),
      ...(test.limits ? { limits: test.limits } : {}),
    });
  }

  private reference(test: SqlTestCase, query: string): Promise<ResultSet> {
    const key = createHash('sha256')
      .update(JSON.stringify([test.dialect, test.setupSql, query]))
      .digest('hex');
    let pending = this.references.get(key);
    if (!pending) {
      pending = this.runReference(test, query);
      pending.catch(() => this.references.delete(key));
      this.references.set(key, pending);
      if (this.references.size > REFERENCE_CACHE_SIZE) {
        const oldest = this.references.keys().next().value;
        if (oldest !== undefined) this.references.delete(oldest);
      }
    }
    return pending;
  }

  private async runReference(test: SqlTestCase, query: string): Promise<ResultSet> {
    // The reference gets generous limits: a slow reference must not turn every submission into an error.
    const limits = { ...test.limits, timeMs: Math.max(test.limits?.timeMs ?? 0, 30_000) };
    const result = await this.runner.runSql({
      dialect: test.dialect,
      setupSql: test.setupSql,
      query,
      ordered: false,
      limits,
    });
    if (result.status !== 'OK') {
      throw new SqlReferenceError(
        `The reference solution failed (${result.status}): ${result.error ?? ''}`.trim(),
      );
    }
    return { columns: result.columns, rows: result.rows };
  }
}

/** The spec's SQL submission sub-part (spec 03 §1 "Submission"): run_status, result { has_error, output }. */
export interface SqlSubmissionPart {
  run_status: 'MATCH' | 'NO_MATCH' | 'ERROR';
  result: { has_error: boolean; output: string };
}

/**
 * Spec 03 §4: MATCH is correct, NO_MATCH wrong answer, ERROR is error with output text. Time and memory limits
 * are errors on the wire, with the limit named in the output.
 */
export function sqlSubmissionPart(
  result: Pick<SqlRunResult, 'status' | 'table' | 'error'>,
): SqlSubmissionPart {
  const runStatus: Record<SqlRunStatus, SqlSubmissionPart['run_status']> = {
    MATCH: 'MATCH',
    OK: 'MATCH',
    NO_MATCH: 'NO_MATCH',
    ERROR: 'ERROR',
    TO: 'ERROR',
    MLE: 'ERROR',
  };
  const status = runStatus[result.status];
  return { run_status: status, result: { has_error: status === 'ERROR', output: result.table } };
}
