/**
 * Judges a learner's front-end files against a FRONTEND or REACT package: one sandboxed run of frontend-runner.mjs
 * runs every hidden test in headless Chromium. Per test the status is MATCH (the test passed), NO_MATCH (an
 * assertion or an expected element failed: WRONG_ANSWER), TO (the page did not answer within the test's time: an
 * endless loop) or MLE / ERROR when the sandbox stopped the whole run. A React bundle that does not build is a
 * COMPILATION_ERROR with esbuild's message. The verdict and percentage follow the code rules (aggregate.ts).
 */
import { CaseStatus } from '@katana/shared/verdicts';
import type { ProblemPackage } from '../package/types.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { aggregateVerdict, type SubmissionVerdict } from '../verdict/aggregate.ts';
import { excerpt, type CaseResult } from '../verdict/case-result.ts';
import { checkFrontendFiles } from './frontend-package.ts';
import { runFrontend, type FrontendRunOutput } from './run-frontend.ts';

/** A problem has at most this many hidden tests (the run's wall clock is sized for them). */
const MAX_FRONTEND_TESTS = 12;
/** Chromium, its renderer and Node together: the least a run gets whatever problem.yaml says. */
const MIN_FRONTEND_MEMORY_MB = 768;

interface JudgeFrontendRequest {
  pkg: ProblemPackage;
  files: Record<string, string>;
  sandbox: Sandbox;
}

export interface FrontendJudgeResult extends SubmissionVerdict {
  cases: CaseResult[];
  /** What the page logged during the first failing test (or the last test), for the Console tab. */
  console: string[];
  /** What the page logged during each test, in the order of `cases` (bounded by the runner). */
  consoles: string[][];
  maxCpuTimeMs: number;
  totalTimeMs: number;
  peakMemoryKb: number;
  percentageScore: number;
}

/** The package is not a front-end problem, or the files do not fit it: the learner sees the reason. */
export class FrontendProblemError extends Error {}

function caseOf(index: number, name: string, status: CaseStatus, message: string, out: FrontendRunOutput) {
  const test = out.tests.find((t) => t.name === name);
  const log = excerpt((test?.console ?? []).join('\n'));
  return {
    index,
    name,
    group: 'secret',
    isSample: false,
    status,
    cpuTimeMs: test?.ms ?? 0,
    wallTimeMs: test?.ms ?? 0,
    peakMemoryKb: out.run.peakMemoryKb,
    exitCode: out.run.exitCode,
    signal: out.run.signal,
    outputExcerpt: log.text,
    stderrExcerpt: '',
    outputTruncated: log.cut,
    message,
  } satisfies CaseResult;
}

/** Why the run stopped before reporting a test: the sandbox's limit, else the runner's own error. */
function stoppedStatus(out: FrontendRunOutput): { status: CaseStatus; message: string } {
  switch (out.run.outcome) {
    case 'MEMORY_LIMIT':
      return { status: CaseStatus.MLE, message: 'memory limit exceeded' };
    case 'TIME_LIMIT':
      return { status: CaseStatus.TO, message: 'time limit exceeded' };
    case 'OUTPUT_LIMIT':
      return { status: CaseStatus.RE, message: 'output limit exceeded' };
    default:
      return {
        status: CaseStatus.ERROR,
        message: `the judge could not run the page: ${excerpt(out.run.stderr.trim() || out.run.outcome, 300).text}`,
      };
  }
}

export async function judgeFrontendSubmission(request: JudgeFrontendRequest): Promise<FrontendJudgeResult> {
  const part = request.pkg.frontend;
  if (!part) throw new FrontendProblemError('this problem is not a front-end problem');
  const problem = checkFrontendFiles(part, request.files);
  if (problem) throw new FrontendProblemError(problem);
  // Files the learner left out are judged as the starter has them (a plain page may never touch script.js).
  const files = { ...part.starter, ...request.files };
  const out = await runFrontend({
    kind: part.kind,
    files,
    entry: part.entry,
    ...(part.bundleEntry ? { bundleEntry: part.bundleEntry } : {}),
    testsPath: part.testsPath,
    maxTests: MAX_FRONTEND_TESTS,
    testTimeoutMs: Math.round(request.pkg.limits.timeLimitS * 1000),
    memoryMb: Math.max(MIN_FRONTEND_MEMORY_MB, request.pkg.limits.memoryMb),
    sandbox: request.sandbox,
  });
  const measures = {
    maxCpuTimeMs: Math.max(0, ...out.tests.map((t) => t.ms)),
    totalTimeMs: out.run.wallTimeMs,
    peakMemoryKb: out.run.peakMemoryKb,
  };
  if (out.buildError !== null) {
    const verdict = aggregateVerdict({ ok: false, message: out.buildError }, [], 0);
    return { ...verdict, cases: [], console: [], consoles: [], ...measures, percentageScore: 0 };
  }
  const names = out.testNames ?? [];
  const cases: CaseResult[] = names.map((name, i) => {
    const test = out.tests.find((t) => t.name === name);
    if (test) return caseOf(i + 1, name, CaseStatus[test.status], test.message, out);
    const stopped = stoppedStatus(out);
    return caseOf(i + 1, name, stopped.status, stopped.message, out);
  });
  if (cases.length === 0) {
    // The runner died before it listed the tests: one failed case says why.
    const stopped = stoppedStatus(out);
    cases.push(caseOf(1, 'page', stopped.status, stopped.message, out));
  }
  const verdict = aggregateVerdict({ ok: true }, cases);
  const failed = cases.find((c) => c.status !== CaseStatus.MATCH);
  const shown = out.tests.find((t) => t.name === (failed ?? cases.at(-1))?.name);
  return {
    ...verdict,
    cases,
    console: shown?.console ?? [],
    consoles: cases.map((c) => out.tests.find((t) => t.name === c.name)?.console ?? []),
    ...measures,
    percentageScore: verdict.percentage,
  };
}
