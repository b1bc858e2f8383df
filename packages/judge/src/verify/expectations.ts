/**
 * What each submissions/ folder promises, and whether a judged submission keeps that promise. The overall verdict
 * (first non-correct test) must match the folder; the 2023-07 draft additionally restricts which per-test results are
 * permitted (e.g. a wrong_answer submission may only get AC or WA). As the format says, exceeding the memory limit
 * counts as a run-time error.
 */
import { Verdict } from '@katana/shared/verdicts';
import type { CaseResult } from '../verdict/case-result.ts';
import type { ExpectedResultFolder, PackageFormat, ProblemPackage, TestGroup } from '../package/types.ts';
import type { JudgeResult } from '../judging/judge-submission.ts';
import { formatVerdictOf, type FormatVerdict } from '../verdict/group-score.ts';

export const EXPECTED_VERDICTS: Record<ExpectedResultFolder, Verdict[] | null> = {
  accepted: [Verdict.CORRECT_ANSWER],
  wrong_answer: [Verdict.WRONG_ANSWER],
  time_limit_exceeded: [Verdict.TIME_LIMIT_EXCEEDED],
  run_time_error: [Verdict.RUNTIME_ERROR, Verdict.MEMORY_LIMIT_EXCEEDED],
  rejected: [
    Verdict.WRONG_ANSWER,
    Verdict.TIME_LIMIT_EXCEEDED,
    Verdict.RUNTIME_ERROR,
    Verdict.MEMORY_LIMIT_EXCEEDED,
  ],
  brute_force: [Verdict.TIME_LIMIT_EXCEEDED, Verdict.RUNTIME_ERROR, Verdict.MEMORY_LIMIT_EXCEEDED],
  // Scoring problems: judged by score (above zero, below the maximum), not by verdict.
  partially_accepted: null,
};

/** The draft's default `permitted` sets per folder. */
const DRAFT_PERMITTED: Partial<Record<ExpectedResultFolder, FormatVerdict[]>> = {
  accepted: ['AC'],
  wrong_answer: ['AC', 'WA'],
  time_limit_exceeded: ['AC', 'TLE'],
  run_time_error: ['AC', 'RTE'],
  brute_force: ['AC', 'RTE', 'TLE'],
};

export interface ExpectationCheck {
  passed: boolean;
  /** Why it failed, in words a problem setter can act on. */
  reason?: string;
}

/** What the check reads of a judged submission (code JudgeResult and SQL SqlJudgeResult both have it). */
export type JudgedForExpectation = Pick<
  JudgeResult,
  'verdict' | 'score' | 'firstFailedTest' | 'errorMessage' | 'cases'
>;

export function checkExpectation(
  expected: ExpectedResultFolder,
  format: PackageFormat,
  result: JudgedForExpectation,
): ExpectationCheck {
  if (expected === 'partially_accepted') {
    const score = result.score;
    if (!score) return { passed: false, reason: 'partially_accepted needs a scoring problem' };
    if (score.score > 0 && (score.maxScore === null || score.score < score.maxScore)) return { passed: true };
    return {
      passed: false,
      reason: `expected a score between 0 and ${score.maxScore ?? 'max'} (exclusive), got ${score.score}`,
    };
  }
  const verdicts = EXPECTED_VERDICTS[expected]!;
  if (!verdicts.includes(result.verdict)) {
    const where = result.firstFailedTest
      ? ` on test ${result.firstFailedTest} (${result.cases[result.firstFailedTest - 1]?.name})`
      : '';
    return {
      passed: false,
      reason:
        `expected ${verdicts.join(' or ')}, got ${result.verdict}${where}: ${result.errorMessage ?? ''}`.trim(),
    };
  }
  if (
    expected === 'accepted' &&
    result.score &&
    result.score.maxScore !== null &&
    result.score.score < result.score.maxScore
  ) {
    return {
      passed: false,
      reason: `accepted submission scored ${result.score.score} of ${result.score.maxScore}`,
    };
  }
  const permitted = format === 'legacy' ? undefined : DRAFT_PERMITTED[expected];
  if (permitted) {
    const offending = result.cases.find((c) => !permitted.includes(formatVerdictOf(c.status)));
    if (offending) {
      return {
        passed: false,
        reason: `test ${offending.name} got ${formatVerdictOf(offending.status)}, which ${expected}/ does not permit (allowed: ${permitted.join(', ')})`,
      };
    }
  }
  return { passed: true };
}

function breaksOnReject(group: TestGroup): boolean {
  return (
    group.settings.onReject === 'break' &&
    group.items.every((item) => item.kind === 'case' || breaksOnReject(item.group))
  );
}

/**
 * When `katana problem verify` may stop judging a submission at a failed test, because nothing after it can change
 * whether the submission keeps its folder's promise: a pass-fail problem whose groups all break on a rejection (the
 * format's `on_reject: break`, its default), and either the failure already breaks the promise (any failure of an
 * accepted submission, a verdict the folder does not permit) or the format only reads the first failure (legacy).
 * A draft-format failure the folder permits (TLE for time_limit_exceeded/) must go on: a later test could still get a
 * verdict the folder does not permit. Returns false where every test must run.
 */
export function settledAtFailure(
  pkg: Pick<ProblemPackage, 'metadata' | 'sample' | 'secret'>,
  expected: ExpectedResultFolder,
): false | ((result: CaseResult) => boolean) {
  if (pkg.metadata.type.scoring || expected === 'partially_accepted') return false;
  if ((pkg.sample && !breaksOnReject(pkg.sample)) || !breaksOnReject(pkg.secret)) return false;
  if (expected === 'accepted' || pkg.metadata.formatVersion === 'legacy') return () => true;
  const permitted = DRAFT_PERMITTED[expected];
  if (!permitted) return () => true;
  return (result) => !permitted.includes(formatVerdictOf(result.status));
}
