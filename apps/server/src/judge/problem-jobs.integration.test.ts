/**
 * The problem jobs in the real sandbox: a package fetched by its hash on a cache miss (then served from the cache),
 * Run on samples and on a custom input, and a submission's stages and verdict handed to its sink. Needs what the
 * judge needs: root, bubblewrap, g++.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type JudgeProgress } from '@katana/judge';
import { executeProblemRunJob, executeSubmissionJob, type SubmissionSink } from './problem-jobs.ts';
import { PackageNotFoundError, ProblemCache, type PackageSource } from './problem-cache.ts';
import { createProblemJudging, type JudgedOnProblem } from './problem-judging.ts';
import { createSqlSupport } from './sql-support.ts';
import {
  CPP_COMPILE_ERROR,
  CPP_SUM_CORRECT,
  CPP_SUM_INT,
  SUM_SAMPLES_PASSED,
  sumPackage,
} from './problem-package.test-support.ts';

class RecordingSink implements SubmissionSink {
  started: string[] = [];
  completed = new Map<string, JudgedOnProblem>();
  failed = new Map<string, string>();
  async start(id: string) {
    this.started.push(id);
    return !this.completed.has(id) && !this.failed.has(id);
  }
  async complete(id: string, judged: JudgedOnProblem) {
    if (this.completed.has(id)) return false;
    this.completed.set(id, judged);
    return true;
  }
  async fail(id: string, message: string) {
    this.failed.set(id, message);
    return true;
  }
}

describe('problem jobs in the real sandbox', () => {
  const pkg = sumPackage();
  const fetched: string[] = [];
  const source: PackageSource = {
    async fetch(sha) {
      fetched.push(sha);
      return sha === pkg.sha256 ? pkg.zip : null;
    },
  };
  const sql = createSqlSupport();
  const sandbox = createSandbox();
  let dir: string;
  let problems: ProblemCache;
  let sink: RecordingSink;
  const deps = () => ({ problems, judge: createProblemJudging({ sandbox, sql }), submissions: sink });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'katana-problem-cache-test-'));
    problems = new ProblemCache({ source, sandbox, dir });
    sink = new RecordingSink();
  });
  afterAll(async () => {
    await problems.close();
    await sql.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('runs the samples: each shows its input, expected and actual output', async () => {
    const result = await executeProblemRunJob(
      'run-1',
      { kind: 'problem-run', packageSha: pkg.sha256, language: 'cpp', source: CPP_SUM_CORRECT },
      deps(),
    );
    expect(result).toMatchObject({
      status_message: 'CORRECT_ANSWER',
      error_message: null,
      custom: false,
      total_test_cases: 2,
      no_of_test_cases_correct: 2,
      sql: null,
    });
    expect(result.tests).toMatchObject(SUM_SAMPLES_PASSED);
    expect(fetched).toEqual([pkg.sha256]);
  });

  it('runs a custom input once, from the cache (the package is not fetched again)', async () => {
    const result = await executeProblemRunJob(
      'run-2',
      {
        kind: 'problem-run',
        packageSha: pkg.sha256,
        language: 'cpp',
        source: CPP_SUM_CORRECT,
        customInput: '40 2\n',
      },
      deps(),
    );
    expect(result).toMatchObject({ status_message: 'CORRECT_ANSWER', custom: true, total_test_cases: 1 });
    expect(result.tests).toMatchObject([{ test: 1, sample: false, input: '40 2\n', actual_output: '42\n' }]);
    expect(fetched).toEqual([pkg.sha256]);
    // A second cache over the same folder (a restarted worker) finds the unpacked package on disk.
    const again = new ProblemCache({ source, sandbox, dir });
    await again.use(pkg.sha256, async (p) => expect(p.pkg.testCases).toHaveLength(5));
    await again.close();
    expect(fetched).toEqual([pkg.sha256]);
  });

  it('answers ERROR for a package nobody has, without failing the job', async () => {
    const missing = 'f'.repeat(64);
    const result = await executeProblemRunJob(
      'run-3',
      { kind: 'problem-run', packageSha: missing, language: 'cpp', source: CPP_SUM_CORRECT },
      deps(),
    );
    expect(result.status_message).toBe('ERROR');
    expect(result.error_message).toContain('was not found');
    await expect(problems.use(missing, async () => 1)).rejects.toBeInstanceOf(PackageNotFoundError);
  });

  it('judges a submission on every test, reports each stage, and hands the verdict to the sink', async () => {
    const events: JudgeProgress[] = [];
    const ctx = {
      reportProgress: async (event: JudgeProgress) => void events.push(event),
      signal: new AbortController().signal,
    };
    const data = {
      kind: 'submission' as const,
      submissionId: 'sub-int',
      packageSha: pkg.sha256,
      language: 'cpp',
      source: CPP_SUM_INT,
    };
    expect(await executeSubmissionJob('sub-int', data, ctx, deps())).toEqual({
      kind: 'submission',
      submissionId: 'sub-int',
      stored: true,
    });
    expect(events.map((e) => e.stage)).toEqual([
      'API successful',
      'compiled',
      'executed',
      'executed',
      'executed',
      'executed',
      'executed',
      'result awaited',
    ]);
    const executed = events.filter((e) => e.stage === 'executed');
    expect(executed.map((e) => [e.test, e.tests, e.status])).toEqual([
      [1, 5, 'MATCH'],
      [2, 5, 'MATCH'],
      [3, 5, 'MATCH'],
      [4, 5, 'NO_MATCH'],
      [5, 5, 'MATCH'],
    ]);
    expect(executed[0]!.detail).toEqual({ time_ms: expect.any(Number), memory_kb: expect.any(Number) });

    const judged = sink.completed.get('sub-int')!;
    expect(judged).toMatchObject({
      verdict: 'WRONG_ANSWER',
      errorMessage: 'Wrong answer on test 4.',
      percentage: 80,
      totalTestCases: 5,
      noOfTestCasesCorrect: 4,
    });
    // Secret tests carry their status and measurements, never their data.
    const secret = judged.tests.filter((t) => !t.sample);
    expect(secret).toHaveLength(3);
    for (const test of secret) {
      expect(Object.keys(test).sort()).toEqual(['memory_kb', 'sample', 'status', 'test', 'time_ms']);
    }

    // A redelivery of the same job neither judges nor stores again.
    events.length = 0;
    expect((await executeSubmissionJob('sub-int', data, ctx, deps())).stored).toBe(false);
    expect(events).toEqual([]);
  });

  it('keeps the compiler message of a compilation error', async () => {
    const ctx = { reportProgress: async () => undefined, signal: new AbortController().signal };
    await executeSubmissionJob(
      'sub-ce',
      {
        kind: 'submission',
        submissionId: 'sub-ce',
        packageSha: pkg.sha256,
        language: 'cpp',
        source: CPP_COMPILE_ERROR,
      },
      ctx,
      deps(),
    );
    const judged = sink.completed.get('sub-ce')!;
    expect(judged.verdict).toBe('COMPILATION_ERROR');
    expect(judged.errorMessage).toContain('missing_name');
    expect(judged.tests).toEqual([]);
  });

  it('records a judge failure (unknown language) as a failure with its reason', async () => {
    const ctx = { reportProgress: async () => undefined, signal: new AbortController().signal };
    await executeSubmissionJob(
      'sub-bad',
      { kind: 'submission', submissionId: 'sub-bad', packageSha: pkg.sha256, language: 'cobol', source: 'x' },
      ctx,
      deps(),
    );
    expect(sink.failed.get('sub-bad')).toBe(
      "The judge could not judge this code: language 'cobol' cannot judge program problems.",
    );
  });
});
