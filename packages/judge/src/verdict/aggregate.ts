/**
 * Submission status rules (spec 03 §4) for code: a compile failure is COMPILATION_ERROR with the compiler's message;
 * all tests correct is CORRECT_ANSWER; otherwise the status of the FIRST non-correct test in judging order, and a
 * runtime error carries the first error text. Percentage score = share of tests passed.
 */
import { CaseStatus, Verdict, VERDICT_LABEL } from '@katana/shared/verdicts';
import type { CaseResult } from './case-result.ts';

export const VERDICT_OF_CASE_STATUS: Record<Exclude<CaseStatus, 'MATCH'>, Verdict> = {
  NO_MATCH: Verdict.WRONG_ANSWER,
  TO: Verdict.TIME_LIMIT_EXCEEDED,
  MLE: Verdict.MEMORY_LIMIT_EXCEEDED,
  RE: Verdict.RUNTIME_ERROR,
  ERROR: Verdict.ERROR,
};

export type CompileOutcome = { ok: true } | { ok: false; message: string };

export interface SubmissionVerdict {
  verdict: Verdict;
  /** Display label of the verdict ("Wrong Answer"). */
  statusMessage: string;
  /** Compiler message, the first runtime error text, or the first failing test's reason; null when correct. */
  errorMessage: string | null;
  /** Index (1-based) of the first non-correct test; null when none failed or nothing ran. */
  firstFailedTest: number | null;
  totalTestCases: number;
  noOfTestCasesCorrect: number;
  /** Share of tests passed, 0..100. */
  percentage: number;
}

/**
 * @param totalTestCases how many tests the submission was to run (cases that never ran count as not passed).
 */
export function aggregateVerdict(
  compile: CompileOutcome,
  cases: readonly CaseResult[],
  totalTestCases = cases.length,
): SubmissionVerdict {
  if (!compile.ok) {
    return {
      verdict: Verdict.COMPILATION_ERROR,
      statusMessage: VERDICT_LABEL.COMPILATION_ERROR,
      errorMessage: compile.message,
      firstFailedTest: null,
      totalTestCases,
      noOfTestCasesCorrect: 0,
      percentage: 0,
    };
  }
  const ordered = [...cases].sort((a, b) => a.index - b.index);
  const correct = ordered.filter((c) => c.status === CaseStatus.MATCH).length;
  const percentage = totalTestCases === 0 ? 0 : (correct / totalTestCases) * 100;
  const firstFailure = ordered.find((c) => c.status !== CaseStatus.MATCH);
  if (!firstFailure) {
    // No test ran at all (an empty test set) is not a pass: there is nothing to be correct about.
    const verdict = totalTestCases > 0 && correct === totalTestCases ? Verdict.CORRECT_ANSWER : Verdict.ERROR;
    return {
      verdict,
      statusMessage: VERDICT_LABEL[verdict],
      errorMessage: verdict === Verdict.ERROR ? 'no test was judged' : null,
      firstFailedTest: null,
      totalTestCases,
      noOfTestCasesCorrect: correct,
      percentage,
    };
  }
  const verdict = VERDICT_OF_CASE_STATUS[firstFailure.status as Exclude<CaseStatus, 'MATCH'>];
  return {
    verdict,
    statusMessage: VERDICT_LABEL[verdict],
    errorMessage: firstFailure.message,
    firstFailedTest: firstFailure.index,
    totalTestCases,
    noOfTestCasesCorrect: correct,
    percentage,
  };
}
