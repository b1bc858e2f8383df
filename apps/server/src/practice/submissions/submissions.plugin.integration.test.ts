/**
 * Embedded mode keeps its judge queue in memory: a submission still QUEUED when the server stopped is enqueued
 * again at the next start and judged. Real sandbox; PGlite or PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../plugins/app/config.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { CPP_SUM_CORRECT, sumPackage } from '../../judge/problem-package.test-support.ts';
import { insertCodeProblem } from './problem-fixtures.test-support.ts';
import { createSubmissionRepository } from './submission.repository.ts';

describe('submissions plugin (embedded restart)', () => {
  let db: TestDb;
  let app: App | undefined;

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('judges submissions left QUEUED by a previous run once the server is ready', async () => {
    const problem = await insertCodeProblem(db.db, sumPackage());
    const [user] = await db.db.insert(users).values({ name: 'Ada', email: 'ada@example.com' }).returning();
    const left = await createSubmissionRepository(db.db).insert({
      userId: user!.id,
      problemId: problem.id,
      submissionType: 'CODE',
      language: 'cpp',
      code: CPP_SUM_CORRECT,
      state: 'QUEUED',
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(tmpdir(), 'katana-test-unused'),
      WEB_DIST_DIR: join(tmpdir(), 'katana-test-no-web-build'),
    });
    app = await buildApp({ config, database: db, logger: false });
    await app.ready();
    let row = await createSubmissionRepository(db.db).findById(left.id);
    for (const deadline = Date.now() + 60_000; row?.state !== 'DONE' && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 100));
      row = await createSubmissionRepository(db.db).findById(left.id);
    }
    expect(row).toMatchObject({ state: 'DONE', statusMessage: 'CORRECT_ANSWER', percentageScore: 100 });
  });
});
