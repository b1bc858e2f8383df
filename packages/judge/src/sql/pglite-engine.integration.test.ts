import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox, skipSandboxTests } from '../sandbox/test-support.ts';
import { PgliteEngine } from './engines/pglite-engine.ts';
import { createSqlRunner, type SqlRunner } from './run-sql.ts';
import { companySetup, sharedSqlCases } from './test-support.ts';

/** Live processes running the PGlite child script. */
function pgliteChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pglite-child.mjs');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const mode = skipSandboxTests
  ? 'plain child process (KATANA_SKIP_SANDBOX_TESTS=1)'
  : 'inside the bubblewrap sandbox';

describe(`psql on PGlite, ${mode}`, () => {
  let runner: SqlRunner;
  beforeAll(() => {
    if (!skipSandboxTests) requireSandbox();
    const sandbox = skipSandboxTests ? undefined : createSandbox();
    runner = createSqlRunner({ engines: { psql: new PgliteEngine(sandbox ? { sandbox } : {}) } });
  });
  afterAll(() => runner.close());

  sharedSqlCases('psql', () => runner);

  const run = (query: string, limits = { timeMs: 2_000 }) =>
    runner.runSql({ dialect: 'psql', setupSql: companySetup, query, ordered: false, limits });

  it('ends an endless WITH RECURSIVE as TO and leaves no PGlite process behind', async () => {
    const result = await run(
      'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT COUNT(*) FROM r',
    );
    expect(result.status).toBe('TO');
    expect(pgliteChildren()).toEqual([]);
  });

  it("cannot read the host's files: the database only sees PGlite's in-memory file system", async () => {
    const passwd = await run("SELECT pg_read_file('/etc/passwd')");
    expect(passwd.status).toBe('ERROR');
    expect(passwd.error).toMatch(/could not open file "\/etc\/passwd"/);
    const largeObject = await run("SELECT lo_import('/etc/hostname')");
    expect(largeObject.status).toBe('ERROR');
    const listing = await run("SELECT pg_ls_dir('/') AS entry");
    expect(listing.rows.flat()).not.toContain('etc');
    expect(listing.rows.flat()).not.toContain('work');
  });

  it('runs no program on the host through COPY ... PROGRAM', async () => {
    const marker = `/tmp/katana-sql-copy-program-${process.pid}`;
    const result = await run(`COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`);
    expect(['OK', 'ERROR', 'TO']).toContain(result.status);
    expect(existsSync(marker)).toBe(false);
  });

  it('stops a query that needs more memory than allowed as MLE', async () => {
    const result = await runner.runSql({
      dialect: 'psql',
      setupSql: companySetup,
      query: "SELECT length(string_agg(repeat('x', 100000), '')) FROM generate_series(1, 3000)",
      ordered: false,
      limits: { timeMs: 30_000, memoryMb: 64 },
    });
    expect(result.status).toBe('MLE');
    expect(result.error).toBe('Memory limit exceeded (64 MB)');
  });
});

describe('psql on PGlite as a plain child process (no sandbox given)', () => {
  const runner = createSqlRunner({ engines: { psql: new PgliteEngine() } });
  afterAll(() => runner.close());

  it('still stops pg_sleep on the wall clock as TO', async () => {
    const result = await runner.runSql({
      dialect: 'psql',
      setupSql: companySetup,
      query: 'SELECT pg_sleep(100)',
      ordered: false,
      limits: { timeMs: 1_500 },
    });
    expect(result.status).toBe('TO');
    expect(pgliteChildren()).toEqual([]);
  });

  it('reports itself as not sandboxed', async () => {
    expect(await runner.availability('psql')).toMatchObject({
      available: true,
      engine: expect.stringMatching(/^pglite 0\.\d+\.\d+ \(child process, not sandboxed\)$/),
    });
  });
});
