import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEngine } from './engines/postgres-engine.ts';
import { createSqlRunner, type SqlRunner } from './run-sql.ts';
import { companySetup, failInCiWhenMissing, sharedSqlCases } from './test-support.ts';

const url = process.env.TEST_DATABASE_URL;
failInCiWhenMissing('PostgreSQL (psql)', Boolean(url), 'TEST_DATABASE_URL is not set');
// Names of everything this run creates, so the cluster is left as it was found.
const prefix = `katana_sqltest_${randomBytes(4).toString('hex')}`;

describe.skipIf(!url)(`psql on PostgreSQL (TEST_DATABASE_URL${url ? '' : ' not set: skipped'})`, () => {
  let engine: PostgresEngine;
  let runner: SqlRunner;
  let admin: pg.Client;

  beforeAll(async () => {
    engine = new PostgresEngine({ adminUrl: url ?? '', namePrefix: prefix });
    runner = createSqlRunner({ engines: { psql: engine } });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await engine?.dropTemplates();
    await runner?.close();
    if (!admin) return;
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
    const roles = await admin.query<{ rolname: string }>(
      'SELECT rolname FROM pg_roles WHERE rolname LIKE $1',
      [`${prefix}%`],
    );
    for (const { rolname } of roles.rows) await admin.query(`DROP ROLE "${rolname}"`);
    await admin.end();
  });

  sharedSqlCases('psql', () => runner);

  const run = (query: string, timeMs = 2_000) =>
    runner.runSql({ dialect: 'psql', setupSql: companySetup, query, ordered: false, limits: { timeMs } });

  it('reports the server version', async () => {
    expect(await runner.availability('psql')).toMatchObject({
      available: true,
      engine: expect.stringMatching(/^postgresql \d+/),
    });
  });

  it('runs the learner as a role that cannot read files, run programs or become superuser', async () => {
    expect((await run("SELECT pg_read_file('/etc/passwd')")).error).toMatch(
      /permission denied for function pg_read_file/,
    );
    expect((await run("COPY employees FROM PROGRAM 'id'")).error).toMatch(
      /permission denied|must be superuser|pg_execute_server_program/,
    );
    expect((await run("SELECT lo_import('/etc/passwd')")).error).toMatch(/permission denied/);
    expect((await run('SET ROLE postgres')).error).toMatch(/permission denied/);
    const who = await run('SELECT current_user AS u, current_database() AS d');
    expect(who.rows[0]?.[0]).toMatch(new RegExp(`^${prefix}_run_`));
    expect(who.rows[0]?.[1]).toBe(who.rows[0]?.[0]);
  });

  it('stops a learner who turns statement_timeout off, and ends an endless WITH RECURSIVE', async () => {
    expect((await run('SET statement_timeout = 0; SELECT pg_sleep(100)', 1_000)).status).toBe('TO');
    expect(
      (
        await run(
          'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT COUNT(*) FROM r',
          1_000,
        )
      ).status,
    ).toBe('TO');
  });

  it('keeps one template per setup script and can drop them', async () => {
    await run('SELECT 1');
    const templates = () =>
      admin
        .query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}_tpl_%`])
        .then((r) => r.rowCount);
    expect(await templates()).toBeGreaterThanOrEqual(1);
    await engine.dropTemplates();
    expect(await templates()).toBe(0);
    expect((await run('SELECT COUNT(*) AS n FROM employees')).rows).toEqual([['5']]);
  });

  it('drops the throw-away database and its role after every run, also after a timeout', async () => {
    await run('SELECT pg_sleep(100)', 1_000);
    await run('SELECT 1');
    expect(await engine.runDatabases()).toEqual([]);
    const roles = await admin.query('SELECT rolname FROM pg_roles WHERE rolname LIKE $1', [
      `${prefix}_run_%`,
    ]);
    expect(roles.rows).toEqual([]);
  });
});
