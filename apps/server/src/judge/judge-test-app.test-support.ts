/**
 * Test app with the judge plugin under test-chosen options (a stand-in handler, tiny timeouts, a Redis key prefix).
 */
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { JudgePluginOptions } from './judge.plugin.ts';

export function createJudgeTestApp(
  env: Record<string, string> = {},
  judge: JudgePluginOptions = {},
): Promise<TestApp> {
  return createTestApp(env, { judge });
}
