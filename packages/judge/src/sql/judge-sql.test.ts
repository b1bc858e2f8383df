import { describe, expect, it } from 'vitest';
import { SqlJudge, SqlReferenceError, sqlSubmissionPart } from './judge-sql.ts';
import type { SqlRunner } from './run-sql.ts';
import type { SqlRunRequest, SqlRunResult } from './types.ts';

/** A runner that answers from a table of queries, recording what it was asked. */
function fakeRunner(answers: Record<string, Omit<SqlRunResult, 'timeMs' | 'table'>>) {
  const calls: SqlRunRequest[] = [];
  const runner: SqlRunner = {
    async runSql(request) {
      calls.push(request);
      const answer = answers[request.query];
      if (!answer) throw new Error(`unexpected query ${request.query}`);
      if (answer.status !== 'OK' || !request.expected) return { ...answer, table: 't', timeMs: 1 };
      const same = JSON.stringify(answer.rows) === JSON.stringify(request.expected.rows);
      return { ...answer, status: same ? 'MATCH' : 'NO_MATCH', table: 't', timeMs: 1 };
    },
    availability: async () => ({ available: true }),
    close: async () => undefined,
  };
  return { runner, calls };
}

const test = {
  dialect: 'psql' as const,
  setupSql: 'CREATE TABLE t (a INT)',
  ordered: false,
  expected: { referenceQuery: 'REF' },
};

describe('SqlJudge', () => {
  it('runs the reference once per setup and compares every submission with it', async () => {
    const { runner, calls } = fakeRunner({
      REF: { status: 'OK', columns: ['a'], rows: [['1']] },
      GOOD: { status: 'OK', columns: ['a'], rows: [['1']] },
      BAD: { status: 'OK', columns: ['a'], rows: [['2']] },
    });
    const judge = new SqlJudge(runner);
    expect((await judge.judge(test, 'GOOD')).status).toBe('MATCH');
    expect((await judge.judge(test, 'BAD')).status).toBe('NO_MATCH');
    expect(calls.map((c) => c.query)).toEqual(['REF', 'GOOD', 'BAD']);
    expect(calls[1]?.expected).toEqual({ columns: ['a'], rows: [['1']] });
  });

  it('blames the problem, not the learner, when the reference fails', async () => {
    const { runner } = fakeRunner({ REF: { status: 'ERROR', columns: [], rows: [], error: 'ERROR:  boom' } });
    await expect(new SqlJudge(runner).judge(test, 'ANY')).rejects.toThrow(
      new SqlReferenceError('The reference solution failed (ERROR): ERROR:  boom'),
    );
  });

  it('uses an .ans result set directly', async () => {
    const { runner, calls } = fakeRunner({ GOOD: { status: 'OK', columns: ['a'], rows: [['1']] } });
    const result = await new SqlJudge(runner).judge(
      { ...test, expected: { resultSet: { columns: ['a'], rows: [['1']] } } },
      'GOOD',
    );
    expect(result.status).toBe('MATCH');
    expect(calls).toHaveLength(1);
  });
});

describe('sqlSubmissionPart', () => {
  it('maps statuses to the wire: MATCH, NO_MATCH, and ERROR with the output text for errors and limits', () => {
    expect(sqlSubmissionPart({ status: 'MATCH', table: 'grid' })).toEqual({
      run_status: 'MATCH',
      result: { has_error: false, output: 'grid' },
    });
    expect(sqlSubmissionPart({ status: 'NO_MATCH', table: 'grid' })).toEqual({
      run_status: 'NO_MATCH',
      result: { has_error: false, output: 'grid' },
    });
    expect(sqlSubmissionPart({ status: 'TO', table: 'Time limit exceeded\n' })).toEqual({
      run_status: 'ERROR',
      result: { has_error: true, output: 'Time limit exceeded\n' },
    });
  });
});

describe('sqlStatusToVerdict', () => {
  it('maps per-case statuses to submission verdicts (spec 03 §4)', async () => {
    const { sqlStatusToVerdict } = await import('./run-sql.ts');
    expect(['MATCH', 'NO_MATCH', 'ERROR', 'TO', 'MLE'].map((s) => sqlStatusToVerdict(s as 'MATCH'))).toEqual([
      'CORRECT_ANSWER',
      'WRONG_ANSWER',
      'ERROR',
      'TIME_LIMIT_EXCEEDED',
      'MEMORY_LIMIT_EXCEEDED',
    ]);
  });
});
