/**
 * SQL problems end to end on real engines: `katana problem verify` over a small SQL package and over a catalogue
 * problem, and a learner's failing query. psql runs on PGlite (always) or on PostgreSQL when TEST_DATABASE_URL is
 * set; mysql on a private mariadbd when one is installed (or MYSQL_URL), otherwise it is reported as skipped.
 * Each PGlite setup costs a template build (seconds), so the packages here are small, and the PGlite tests share one
 * runner: its templates (one per setup script, cached by hash) are made once for the file.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPackage } from '../package/read-package.ts';
import { PostgresEngine } from '../sql/engines/postgres-engine.ts';
import { createSqlRunner, type SqlRunner } from '../sql/run-sql.ts';
import { defaultSqlRunnerOptions } from '../sql/sql-languages.ts';
import { verifyPackage } from '../verify/verify-package.ts';
import { runVerifyCommand } from '../cli/verify-command.ts';
import { judgeSqlSubmission } from './judge-sql-submission.ts';
import { shelfPackage, writePackage } from './test-support.ts';

const CATALOGUE = path.resolve(import.meta.dirname, '../../../../content/problems');
const SLOW = { timeout: 300_000 };

/** The PGlite (+ private mariadbd) runner of this file, made on first use and closed after the last test. */
let pgliteRunner: SqlRunner | null = null;
const sharedPgliteRunner = () => (pgliteRunner ??= createSqlRunner(defaultSqlRunnerOptions({})));
afterAll(async () => {
  await pgliteRunner?.close();
});

function suite(
  title: string,
  makeRunner: () => SqlRunner,
  cleanupRunner: () => Promise<void> = async () => {},
  ownsRunner = true,
) {
  describe(title, () => {
    let runner: SqlRunner;
    let shelf: { root: string; cleanup: () => Promise<void> };
    beforeAll(async () => {
      runner = makeRunner();
      shelf = await writePackage(
        shelfPackage({
          // Misfiled: a correct query under wrong_answer/ must make verify fail.
          'submissions/wrong_answer/actually-right.psql.sql':
            'SELECT b.id, b.title FROM books b WHERE b.pages > 100 ORDER BY b.pages DESC, b.id',
        }),
      );
    });
    afterAll(async () => {
      await shelf?.cleanup();
      // Templates are dropped through the engine's admin connection, which close() ends.
      await cleanupRunner();
      if (ownsRunner) await runner?.close();
    });

    it('verifies every SQL submission in its dialects and catches a misfiled one', SLOW, async () => {
      const report = await verifyPackage(shelf.root, { sqlRunner: runner });
      const byName = new Map(report.submissions.map((s) => [`${s.name} ${s.language}`, s]));
      expect(byName.get('accepted/solution.sql psql')).toMatchObject({
        outcome: 'passed',
        verdict: 'CORRECT_ANSWER',
      });
      expect(byName.get('wrong_answer/no-tie-break.psql.sql psql')).toMatchObject({
        outcome: 'passed',
        verdict: 'WRONG_ANSWER',
      });
      expect(byName.get('wrong_answer/actually-right.psql.sql psql')).toMatchObject({
        outcome: 'failed',
        verdict: 'CORRECT_ANSWER',
        reason: expect.stringMatching(/^expected WRONG_ANSWER, got CORRECT_ANSWER/),
      });
      const mysql = byName.get('accepted/solution.mysql.sql mysql')!;
      const mysqlAvailability = await runner.availability('mysql');
      // CI installs mariadb-server (packages/judge/debian-packages.txt): there a skipped mysql is a failure.
      if (process.env.CI === 'true') expect(mysqlAvailability).toMatchObject({ available: true });
      if (mysqlAvailability.available)
        expect(mysql).toMatchObject({ outcome: 'passed', verdict: 'CORRECT_ANSWER' });
      else expect(mysql.outcome).toBe('skipped');
      expect(report.ok).toBe(false);
      expect(report.problems).toEqual([]);
    });

    it(
      'judges a learner query on the samples: ERROR with the database text, then a correct one',
      SLOW,
      async () => {
        const { pkg, dispose } = await loadPackage(path.join(CATALOGUE, 'late-ferry-sailings'));
        try {
          const typo = await judgeSqlSubmission({
            pkg,
            dialect: 'psql',
            query: 'SELECT sailing_id FROM sailing',
            runner,
            mode: 'samples',
          });
          expect(typo.verdict).toBe('ERROR');
          expect(typo.submissionPart.run_status).toBe('ERROR');
          expect(typo.submissionPart.result.output).toMatch(/relation "sailing" does not exist/);

          const right = await judgeSqlSubmission({
            pkg,
            dialect: 'psql',
            query:
              "SELECT sailing_id, route, CAST(EXTRACT(EPOCH FROM departed_at - scheduled_at) / 60 AS INT) AS MINUTES_LATE FROM sailings WHERE departed_at - scheduled_at > INTERVAL '10 minutes' ORDER BY 3 DESC, 1",
            runner,
            mode: 'samples',
          });
          expect(right).toMatchObject({ verdict: 'CORRECT_ANSWER', totalTestCases: 2, percentage: 100 });
          expect(right.output).toContain('| 2          | North Pier - Heron Isle | 25           |');
        } finally {
          await dispose();
        }
      },
    );
  });
}

suite(
  'SQL problems on PGlite (and a private mariadbd when installed)',
  sharedPgliteRunner,
  async () => {},
  false,
);

const url = process.env.TEST_DATABASE_URL;
const prefix = `katana_sqlprob_${randomBytes(4).toString('hex')}`;
let pgEngine: PostgresEngine | null = null;
if (url) {
  suite(
    'SQL problems on PostgreSQL (TEST_DATABASE_URL)',
    () => {
      pgEngine = new PostgresEngine({ adminUrl: url, namePrefix: prefix });
      return createSqlRunner({ engines: { psql: pgEngine } });
    },
    async () => {
      await pgEngine?.dropTemplates();
      // Leave the cluster as it was found: the engine's learner role outlives the templates.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const roles = await admin.query<{ rolname: string }>(
          'SELECT rolname FROM pg_roles WHERE rolname LIKE $1',
          [`${prefix}%`],
        );
        for (const { rolname } of roles.rows) await admin.query(`DROP ROLE "${rolname}"`);
      } finally {
        await admin.end();
      }
    },
  );
} else {
  describe.skip('SQL problems on PostgreSQL (TEST_DATABASE_URL not set: skipped)', () => {
    it('needs TEST_DATABASE_URL', () => undefined);
  });
}

describe('katana problem verify over several packages', () => {
  it(
    'prints a summary line per package and the totals, exiting non-zero when one fails or is malformed',
    SLOW,
    async () => {
      const good = await writePackage(
        shelfPackage({ 'katana.yaml': 'type: SQL\nordered: true\ndialects: [psql]\n' }),
      );
      const bad = await writePackage(
        shelfPackage({
          'katana.yaml': 'type: SQL\nordered: true\ndialects: [psql]\n',
          'submissions/wrong_answer/no-tie-break.psql.sql':
            'SELECT id, title FROM books WHERE pages > 100 ORDER BY pages DESC, id',
        }),
      );
      // The same setup scripts as the PGlite suite above: its templates are reused.
      const runner = sharedPgliteRunner();
      const stdout: string[] = [];
      const stderr: string[] = [];
      try {
        const code = await runVerifyCommand(
          [good.root, bad.root, path.join(good.root, 'missing')],
          { out: (l) => void stdout.push(l), err: (l) => void stderr.push(l) },
          undefined,
          runner,
        );
        expect(code).toBe(2);
        const summary = stdout.slice(stdout.indexOf('== summary') + 1);
        expect(summary).toHaveLength(4);
        expect(summary[0]).toMatch(/^OK +tiny-shelf +2 passed, 0 failed, 1 skipped +\(\d+\.\d s\)$/);
        expect(summary[1]).toMatch(/^FAILED +tiny-shelf +1 passed, 1 failed, 1 skipped/);
        expect(summary[2]).toMatch(/^MALFORMED .*missing.*no such file or directory/);
        expect(summary[3]).toMatch(
          /^total: 3 package\(s\), 1 OK, 1 failed, 1 malformed; submissions 3 passed, 1 failed, 2 skipped; \d+\.\d s$/,
        );
      } finally {
        await good.cleanup();
        await bad.cleanup();
      }
    },
  );
});
