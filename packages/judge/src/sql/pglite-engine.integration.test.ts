import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox, skipSandboxTests } from '../sandbox/test-support.ts';
import { PgliteEngine } from './engines/pglite-engine.ts';
import { createSqlRunner, type SqlRunner } from './run-sql.ts';
import { companySetup, sharedSqlCases } from './test-support.ts';

/** Parent pid and start time (clock ticks since boot) of a process, from /proc/<pid>/stat. */
function procStat(pid: number): { ppid: number; start: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), start: Number(fields[19]) };
  } catch {
    return null;
  }
}

function isDescendantOf(pid: number, ancestor: number): boolean {
  for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
    const stat = procStat(current);
    if (!stat) return false;
    if (stat.ppid === ancestor) return true;
    current = stat.ppid;
  }
  return false;
}

/**
 * PGlite child processes this test file left behind: still below this worker, or orphaned (re-parented to init)
 * after `since`. Other test files run their own PGlite children at the same time, so those are not counted.
 */
function pgliteChildren(since = 0): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pglite-child.mjs')) return false;
      } catch {
        return false;
      }
      const stat = procStat(pid);
      if (!stat) return false;
      return isDescendantOf(pid, process.pid) || (stat.ppid === 1 && stat.start >= since);
    });
}

/** Now, in the same clock ticks as /proc/<pid>/stat start times. */
function ticksSinceBoot(): number {
  const uptimeSeconds = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  return Math.floor(uptimeSeconds * 100);
}

const mode = skipSandboxTests
  ? 'plain child process (KATANA_SKIP_SANDBOX_TESTS=1)'
  : 'inside the bubblewrap sandbox';

/**
 * The engine keeps warm processes (one per run, started ahead): in a steady state (pool full, no run going) the
 * count of PGlite processes is the same before and after a run, so a run's own process did not stay behind.
 */
async function settledCount(engine: PgliteEngine): Promise<number> {
  expect(engine.warmCount()).toBe(2);
  await engine.warmReady();
  return pgliteChildren().length;
}

async function expectNoRunLeft(engine: PgliteEngine, before: number): Promise<void> {
  // The replacement process loads PGlite first: seconds on a busy machine.
  await expect.poll(() => settledCount(engine), { timeout: 60_000 }).toBe(before);
}

describe(`psql on PGlite, ${mode}`, () => {
  let runner: SqlRunner;
  let engine: PgliteEngine;
  beforeAll(async () => {
    if (!skipSandboxTests) requireSandbox();
    const sandbox = skipSandboxTests ? undefined : createSandbox();
    engine = new PgliteEngine({ warmProcesses: 2, warmMemoryMb: 512, ...(sandbox ? { sandbox } : {}) });
    runner = createSqlRunner({ engines: { psql: engine } });
    await engine.warm();
  }, 120_000);
  afterAll(() => runner.close());

  sharedSqlCases('psql', () => runner);

  const run = (query: string, limits = { timeMs: 2_000 }) =>
    runner.runSql({ dialect: 'psql', setupSql: companySetup, query, ordered: false, limits });

  it('ends an endless WITH RECURSIVE as TO and leaves no PGlite process behind', async () => {
    const before = await settledCount(engine);
    expect(before).toBeGreaterThan(0);
    const result = await run(
      'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT COUNT(*) FROM r',
    );
    expect(result.status).toBe('TO');
    await expectNoRunLeft(engine, before);
  }, 120_000);

  it('answers from a process started ahead of the run, and starts the next one in its place', async () => {
    expect(engine.warmCount()).toBe(2);
    const result = await run('SELECT COUNT(*) AS n FROM employees');
    expect(result.status).toBe('OK');
    expect(engine.warmCount()).toBe(2);
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
  const engine = new PgliteEngine({ warmProcesses: 2, warmMemoryMb: 512 });
  const runner = createSqlRunner({ engines: { psql: engine } });
  afterAll(() => runner.close());

  it('still stops pg_sleep on the wall clock as TO', async () => {
    await engine.warm();
    const before = await settledCount(engine);
    expect(before).toBe(2);
    const result = await runner.runSql({
      dialect: 'psql',
      setupSql: companySetup,
      query: 'SELECT pg_sleep(100)',
      ordered: false,
      limits: { timeMs: 1_500 },
    });
    expect(result.status).toBe('TO');
    await expectNoRunLeft(engine, before);
  }, 120_000);

  it('ends its warm processes when closed', async () => {
    const since = ticksSinceBoot();
    const own = new PgliteEngine({ warmProcesses: 2 });
    await own.warm();
    expect(own.warmCount()).toBe(2);
    await own.close();
    expect(own.warmCount()).toBe(0);
    expect(pgliteChildren(since).filter((pid) => procStat(pid)?.ppid === 1)).toEqual([]);
  }, 120_000);

  it('reports itself as not sandboxed', async () => {
    expect(await runner.availability('psql')).toMatchObject({
      available: true,
      engine: expect.stringMatching(/^pglite 0\.\d+\.\d+ \(child process, not sandboxed\)$/),
    });
  });
});
