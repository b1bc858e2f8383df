/**
 * Per-case status (spec 03 §4: MATCH, NO_MATCH, ERROR, RE, TO, plus MLE) from the sandbox's run of the submission and
 * the checker's judgement, with the measurements the result records for every test.
 */
import { CaseStatus } from '@katana/shared/verdicts';
import type { CheckResult } from '../checkers/types.ts';
import type { RunResult } from '../sandbox/types.ts';

/** Output excerpts kept per case: enough to see what went wrong, small enough to store for every test. */
export const EXCERPT_CHARS = 1000;

export interface CaseResult {
  /** 1-based position in judging order. */
  index: number;
  /** Test name relative to data/ (`secret/group1/03`), or `custom` for a custom-input run. */
  name: string;
  group: string;
  isSample: boolean;
  status: CaseStatus;
  cpuTimeMs: number;
  wallTimeMs: number;
  peakMemoryKb: number;
  exitCode: number | null;
  signal: string | null;
  /** Start of the submission's stdout / stderr, cut at EXCERPT_CHARS. */
  outputExcerpt: string;
  stderrExcerpt: string;
  outputTruncated: boolean;
  /** Why this status: the checker's first difference, the runtime error text, the limit hit. */
  message: string;
  /** Feedback the output validator addressed to the submitter (teammessage.txt). */
  teamMessage?: string;
  /** Scoring problems: score.txt / score_multiplier.txt of an accepted case. */
  score?: number;
  scoreMultiplier?: number;
}

export function excerpt(text: string, max = EXCERPT_CHARS): { text: string; cut: boolean } {
  return text.length > max ? { text: text.slice(0, max), cut: true } : { text, cut: false };
}

/** The runtime error text a learner sees: the program's stderr, else how it died. */
export function runtimeErrorText(run: RunResult): string {
  const stderr = run.stderr.trim();
  if (stderr) return excerpt(stderr).text;
  if (run.signal) return `killed by signal ${run.signal}`;
  return `exited with code ${run.exitCode}`;
}

export interface StatusDecision {
  status: CaseStatus;
  message: string;
}

/** Status of a normal (non-interactive) test: limits and crashes first, then the checker's word. */
export function decideCaseStatus(
  run: RunResult,
  check: CheckResult | null,
  timeLimitS: number,
): StatusDecision {
  switch (run.outcome) {
    case 'TIME_LIMIT':
      return { status: CaseStatus.TO, message: `time limit of ${timeLimitS} s exceeded` };
    case 'MEMORY_LIMIT':
      return { status: CaseStatus.MLE, message: 'memory limit exceeded' };
    case 'OUTPUT_LIMIT':
      return { status: CaseStatus.RE, message: 'output limit exceeded' };
    case 'SANDBOX_ERROR':
      return {
        status: CaseStatus.ERROR,
        message: `the judge could not run the program: ${run.stderr.trim() || 'sandbox error'}`,
      };
    case 'NONZERO_EXIT':
    case 'SIGNALLED':
      return { status: CaseStatus.RE, message: runtimeErrorText(run) };
    case 'OK':
      break;
  }
  if (!check) return { status: CaseStatus.ERROR, message: 'no checker result' };
  if (check.verdict === 'AC') return { status: CaseStatus.MATCH, message: check.message };
  if (check.verdict === 'WA') return { status: CaseStatus.NO_MATCH, message: check.message };
  return { status: CaseStatus.ERROR, message: `checker error: ${check.message}` };
}

/**
 * Status of an interactive test, where the validator and the submission talk through pipes. A validator that
 * rejected before the submission ended settles it: wrong answer, whatever the submission did afterwards (it was
 * stopped, or timed out waiting). Otherwise a submission killed for time or memory keeps that status, one that
 * crashed on its own is a runtime error (unless it merely died of SIGPIPE after the validator had rejected it and
 * closed the pipe), and a validator failure is a judge error.
 */
export function decideInteractiveStatus(
  submission: RunResult,
  validator: CheckResult,
  timeLimitS: number,
  validatorFirst = false,
): StatusDecision {
  if (submission.outcome === 'SANDBOX_ERROR') {
    return {
      status: CaseStatus.ERROR,
      message: `the judge could not run the program: ${submission.stderr.trim() || 'sandbox error'}`,
    };
  }
  if (validatorFirst && validator.verdict === 'WA')
    return { status: CaseStatus.NO_MATCH, message: validator.message };
  if (submission.outcome === 'TIME_LIMIT')
    return { status: CaseStatus.TO, message: `time limit of ${timeLimitS} s exceeded` };
  if (submission.outcome === 'MEMORY_LIMIT')
    return { status: CaseStatus.MLE, message: 'memory limit exceeded' };
  const crashed =
    submission.outcome === 'NONZERO_EXIT' ||
    submission.outcome === 'SIGNALLED' ||
    submission.outcome === 'OUTPUT_LIMIT';
  const diedOfClosedPipe = submission.signal === 'SIGPIPE';
  if (crashed && !(diedOfClosedPipe && validator.verdict === 'WA')) {
    return {
      status: CaseStatus.RE,
      message: submission.outcome === 'OUTPUT_LIMIT' ? 'output limit exceeded' : runtimeErrorText(submission),
    };
  }
  if (validator.verdict === 'JE')
    return { status: CaseStatus.ERROR, message: `interactor error: ${validator.message}` };
  if (validator.verdict === 'WA') return { status: CaseStatus.NO_MATCH, message: validator.message };
  return { status: CaseStatus.MATCH, message: validator.message };
}
