/**
 * Test app with the judge plugin under test-chosen options (a stand-in handler, tiny timeouts, a Redis key prefix).
 * It builds the app like test/test-app.ts but passes `judge` to buildApp, which app.ts hands to the judge plugin;
 * an app.ts that does not register the judge yet gets it (and its routes) through `register` instead.
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadConfig } from '../config.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { createTestDb } from '../test/test-db.ts';
import type { TestApp } from '../test/test-app.ts';
import judgeRoute from '../routes/api/judge/judge.route.ts';
import judgePlugin, { type JudgePluginOptions } from './judge.plugin.ts';

export async function createJudgeTestApp(
  env: Record<string, string> = {},
  judge: JudgePluginOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'katana-test-unused'),
    WEB_DIST_DIR: join(tmpdir(), 'katana-test-no-web-build'),
    ...env,
  });
  const testDb = await createTestDb();
  const options: BuildAppOptions & { judge?: JudgePluginOptions } = {
    config,
    database: testDb,
    logger: false,
    judge,
    register: async (app) => {
      if (app.hasDecorator('judge')) return;
      await app.register(judgePlugin, judge);
      await app.register(judgeRoute, { prefix: '/api/v1/judge' });
    },
  };
  const app = await buildApp(options);
  await app.ready();
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
