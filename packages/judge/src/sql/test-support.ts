/**
 * The behaviour every SQL engine must show, as one suite the engine test files run against their own runner
 * (PGlite, PostgreSQL, MariaDB). Test-only; nothing in the judge imports it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExpectedResult } from './expected-result.ts';
import type { SqlRunner } from './run-sql.ts';
import type { SqlDialect, SqlLimits, SqlRunRequest } from './types.ts';

const fixtureDir = join(import.meta.dirname, '../../test-fixtures/sql/company');
export const companySetup = readFileSync(join(fixtureDir, 'setup.sql'), 'utf8');
export const salesByNameAnswer = parseExpectedResult(
  readFileSync(join(fixtureDir, 'sales-by-name.ans'), 'utf8'),
);

/**
 * A test suite whose engine or service is missing is skipped on a developer's machine, but under CI (CI=true, set by
 * .ci/run's runners) a skip would hide that the engine was never tested: there the missing engine fails.
 */
export function failInCiWhenMissing(what: string, available: boolean, reason: string): void {
  if (available || process.env.CI !== 'true') return;
  describe(`${what} under CI`, () => {
    it('is installed and reachable', () => {
      throw new Error(`${what} is unavailable under CI (${reason}); CI must install and start it`);
    });
  });
}

export const quickLimits: Partial<SqlLimits> = { timeMs: 2_000 };

export interface DialectQueries {
  /** A query that sleeps for 100 s. */
  sleep: string;
  /** Error text the database gives for `SELEC name FROM employees`. */
  syntaxError: RegExp;
}

export const DIALECT_QUERIES: Record<SqlDialect, DialectQueries> = {
  psql: { sleep: 'SELECT pg_sleep(100)', syntaxError: /syntax error at or near "SELEC"/ },
  mysql: {
    sleep: 'SELECT SLEEP(100)',
    syntaxError: /^ERROR 1064 \(42000\): You have an error in your SQL syntax/,
  },
};

/** Defines the shared cases inside the caller's describe block. */
export function sharedSqlCases(dialect: SqlDialect, getRunner: () => SqlRunner): void {
  const q = DIALECT_QUERIES[dialect];
  const run = (request: Partial<SqlRunRequest> & { query: string }) =>
    getRunner().runSql({ dialect, setupSql: companySetup, ordered: false, limits: quickLimits, ...request });
  const reference = async (query: string) => {
    const result = await run({ query });
    expect(result.status, result.error).toBe('OK');
    return { columns: result.columns, rows: result.rows };
  };

  it('judges a correct query MATCH against the reference solution, and renders the table', async () => {
    const expected = await reference('SELECT name, salary FROM employees WHERE department_id = 1');
    const result = await run({
      query: 'select e.name, e.salary from employees e where e.salary > 90000',
      expected,
    });
    expect(result.status).toBe('MATCH');
    expect(result.rows).toEqual([
      ['Asha', '120000'],
      ['Bilal', '95000.5'],
    ]);
    expect(result.table).toContain('| Bilal | 95000.5 |');
    expect(result.table).toContain('2 rows');
  });

  it('judges a wrong query NO_MATCH and says which row is off', async () => {
    const expected = await reference('SELECT name FROM employees WHERE salary > 60000');
    const result = await run({ query: 'SELECT name FROM employees WHERE salary > 80000', expected });
    expect(result.status).toBe('NO_MATCH');
    expect(result.error).toBe('Expected 3 row(s), got 2');
  });

  it("reports a syntax error as ERROR with the database's message", async () => {
    const result = await run({ query: 'SELEC name FROM employees' });
    expect(result.status).toBe('ERROR');
    expect(result.phase).toBe('query');
    expect(result.error).toMatch(q.syntaxError);
    expect(result.table).toBe(`${result.error}\n`);
  });

  it('reports an unknown table as ERROR', async () => {
    const result = await run({ query: 'SELECT * FROM staff' });
    expect(result.status).toBe('ERROR');
    expect(result.error).toMatch(/staff/);
  });

  it('ignores row order for unordered problems and enforces it for ordered ones', async () => {
    const expected = await reference('SELECT name FROM employees ORDER BY name');
    const reversed = 'SELECT name FROM employees ORDER BY name DESC';
    expect((await run({ query: reversed, expected, ordered: false })).status).toBe('MATCH');
    const ordered = await run({ query: reversed, expected, ordered: true });
    expect(ordered.status).toBe('NO_MATCH');
    expect(ordered.error).toBe('Row 1 (Eitan) differs from the expected row 1');
    expect(
      (await run({ query: 'SELECT name FROM employees ORDER BY name', expected, ordered: true })).status,
    ).toBe('MATCH');
  });

  it('keeps NULL distinct from 0 and matches NULL with NULL', async () => {
    const expected = await reference('SELECT name, salary FROM employees WHERE department_id = 2');
    expect(expected.rows).toContainEqual(['Dana', null]);
    const coalesced = await run({
      query: 'SELECT name, COALESCE(salary, 0) AS salary FROM employees WHERE department_id = 2',
      expected,
    });
    expect(coalesced.status).toBe('NO_MATCH');
    const nullsKept = await run({
      query: 'SELECT name, salary FROM employees WHERE manager_id IN (1, 3) AND department_id = 2',
      expected,
    });
    expect(nullsKept.status).toBe('MATCH');
    expect(nullsKept.table).toContain('NULL');
  });

  it("matches a setter's hand-written .ans file (trailing zeros, NULL marker, ISO dates)", async () => {
    const query =
      "SELECT e.name, e.salary, e.hired_on FROM employees e JOIN departments d ON d.id = e.department_id WHERE d.name = 'Sales' ORDER BY e.name";
    const result = await run({ query, expected: salesByNameAnswer, ordered: true });
    expect(result.status, result.error).toBe('MATCH');
    expect(result.rows).toEqual([
      ['Chen', '70000', '2021-01-10'],
      ['Dana', null, '2022-09-30'],
    ]);
  });

  it('compares column names case-insensitively unless the problem asks for exact names', async () => {
    const expected = await reference('SELECT name FROM employees');
    const query = 'SELECT name AS "NAME" FROM employees'.replace(/"/g, dialect === 'mysql' ? '`' : '"');
    expect((await run({ query, expected })).status).toBe('MATCH');
    expect((await run({ query, expected, columnNames: 'exact' })).status).toBe('NO_MATCH');
  });

  it('runs several statements and judges the last result set', async () => {
    const expected = await reference('SELECT name, salary * 2 AS salary FROM employees WHERE id = 3');
    const query =
      'UPDATE employees SET salary = salary * 2 WHERE id = 3; SELECT name, salary FROM employees WHERE id = 3;';
    const result = await run({ query, expected });
    expect(result.status, result.error).toBe('MATCH');
    expect(result.rows).toEqual([['Chen', '140000']]);
  });

  it('gives every run a fresh copy of the setup: changes and new tables do not leak into the next run', async () => {
    const vandal = await run({
      query: 'DELETE FROM employees; CREATE TABLE leftover (x INT); SELECT COUNT(*) AS n FROM employees',
    });
    expect(vandal.rows).toEqual([['0']]);
    const next = await run({ query: 'SELECT COUNT(*) AS n FROM employees' });
    expect(next.rows).toEqual([['5']]);
    const leftover = await run({ query: 'SELECT * FROM leftover' });
    expect(leftover.status).toBe('ERROR');
  });

  it('stops a query that sleeps past the time limit as TO', async () => {
    const result = await run({ query: q.sleep, limits: { timeMs: 1_500 } });
    expect(result.status).toBe('TO');
    expect(result.error).toBe('Time limit exceeded: the query ran longer than 1500 ms');
  });

  it('turns a result with too many rows into an output-limit ERROR', async () => {
    const result = await run({
      query: 'SELECT a.id FROM employees a, employees b, employees c',
      limits: { ...quickLimits, maxRows: 100 },
    });
    expect(result.status).toBe('ERROR');
    expect(result.error).toBe('Output limit exceeded: the query returned more than 100 rows');
  });

  it("reports a broken setup script as a setup ERROR, not as the learner's fault", async () => {
    const result = await getRunner().runSql({
      dialect,
      setupSql: 'CREATE TABLE broken (',
      query: 'SELECT 1',
      ordered: false,
    });
    expect(result.status).toBe('ERROR');
    expect(result.phase).toBe('setup');
  });
}
