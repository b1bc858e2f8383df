/**
 * Judges a tiny data-science package for real in the bubblewrap sandbox: the program reads train.csv / test.csv from
 * its box and its predictions are scored; the spec's result rules (MATCH, NO_MATCH, ERROR with RUN_TIME / TIMEOUT).
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseStatus, Verdict } from '@katana/shared/verdicts';
import { readPackageDir } from '../package/read-package.ts';
import type { ProblemPackage } from '../package/types.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox } from '../sandbox/test-support.ts';
import { dsVerdictOf, judgeDsSubmission } from './judge-ds-submission.ts';
import { PARITY_SOLUTION, writeParityPackage } from './test-support.ts';

const sandbox = createSandbox();
let root: string;
let pkg: ProblemPackage;

beforeAll(async () => {
  requireSandbox();
  root = await writeParityPackage();
  pkg = await readPackageDir(root);
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const judge = (source: string, mode: 'samples' | 'all' = 'all') =>
  judgeDsSubmission({ pkg, language: 'python', source, sandbox, mode });

describe('judgeDsSubmission', () => {
  it('reads the split from its box and gets CORRECT_ANSWER (run_status MATCH) with 100 %', async () => {
    expect(pkg.dataScience?.tests.map((t) => t.name)).toEqual(['sample/01', 'secret/01-more']);
    const result = await judge(PARITY_SOLUTION);
    expect(result.verdict).toBe(Verdict.CORRECT_ANSWER);
    expect(result.percentageScore).toBe(100);
    expect(result.submissionPart).toMatchObject({ run_status: 'MATCH', exit_status: null });
    expect(result.submissionPart.output).toContain('accuracy 1');
  });

  it('a partly right model is a wrong answer (NO_MATCH) with the metric share as its percentage', async () => {
    // Right on 3 of 4 rows on both tests: accuracy 0.75, (0.75 - 0.5) / (0.9 - 0.5) = 62.5 %.
    const source = `import csv
rows = list(csv.DictReader(open("test.csv")))
for i, row in enumerate(rows):
    right = "even" if int(row["x"]) % 2 == 0 else "odd"
    print(right if i < 3 else ("odd" if right == "even" else "even"))
`;
    const result = await judge(source);
    expect(result.verdict).toBe(Verdict.WRONG_ANSWER);
    expect(result.cases.map((c) => c.status)).toEqual([CaseStatus.NO_MATCH, CaseStatus.NO_MATCH]);
    expect(result.percentageScore).toBeCloseTo(62.5);
    expect(result.submissionPart).toMatchObject({ run_status: 'NO_MATCH', exit_status: null });
  });

  it('a crash is ERROR with exit status RUN_TIME and the error text as output', async () => {
    const result = await judge('import pandas_that_is_not_there\n');
    expect(result.verdict).toBe(Verdict.RUNTIME_ERROR);
    expect(result.submissionPart).toMatchObject({ run_status: 'ERROR', exit_status: 'RUN_TIME' });
    expect(result.submissionPart.output).toContain('ModuleNotFoundError');
    expect(dsVerdictOf(result.submissionPart)).toBe(Verdict.RUNTIME_ERROR);
  });

  it('a program that never ends is ERROR with exit status TIMEOUT', async () => {
    const result = await judge('while True:\n    pass\n', 'samples');
    expect(result.verdict).toBe(Verdict.TIME_LIMIT_EXCEEDED);
    expect(result.submissionPart).toMatchObject({ run_status: 'ERROR', exit_status: 'TIMEOUT' });
    expect(dsVerdictOf(result.submissionPart)).toBe(Verdict.TIME_LIMIT_EXCEEDED);
  });

  it('cannot read the hidden labels from its box', async () => {
    const result = await judge('import os\nprint(sorted(os.listdir(".")))\n', 'samples');
    expect(result.cases[0]!.outputExcerpt).not.toContain('labels.csv');
    expect(result.cases[0]!.outputExcerpt).toContain('test.csv');
  });

  it('refuses a language other than Python', async () => {
    await expect(
      judgeDsSubmission({ pkg, language: 'cpp', source: '', sandbox, mode: 'all' }),
    ).rejects.toThrow(/Python/);
  });
});
