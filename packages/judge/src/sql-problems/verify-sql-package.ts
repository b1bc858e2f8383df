/**
 * `katana problem verify` for SQL problems: every `.sql` file under submissions/ is judged in each dialect it is
 * written for (see sql-submissions.ts) on every test, and the verdict must match its folder exactly as for code
 * (accepted: CORRECT_ANSWER on every test; wrong_answer: WRONG_ANSWER, and on 2023-07 draft packages only AC/WA per
 * test). A dialect whose engine is not available here is reported as skipped; a reference query or setup script
 * that fails is a package problem.
 */
import { readFile } from 'node:fs/promises';
import type { PackageSubmission, ProblemPackage } from '../package/types.ts';
import { SqlJudge, SqlReferenceError } from '../sql/judge-sql.ts';
import type { SqlRunner } from '../sql/run-sql.ts';
import type { SqlDialect } from '../sql/types.ts';
import { checkExpectation, EXPECTED_VERDICTS } from '../verify/expectations.ts';
import type { VerifiedSubmission, VerifyReport } from '../verify/verify-package.ts';
import { judgeSqlSubmission } from './judge-sql-submission.ts';
import { referenceSubmission, submissionDialects } from './sql-submissions.ts';

export interface VerifySqlOptions {
  runner: SqlRunner;
  /** Adds one judged or skipped submission to the report (verifyPackage's bookkeeping and progress output). */
  record: (result: VerifiedSubmission) => void;
}

/** Fills `report` (created by verifyPackage) for a SQL package. */
export async function verifySqlPackage(
  pkg: ProblemPackage,
  report: VerifyReport,
  options: VerifySqlOptions,
): Promise<void> {
  const sql = pkg.sql!;
  const { record } = options;
  report.timeLimit = { seconds: pkg.limits.timeLimitS, source: pkg.limits.timeLimitSource };
  if (!sql.tests.some((t) => t.isSample)) report.warnings.push('data/sample/: no sample setup script');

  const available = new Map<SqlDialect, string | null>();
  for (const dialect of sql.dialects) {
    const availability = await options.runner.availability(dialect);
    available.set(dialect, availability.available ? null : (availability.reason ?? 'unavailable'));
    if (!referenceSubmission(pkg, dialect))
      report.problems.push(`submissions/accepted/ holds no reference query for ${dialect}`);
  }

  const judge = new SqlJudge(options.runner);
  // Accepted first: a failing reference then shows up against its own name.
  const ordered = [...pkg.submissions].sort(
    (a, b) => Number(b.expected === 'accepted') - Number(a.expected === 'accepted'),
  );
  for (const submission of ordered) {
    const base = {
      name: submission.name,
      expected: submission.expected,
      expectedVerdicts: EXPECTED_VERDICTS[submission.expected],
    };
    const dialects = submissionDialects(sql, submission, pkg.submissions);
    if (dialects.length === 0) {
      record({
        ...base,
        language: null,
        outcome: 'skipped',
        reason: `not a .sql file for one of this problem's dialects (${sql.dialects.join(', ')})`,
      });
      continue;
    }
    for (const dialect of dialects) {
      const unavailable = available.get(dialect);
      if (unavailable) {
        record({
          ...base,
          language: dialect,
          outcome: 'skipped',
          reason: `${dialect} is unavailable here: ${unavailable}`,
        });
        continue;
      }
      record(await verifyOne(pkg, submission, dialect, judge, options.runner, base));
    }
  }
}

async function verifyOne(
  pkg: ProblemPackage,
  submission: PackageSubmission,
  dialect: SqlDialect,
  judge: SqlJudge,
  runner: SqlRunner,
  base: Pick<VerifiedSubmission, 'name' | 'expected' | 'expectedVerdicts'>,
): Promise<VerifiedSubmission> {
  const query = await readFile(submission.program.path, 'utf8');
  try {
    const result = await judgeSqlSubmission({ pkg, dialect, query, runner, judge, mode: 'all' });
    const check = checkExpectation(submission.expected, pkg.metadata.formatVersion, result);
    const setupFailure = result.cases.find((c) => c.message.startsWith("the problem's setup script failed"));
    return {
      ...base,
      language: dialect,
      outcome: check.passed && !setupFailure ? 'passed' : 'failed',
      ...(setupFailure
        ? { reason: `${setupFailure.name}: ${setupFailure.message}` }
        : check.reason
          ? { reason: check.reason }
          : {}),
      verdict: result.verdict,
      maxCpuTimeMs: result.maxCpuTimeMs,
      tests: result.cases.map((c) => ({ name: c.name, status: c.status, cpuTimeMs: c.cpuTimeMs })),
    };
  } catch (error) {
    if (!(error instanceof SqlReferenceError)) throw error;
    return { ...base, language: dialect, outcome: 'failed', reason: error.message };
  }
}
