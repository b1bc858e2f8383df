/**
 * judgeSqlSubmission's bookkeeping (order of tests, verdict, percentage, Output tab text, stages) with a scripted
 * runner; the real engines are exercised in sql-problems.integration.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseStatus, ExecutionStage } from '@katana/shared/verdicts';
import type { ProblemPackage } from '../package/types.ts';
import { readPackageDir } from '../package/read-package.ts';
import { compareResultSets } from '../sql/compare.ts';
import { renderTable } from '../sql/render-table.ts';
import type { SqlRunner } from '../sql/run-sql.ts';
import type { ResultSet, SqlRunRequest } from '../sql/types.ts';
import { judgeSubmission, JudgeRequestError, type StageEvent } from '../judging/judge-submission.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { judgeSqlSubmission, SqlProblemError } from './judge-sql-submission.ts';
import { shelfPackage, writePackage } from './test-support.ts';

const REFERENCE = 'SELECT id, title FROM books WHERE pages > 100 ORDER BY pages DESC, id;\n';

/** Answers each (setup, query) from a table; `setup` is matched by a word the setup script contains. */
function scriptedRunner(answers: Record<string, Record<string, ResultSet | string>>) {
  const calls: SqlRunRequest[] = [];
  const runner: SqlRunner = {
    async runSql(request) {
      calls.push(request);
      const setup = Object.keys(answers).find((word) => request.setupSql.includes(word));
      const answer = setup ? answers[setup]![request.query] : undefined;
      if (answer === undefined) throw new Error(`unscripted ${request.query}`);
      if (typeof answer === 'string')
        return {
          status: 'ERROR',
          columns: [],
          rows: [],
          table: `${answer}\n`,
          error: answer,
          phase: 'query',
          timeMs: 3,
        };
      const table = renderTable(answer, 10_000);
      if (!request.expected) return { status: 'OK', ...answer, table, timeMs: 5 };
      const cmp = compareResultSets(answer, request.expected, { ordered: request.ordered });
      return cmp.match
        ? { status: 'MATCH', ...answer, table, timeMs: 7 }
        : { status: 'NO_MATCH', ...answer, table, error: cmp.reason, timeMs: 7 };
    },
    availability: async () => ({ available: true }),
    close: async () => undefined,
  };
  return { runner, calls };
}

const rs = (...rows: Array<[string, string]>): ResultSet => ({ columns: ['id', 'title'], rows });
const SAMPLE = rs(['1', 'Dune Sea'], ['4', 'Tide Tables']);
const TIES = rs(['5', 'Atlas'], ['9', 'Zebra Notes'], ['7', 'Moths']);
const GOOD = 'SELECT id, title FROM books WHERE pages > 100 ORDER BY pages DESC, id';
const NO_TIE_BREAK = 'SELECT id, title FROM books WHERE pages > 100 ORDER BY pages DESC';
const TYPO = 'SELEC id FROM books';
const answers = {
  Dune: {
    [REFERENCE]: SAMPLE,
    [GOOD]: SAMPLE,
    [NO_TIE_BREAK]: SAMPLE,
    [TYPO]: 'ERROR:  syntax error at or near "SELEC"',
  },
  Zebra: {
    [REFERENCE]: TIES,
    [GOOD]: TIES,
    [NO_TIE_BREAK]: rs(['9', 'Zebra Notes'], ['5', 'Atlas'], ['7', 'Moths']),
  },
  // Every setup contains the schema; only the empty-table one falls through to this entry.
  'NULL);': { [REFERENCE]: rs(), [GOOD]: rs(), [NO_TIE_BREAK]: rs(), [TYPO]: 'ERROR:  syntax error' },
};

let pkg: ProblemPackage;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const written = await writePackage(shelfPackage());
  cleanup = written.cleanup;
  pkg = await readPackageDir(written.root);
});
afterAll(() => cleanup());

describe('judgeSqlSubmission', () => {
  it('judges samples then secret against the reference, reporting stages and cases as they happen', async () => {
    const { runner, calls } = scriptedRunner(answers);
    const stages: StageEvent[] = [];
    const seen: string[] = [];
    const result = await judgeSqlSubmission({
      pkg,
      dialect: 'psql',
      query: GOOD,
      runner,
      mode: 'all',
      onStage: (e) => void stages.push(e),
      onCase: (c, total) => void seen.push(`${c.name}:${c.status}/${total}`),
    });
    expect(result).toMatchObject({
      verdict: 'CORRECT_ANSWER',
      percentage: 100,
      percentageScore: 100,
      totalTestCases: 3,
      noOfTestCasesCorrect: 3,
      timeLimitS: 2,
      memoryLimitMb: 256,
      submissionPart: { run_status: 'MATCH', result: { has_error: false } },
    });
    expect(seen).toEqual(['sample/01:MATCH/3', 'secret/01-empty:MATCH/3', 'secret/02-ties:MATCH/3']);
    expect(result.output).toContain('| 4  | Tide Tables |');
    expect(result.submissionPart.result.output).toBe(result.output);
    expect(stages.map((s) => s.stage)).toEqual([
      ExecutionStage.STARTED,
      ExecutionStage.API_SUCCESSFUL,
      ExecutionStage.COMPILED,
      ExecutionStage.EXECUTED,
      ExecutionStage.EXECUTED,
      ExecutionStage.EXECUTED,
      ExecutionStage.RESULT_AWAITED,
    ]);
    // The learner's query runs with the problem's limits (time_limit 2 s, 256 MiB) and ordered comparison.
    const learner = calls.find((c) => c.query === GOOD)!;
    expect(learner).toMatchObject({
      ordered: true,
      columnNames: 'case-insensitive',
      limits: { timeMs: 2000, memoryMb: 256 },
    });
  });

  it('gives WRONG_ANSWER from the first failing test with the share passed, never naming the expected rows', async () => {
    const { runner } = scriptedRunner(answers);
    const result = await judgeSqlSubmission({
      pkg,
      dialect: 'psql',
      query: NO_TIE_BREAK,
      runner,
      mode: 'all',
    });
    expect(result.verdict).toBe('WRONG_ANSWER');
    expect(result.firstFailedTest).toBe(3);
    expect(result.percentage).toBeCloseTo(200 / 3);
    expect(result.cases.map((c) => c.status)).toEqual([
      CaseStatus.MATCH,
      CaseStatus.MATCH,
      CaseStatus.NO_MATCH,
    ]);
    expect(result.errorMessage).toBe('Row 1 (9, Zebra Notes) differs from the expected row 1');
    expect(result.submissionPart).toMatchObject({ run_status: 'NO_MATCH', result: { has_error: false } });
  });

  it('turns a query error into ERROR with the database text as the Output, and Run judges samples only', async () => {
    const { runner } = scriptedRunner(answers);
    const result = await judgeSqlSubmission({ pkg, dialect: 'psql', query: TYPO, runner, mode: 'samples' });
    expect(result).toMatchObject({ verdict: 'ERROR', totalTestCases: 1, mode: 'samples' });
    expect(result.submissionPart).toEqual({
      run_status: 'ERROR',
      result: { has_error: true, output: 'ERROR:  syntax error at or near "SELEC"\n' },
    });
  });

  it('uses a test .ans instead of the reference, and refuses dialects the problem does not offer', async () => {
    const written = await writePackage(
      shelfPackage({
        'katana.yaml': 'type: SQL\nordered: true\ndialects: [psql]\n',
        'data/secret/02-ties.ans':
          '{"columns": ["id", "title"], "rows": [[5, "Atlas"], [9, "Zebra Notes"], [7, "Moths"]]}',
      }),
    );
    try {
      const withAns = await readPackageDir(written.root);
      const { runner, calls } = scriptedRunner(answers);
      const result = await judgeSqlSubmission({
        pkg: withAns,
        dialect: 'psql',
        query: GOOD,
        runner,
        mode: 'all',
      });
      expect(result.verdict).toBe('CORRECT_ANSWER');
      // The reference ran for the two setups without an .ans only.
      expect(calls.filter((c) => c.query === REFERENCE)).toHaveLength(2);
      await expect(
        judgeSqlSubmission({ pkg: withAns, dialect: 'mysql', query: GOOD, runner, mode: 'all' }),
      ).rejects.toThrow(SqlProblemError);
    } finally {
      await written.cleanup();
    }
  });

  it('is the way to judge SQL packages: the code judge refuses them with a pointer here', async () => {
    const request = {
      pkg,
      language: 'python',
      source: 'print(1)',
      sandbox: {} as Sandbox,
      mode: 'all' as const,
    };
    await expect(judgeSubmission(request)).rejects.toThrow(
      new JudgeRequestError('tiny-shelf is a SQL problem: judge it with judgeSqlSubmission'),
    );
  });
});
