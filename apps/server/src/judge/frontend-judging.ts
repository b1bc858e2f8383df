/**
 * Front-end problems (FRONTEND, REACT) on a cached package: the submission's code is the files JSON
 * (packages/shared/src/frontend-files.ts), judged in Chromium inside the sandbox by @katana/judge. Unlike a code
 * problem's hidden data, a front-end test is a behaviour the statement describes, so each failing test shows its
 * name and the check that failed (the live Preview's Console tab shows what the page logs).
 */
import { CaseStatus, ExecutionStage } from '@katana/shared/verdicts';
import { decodeFrontendFiles } from '@katana/shared/frontend-files';
import type { TestResult } from '@katana/shared/api/practice-submissions';
import {
  FrontendProblemError,
  judgeFrontendSubmission,
  type JudgeProgress,
  type Sandbox,
} from '@katana/judge';
import type { CachedProblem } from './problem-cache.ts';
import type { JudgedOnProblem } from './problem-judging.ts';

export async function judgeFrontendOnProblem(
  problem: CachedProblem,
  source: string,
  sandbox: Sandbox,
  onProgress: (event: JudgeProgress) => Promise<void>,
): Promise<JudgedOnProblem> {
  const files = decodeFrontendFiles(source);
  if (!files) throw new FrontendProblemError('a front-end answer is a JSON object of file names and texts');
  const result = await judgeFrontendSubmission({ pkg: problem.pkg, files, sandbox });
  await onProgress({ stage: ExecutionStage.COMPILED });
  const tests: TestResult[] = result.cases.map((c) => ({
    test: c.index,
    sample: false,
    status: c.status,
    time_ms: c.cpuTimeMs,
    memory_kb: c.peakMemoryKb,
    ...(c.status !== CaseStatus.MATCH ? { error: `${c.name}: ${c.message}` } : {}),
  }));
  const failed = result.cases.find((c) => c.index === result.firstFailedTest);
  return {
    verdict: result.verdict,
    errorMessage: failed ? `Test ${failed.index} (${failed.name}): ${failed.message}` : result.errorMessage,
    percentage: result.percentageScore,
    totalTestCases: result.totalTestCases,
    noOfTestCasesCorrect: result.noOfTestCasesCorrect,
    totalTimeMs: Math.round(result.totalTimeMs),
    maxMemoryKb: result.peakMemoryKb,
    tests,
    sql: null,
  };
}
