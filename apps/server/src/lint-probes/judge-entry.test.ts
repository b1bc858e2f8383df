/**
 * Lint probe for the judge's public API (eslint.config.js, judgeEntryRule): lints small sources through ESLint's
 * Node API with the repository's configuration, as if they were files at the given paths, and checks which imports
 * of @katana/judge it refuses.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';

const JUDGE_ENTRY_RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']);

const eslint = new ESLint({ cwd: REPO_ROOT });

/** Lines where the judge-entry rules report `source`, linted as the file at `filePath` (relative to the root). */
async function refusedLines(filePath: string, source: string): Promise<number[]> {
  const [result] = await eslint.lintText(source, { filePath: `${REPO_ROOT}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId && JUDGE_ENTRY_RULES.has(m.ruleId)).map((m) => m.line);
}

const probe = [
  "import { createSandbox } from '@katana/judge';", // 1: the public entry
  "import { getLanguage } from '@katana/judge/languages/registry';", // 2: an internal module
  "import type { Sandbox } from '@katana/judge/sandbox/types';", // 3: internal, types only
  "export { judgeRun } from '@katana/judge/cli/judge-run';", // 4: re-export of an internal module
  "export const verify = () => import('@katana/judge/cli/verify-command');", // 5: import() of an internal module
  "import { waitFor } from '@katana/judge/test-support';", // 6: the test-support entry
  "export const helpers = () => import('@katana/judge/test-support');", // 7: import() of it
  "import { deleteKeys } from '@katana/judge/queue/test-support';", // 8: a test helper's internal path
  "export const judge = () => import('@katana/judge');", // 9: import() of the public entry
  'export type Probe = [typeof createSandbox, typeof getLanguage, Sandbox, typeof waitFor, typeof deleteKeys];',
].join('\n');

describe('ESLint: the judge is imported through its entries', () => {
  it('refuses internal modules and the test-support entry in server code', async () => {
    expect(await refusedLines('apps/server/src/judge/probe.ts', probe)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses internal modules but allows the test-support entry in tests and their helpers', async () => {
    expect(await refusedLines('apps/server/src/judge/probe.test.ts', probe)).toEqual([2, 3, 4, 5, 8]);
    expect(await refusedLines('apps/server/src/judge/probe.test-support.ts', probe)).toEqual([2, 3, 4, 5, 8]);
    expect(await refusedLines('e2e/specs/probe.ts', probe)).toEqual([2, 3, 4, 5, 8]);
  });

  it('applies the same rule to benchmarks', async () => {
    expect(await refusedLines('bench/judge/probe.ts', probe)).toEqual([2, 3, 4, 5, 8]);
  });
});
