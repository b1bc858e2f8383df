/**
 * Judges the fixture packages' programs for real: bubblewrap sandbox, registry compilers, the packages' own validators.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CaseStatus, ExecutionStage, Verdict } from '@katana/shared/verdicts';
import { readPackageDir } from '../package/read-package.ts';
import type { ProblemPackage } from '../package/types.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox } from '../sandbox/test-support.ts';
import type { CaseResult } from '../verdict/case-result.ts';
import type { JudgeProgress } from '../queue/types.ts';
import { judgeSubmission, JudgeRequestError, type StageEvent } from './judge-submission.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test-fixtures/packages');
const sandbox = createSandbox();
const packages = new Map<string, ProblemPackage>();

beforeAll(async () => {
  requireSandbox();
  for (const name of ['sumtwo', 'splitsum', 'guessnumber', 'trianglesum', 'circlearea']) {
    packages.set(name, await readPackageDir(path.join(FIXTURES, name)));
  }
});

const pkg = (name: string) => packages.get(name)!;
const submission = (pkgName: string, file: string) =>
  readFile(path.join(FIXTURES, pkgName, 'submissions', file), 'utf8');

describe('judgeSubmission on sumtwo (default validator)', () => {
  it('accepts a correct Python solution and reports stages and every test as it happens', async () => {
    const stages: StageEvent[] = [];
    const seen: Array<[string, CaseStatus]> = [];
    const result = await judgeSubmission({
      pkg: pkg('sumtwo'),
      language: 'python',
      source: await submission('sumtwo', 'accepted/sum.py'),
      sandbox,
      mode: 'all',
      onStage: (e) => {
        stages.push(e);
      },
      onCase: (c) => {
        seen.push([c.name, c.status]);
      },
    });
    expect(result.verdict).toBe(Verdict.CORRECT_ANSWER);
    expect(result.percentageScore).toBe(100);
    expect(result.noOfTestCasesCorrect).toBe(6);
    expect(seen.map(([name]) => name)).toEqual(pkg('sumtwo').testCases.map((c) => c.name));
    expect(stages.map((s) => s.stage)).toEqual([
      ExecutionStage.STARTED,
      ExecutionStage.API_SUCCESSFUL,
      ExecutionStage.COMPILED,
      ...Array<string>(6).fill(ExecutionStage.EXECUTED),
      ExecutionStage.RESULT_AWAITED,
    ]);
    expect(stages.filter((s) => s.stage === ExecutionStage.EXECUTED).map((s) => s.test)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    const first = result.cases[0]!;
    expect(first.outputExcerpt).toBe('7\n');
    expect(first.exitCode).toBe(0);
    expect(first.peakMemoryKb).toBeGreaterThan(0);
  });

  it('gives WRONG_ANSWER at the first failing test with the difference, and the share of tests passed', async () => {
    const result = await judgeSubmission({
      pkg: pkg('sumtwo'),
      language: 'cpp',
      source: await submission('sumtwo', 'wrong_answer/int32_overflow.cpp'),
      sandbox,
      mode: 'all',
    });
    expect(result.verdict).toBe(Verdict.WRONG_ANSWER);
    expect(result.firstFailedTest).toBe(3);
    expect(result.cases[2]).toMatchObject({ name: 'secret/01-large', status: CaseStatus.NO_MATCH });
    expect(result.errorMessage).toMatch(/^token 1 \(line 1\): expected "4000000000", got "-?\d+"$/);
    expect(result.noOfTestCasesCorrect).toBe(4);
    expect(result.percentage).toBeCloseTo((4 / 6) * 100);
  });

  it('gives COMPILATION_ERROR with the compiler message and runs no test', async () => {
    const seen: CaseResult[] = [];
    const result = await judgeSubmission({
      pkg: pkg('sumtwo'),
      language: 'cpp',
      source: 'int main() { return undeclared_thing; }\n',
      sandbox,
      mode: 'all',
      onCase: (c) => void seen.push(c),
    });
    expect(result.verdict).toBe(Verdict.COMPILATION_ERROR);
    expect(result.errorMessage).toMatch(/undeclared_thing/);
    expect(seen).toHaveLength(0);
    expect(result.percentageScore).toBe(0);
  });

  it('gives RUNTIME_ERROR carrying the first error text', async () => {
    const result = await judgeSubmission({
      pkg: pkg('sumtwo'),
      language: 'python',
      source: await submission('sumtwo', 'run_time_error/no_input_check.py'),
      sandbox,
      mode: 'samples',
    });
    expect(result.verdict).toBe(Verdict.RUNTIME_ERROR);
    expect(result.totalTestCases).toBe(2);
    expect(result.errorMessage).toMatch(/ValueError: not enough values to unpack/);
    expect(result.cases[0]).toMatchObject({ status: CaseStatus.RE, exitCode: 1 });
  });

  it('gives TIME_LIMIT_EXCEEDED and can stop at the first failure', async () => {
    const result = await judgeSubmission({
      pkg: pkg('sumtwo'),
      language: 'python',
      source: await submission('sumtwo', 'time_limit_exceeded/count_up.py'),
      sandbox,
      mode: 'all',
      stopOnFirstFailure: true,
    });
    expect(result.verdict).toBe(Verdict.TIME_LIMIT_EXCEEDED);
    expect(result.cases.map((c) => c.status)).toEqual([CaseStatus.MATCH, CaseStatus.MATCH, CaseStatus.TO]);
    expect(result.totalTestCases).toBe(6);
    expect(result.percentage).toBeCloseTo((2 / 6) * 100);
  });

  it('all-or-nothing: a sleeping program stops at its first time-out and the rest are listed as not run', async () => {
    const result = await judgeSubmission({
      pkg: pkg('sumtwo'),
      language: 'python',
      source: 'import time\ntime.sleep(60)\n',
      sandbox,
      mode: 'all',
      stopOnFirstFailure: true,
    });
    expect(result.verdict).toBe(Verdict.TIME_LIMIT_EXCEEDED);
    expect(result.cases.map((c) => c.status)).toEqual([CaseStatus.TO]);
    expect(result.notRun.map((t) => t.index)).toEqual([2, 3, 4, 5, 6]);
    expect(result.notRun.map((t) => t.name)).toEqual(
      pkg('sumtwo')
        .testCases.slice(1)
        .map((c) => c.name),
    );
    expect(result.noOfTestCasesCorrect).toBe(0);
  });

  it('runs on custom input without checking', async () => {
    const result = await judgeSubmission({
      pkg: pkg('sumtwo'),
      language: 'python',
      source: await submission('sumtwo', 'accepted/sum.py'),
      sandbox,
      mode: 'samples',
      customInput: '40 2\n',
    });
    expect(result.mode).toBe('custom');
    expect(result.cases).toHaveLength(1);
    expect(result.cases[0]!.outputExcerpt).toBe('42\n');
  });

  it('refuses a language the registry does not know', async () => {
    await expect(
      judgeSubmission({ pkg: pkg('sumtwo'), language: 'cobol', source: '', sandbox, mode: 'all' }),
    ).rejects.toThrow(JudgeRequestError);
  });
});

describe('stage events', () => {
  it('have the queue progress shape, so a queue handler can forward them as they are', () => {
    const event: StageEvent = {
      stage: ExecutionStage.EXECUTED,
      test: 2,
      tests: 6,
      status: CaseStatus.NO_MATCH,
    };
    const progress: JudgeProgress = event; // compile-time check: StageEvent is assignable to JudgeProgress
    expect(progress.stage).toBe('executed');
  });
});

describe('judgeSubmission with package validators', () => {
  it('float tolerance from testdata.yaml accepts scientific notation (circlearea)', async () => {
    const result = await judgeSubmission({
      pkg: pkg('circlearea'),
      language: 'c',
      source: await submission('circlearea', 'accepted/area.c'),
      sandbox,
      mode: 'all',
    });
    expect(result.verdict).toBe(Verdict.CORRECT_ANSWER);
    expect(result.cases[0]!.outputExcerpt).toMatch(/e\+00/);
  });

  it('custom C++ validator: judgemessage.txt becomes the reason (splitsum)', async () => {
    const result = await judgeSubmission({
      pkg: pkg('splitsum'),
      language: 'python',
      source: await submission('splitsum', 'wrong_answer/equal_halves.py'),
      sandbox,
      mode: 'samples',
    });
    expect(result.verdict).toBe(Verdict.WRONG_ANSWER);
    expect(result.errorMessage).toBe('the numbers must be different');
  });

  it('custom validator accepts any valid answer, not just the .ans (splitsum)', async () => {
    const result = await judgeSubmission({
      pkg: pkg('splitsum'),
      language: 'cpp',
      source: await submission('splitsum', 'accepted/halves.cpp'),
      sandbox,
      mode: 'all',
    });
    expect(result.verdict).toBe(Verdict.CORRECT_ANSWER);
  });

  it('interactive: a bisecting submission talks to the validator and is accepted (guessnumber)', async () => {
    const result = await judgeSubmission({
      pkg: pkg('guessnumber'),
      language: 'cpp',
      source: await submission('guessnumber', 'accepted/bisect.cpp'),
      sandbox,
      mode: 'all',
    });
    expect(result.verdict).toBe(Verdict.CORRECT_ANSWER);
    expect(result.cases.map((c) => c.message)).toContain('found 1000000 in 20 guesses');
  });

  it('interactive: running out of guesses is a wrong answer with the validator message (guessnumber)', async () => {
    const result = await judgeSubmission({
      pkg: pkg('guessnumber'),
      language: 'python',
      source: await submission('guessnumber', 'wrong_answer/count_up.py'),
      sandbox,
      mode: 'all',
    });
    expect(result.verdict).toBe(Verdict.WRONG_ANSWER);
    expect(result.cases.map((c) => c.status)).toEqual([
      CaseStatus.NO_MATCH,
      CaseStatus.MATCH,
      CaseStatus.NO_MATCH,
      CaseStatus.NO_MATCH,
      CaseStatus.NO_MATCH,
    ]);
    expect(result.errorMessage).toBe('no correct guess within 25 guesses');
  });

  it('scoring: per-group score of a solution that fails the large group (trianglesum)', async () => {
    const result = await judgeSubmission({
      pkg: pkg('trianglesum'),
      language: 'cpp',
      source: await submission('trianglesum', 'wrong_answer/int32_formula.cpp'),
      sandbox,
      mode: 'all',
    });
    expect(result.verdict).toBe(Verdict.WRONG_ANSWER);
    expect(result.score).toMatchObject({ score: 30, maxScore: 100, partiallyAccepted: true });
    expect(result.percentageScore).toBe(30);
    expect(result.percentage).toBeCloseTo((4 / 7) * 100);
  });
});
