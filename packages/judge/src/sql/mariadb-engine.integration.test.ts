import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MariaDbEngine } from './engines/mariadb-engine.ts';
import { connectionOptions, MariaDbHost } from './engines/mariadb-host.ts';
import { createSqlRunner, type SqlRunner } from './run-sql.ts';
import { companySetup, failInCiWhenMissing, sharedSqlCases } from './test-support.ts';

// MYSQL_URL points at an existing server; otherwise the tests start a private mariadbd, as the judge does.
const host = process.env.MYSQL_URL ? MariaDbHost.external(process.env.MYSQL_URL) : MariaDbHost.private();
const installed = host.staticAvailability();
const title = process.env.MYSQL_URL ? 'MYSQL_URL' : 'a private mariadbd';
failInCiWhenMissing('MariaDB (mysql)', installed.available, installed.reason ?? '');

describe.skipIf(!installed.available)(
  `mysql on ${title}${installed.available ? '' : ` (skipped: ${installed.reason})`}`,
  () => {
    let runner: SqlRunner;
    beforeAll(() => {
      runner = createSqlRunner({ engines: { mysql: new MariaDbEngine(host) } });
    });
    afterAll(() => runner?.close());

    sharedSqlCases('mysql', () => runner);

    const run = (query: string, timeMs = 2_000) =>
      runner.runSql({ dialect: 'mysql', setupSql: companySetup, query, ordered: false, limits: { timeMs } });

    it('reports the server version', async () => {
      expect(await runner.availability('mysql')).toMatchObject({
        available: true,
        engine: expect.stringMatching(/^mariadb 1\d\./),
      });
    });

    it("cannot read or write the host's files and sees no other database", async () => {
      const file = await run("SELECT LOAD_FILE('/etc/passwd') AS f");
      expect(file.rows).toEqual([[null]]);
      expect((await run("SELECT name FROM employees INTO OUTFILE '/tmp/katana-leak.txt'")).error).toMatch(
        /FILE privilege/,
      );
      expect((await run("LOAD DATA INFILE '/etc/passwd' INTO TABLE employees")).error).toMatch(
        /FILE privilege|Access denied/,
      );
      expect((await run('SELECT user FROM mysql.user')).error).toMatch(/denied/);
      const databases = await run('SHOW DATABASES');
      expect(databases.rows.flat().filter((d) => d !== 'information_schema')).toHaveLength(1);
    });

    it('stops a learner who lifts max_statement_time, on the wall clock', async () => {
      const result = await run('SET SESSION max_statement_time = 0; SELECT SLEEP(100)', 1_000);
      expect(result.status).toBe('TO');
    });

    it('maps MySQL types to normalised text: DECIMAL, DATETIME, BIT, NULL', async () => {
      const result = await run(
        "CREATE TABLE flags (b BIT(3)); INSERT INTO flags VALUES (b'101'); " +
          "SELECT CAST(2.50 AS DECIMAL(5,2)) AS d, CAST('2024-01-05 10:00:00' AS DATETIME) AS t, b AS bits, NULL AS n, 7 / 2 AS q FROM flags",
      );
      expect(result.rows).toEqual([['2.5', '2024-01-05T10:00:00', '5', null, '3.5']]);
    });

    it('drops the throw-away database and user after every run, also after a timeout', async () => {
      await run('SELECT SLEEP(100)', 1_000);
      await run('SELECT 1');
      const admin = await host.admin();
      const connection = await mysql.createConnection(connectionOptions(admin, admin.user, admin.password));
      try {
        const [databases] = await connection.query<mysql.RowDataPacket[]>(
          "SHOW DATABASES LIKE 'katana\\_run\\_%'",
        );
        const [users] = await connection.query<mysql.RowDataPacket[]>(
          "SELECT user FROM mysql.user WHERE user LIKE 'katana\\_run\\_%'",
        );
        expect(databases).toEqual([]);
        expect(users).toEqual([]);
      } finally {
        await connection.end();
      }
    });

    it('clears the data directory a killed judge left behind when it starts its own server', async () => {
      const parent = await mkdtemp(join(tmpdir(), 'katana-sql-test-'));
      await chmod(parent, 0o755); // the mysql user must reach the data directory
      const leftover = join(parent, 'katana-mariadb-left');
      await mkdir(leftover);
      await writeFile(join(leftover, 'mysqld.pid'), '999999999\n'); // no such process
      const second = MariaDbHost.private({ baseDir: parent });
      try {
        await second.admin();
        expect(existsSync(leftover)).toBe(false);
      } finally {
        await second.close();
        await rm(parent, { recursive: true, force: true });
      }
    });

    it('leaves no timer behind once its server stopped, so the process can exit at once', async () => {
      const parent = await mkdtemp(join(tmpdir(), 'katana-sql-test-'));
      await chmod(parent, 0o755);
      const own = MariaDbHost.private({ baseDir: parent });
      const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
      try {
        await own.admin();
        const before = timers();
        await own.close();
        expect(timers()).toBeLessThanOrEqual(before);
      } finally {
        await rm(parent, { recursive: true, force: true });
      }
    });
  },
);
