/**
 * Builds the real app for route tests: a fresh migrated test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), config from a given env (WEB_DIST_DIR pointing nowhere unless given, so the built-in
 * shell is used), logging off. Close with `await t.close()`.
 *
 * `slices` builds a smaller app for a test that exercises a few feature slices: the core (auth, judge, practice,
 * realtime, submissions) plus the named feature slices and those they depend on (BuildAppOptions.slices in app.ts).
 * The contract and app-wide tests keep the full app.
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadConfig, type Config } from '../plugins/app/config.ts';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';
import { createTestDb, type TestDb } from './test-db.ts';

export interface TestApp {
  app: App;
  config: Config;
  testDb: TestDb;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'register' | 'logger' | 'judge' | 'realtime' | 'slices'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'katana-test-unused'),
    WEB_DIST_DIR: join(tmpdir(), 'katana-test-no-web-build'),
    ...env,
  });
  const testDb = await createTestDb();
  let app: App;
  try {
    app = await buildApp({
      config,
      database: testDb,
      logger: options.logger ?? false,
      register: options.register,
      ...(options.judge ? { judge: options.judge } : {}),
      ...(options.realtime ? { realtime: options.realtime } : {}),
      ...(options.slices ? { slices: options.slices } : {}),
    });
    await app.ready();
  } catch (err) {
    await testDb.close();
    throw err;
  }
  return {
    app,
    config,
    testDb,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
