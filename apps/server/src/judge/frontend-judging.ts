/**
 * Front-end problems (FRONTEND, REACT) on a cached package: the submission's code is the files JSON
 * (packages/shared/src/frontend-files.ts), judged in Chromium inside the sandbox by @katana/judge. Unlike a code
 * problem's hidden data, a front-end test is a behaviour the statement describes, so each failing test shows its
 * name and the check that failed. What the page logged during each test is kept with the submission (bounded), so
 * the learner reads it again when opening the submission later.
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

/** Per test, what the page logged is kept with the submission up to these bounds. */
const MAX_STORED_CONSOLE_LINES = 30;
const MAX_STORED_CONSOLE_CHARS = 4000;

/** A test's console as stored: the first lines that fit, and a last line saying how many were left out. */
export function storedConsole(lines: readonly string[]): string[] {
  const kept: string[] = [];
  let chars = 0;
  for (const line of lines) {
    if (kept.length === MAX_STORED_CONSOLE_LINES || chars + line.length > MAX_STORED_CONSOLE_CHARS) break;
    kept.push(line);
    chars += line.length;
  }
  const left = lines.length - kept.length;
  return left > 0 ? [...kept, `… ${left} more line${left === 1 ? '' : 's'} not kept`] : kept;
}

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
  const tests: TestResult[] = result.cases.map((c, i) => {
    const logged = storedConsole(result.consoles[i] ?? []);
    return {
      test: c.index,
      sample: false,
      status: c.status,
      time_ms: c.cpuTimeMs,
      memory_kb: c.peakMemoryKb,
      ...(c.status !== CaseStatus.MATCH ? { error: `${c.name}: ${c.message}` } : {}),
      ...(logged.length > 0 ? { console: logged } : {}),
    };
  });
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
