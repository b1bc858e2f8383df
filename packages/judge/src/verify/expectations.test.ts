import { describe, expect, it } from 'vitest';
import { CaseStatus, Verdict } from '@katana/shared/verdicts';
import type { JudgeResult } from '../judging/judge-submission.ts';
import { aggregateVerdict } from '../verdict/aggregate.ts';
import type { ScoreSummary } from '../verdict/group-score.ts';
import { caseResult } from '../verdict/test-support.ts';
import type { PackageFormat, TestGroup } from '../package/types.ts';
import { checkExpectation, settledAtFailure } from './expectations.ts';

function judged(statuses: CaseStatus[], score: ScoreSummary | null = null): JudgeResult {
  const cases = statuses.map((s, i) => caseResult(i + 1, s, `reason ${i + 1}`));
  const verdict = aggregateVerdict({ ok: true }, cases);
  return {
    ...verdict,
    language: 'python',
    mode: 'all',
    cases,
    notRun: [],
    compileMessage: '',
    timeLimitS: 1,
    memoryLimitMb: 256,
    maxCpuTimeMs: 10,
    maxMemoryKb: 1000,
    totalTimeMs: 10,
    score,
    percentageScore: score?.percentage ?? verdict.percentage,
  };
}

const score = (value: number, max: number): ScoreSummary => ({
  score: value,
  maxScore: max,
  percentage: (value / max) * 100,
  partiallyAccepted: value > 0 && value < max,
  secret: { name: 'secret', score: value, maxScore: max, verdict: 'AC', groups: [] },
});

const { MATCH, NO_MATCH, TO, RE, MLE } = CaseStatus;

describe('checkExpectation', () => {
  const table: Array<
    [string, Parameters<typeof checkExpectation>[0], 'legacy' | '2023-07-draft', CaseStatus[], boolean]
  > = [
    ['accepted, all correct', 'accepted', 'legacy', [MATCH, MATCH], true],
    ['accepted with a wrong answer', 'accepted', 'legacy', [MATCH, NO_MATCH], false],
    ['wrong_answer gets WA', 'wrong_answer', 'legacy', [MATCH, NO_MATCH], true],
    ['run_time_error gets RE', 'run_time_error', 'legacy', [RE], true],
    ['run_time_error: memory limit counts as run-time error', 'run_time_error', 'legacy', [MATCH, MLE], true],
    ['time_limit_exceeded gets a crash instead', 'time_limit_exceeded', 'legacy', [RE, TO], false],
    [
      'legacy tolerates a later TLE in a wrong_answer submission',
      'wrong_answer',
      'legacy',
      [NO_MATCH, TO],
      true,
    ],
    [
      'draft forbids a later TLE in a wrong_answer submission',
      'wrong_answer',
      '2023-07-draft',
      [NO_MATCH, TO],
      false,
    ],
    [
      'draft time_limit_exceeded: AC and TLE only',
      'time_limit_exceeded',
      '2023-07-draft',
      [MATCH, TO, TO],
      true,
    ],
    ['rejected takes any failure', 'rejected', '2023-07-draft', [MATCH, RE], true],
    ['brute_force must not give wrong answers', 'brute_force', '2023-07-draft', [NO_MATCH], false],
  ];
  it.each(table)('%s', (_name, folder, format, statuses, passed) => {
    expect(checkExpectation(folder, format, judged(statuses)).passed).toBe(passed);
  });

  it('says which test broke a draft permitted set', () => {
    expect(checkExpectation('wrong_answer', '2023-07-draft', judged([NO_MATCH, TO])).reason).toBe(
      'test secret/02 got TLE, which wrong_answer/ does not permit (allowed: AC, WA)',
    );
  });

  it('names the expected and actual verdicts and the first failing test', () => {
    expect(checkExpectation('accepted', 'legacy', judged([MATCH, NO_MATCH])).reason).toBe(
      `expected ${Verdict.CORRECT_ANSWER}, got ${Verdict.WRONG_ANSWER} on test 2 (secret/02): reason 2`,
    );
  });

  it('judges partially_accepted by score, and accepted scoring submissions need the maximum', () => {
    expect(
      checkExpectation('partially_accepted', 'legacy', judged([MATCH, NO_MATCH], score(30, 100))).passed,
    ).toBe(true);
    expect(checkExpectation('partially_accepted', 'legacy', judged([MATCH], score(100, 100))).passed).toBe(
      false,
    );
    expect(checkExpectation('partially_accepted', 'legacy', judged([MATCH])).reason).toMatch(
      /scoring problem/,
    );
    expect(checkExpectation('accepted', '2023-07-draft', judged([MATCH], score(90, 100))).passed).toBe(false);
  });
});

describe('settledAtFailure: where verify may stop a submission at a failed test', () => {
  const group = (onReject: 'break' | 'continue', items: TestGroup['items'] = []): TestGroup =>
    ({
      name: 'secret',
      path: '/p/data/secret',
      settings: { onReject },
      hasOwnSettings: false,
      items,
    }) as TestGroup;
  const pkg = (formatVersion: PackageFormat, scoring = false, onReject: 'break' | 'continue' = 'break') =>
    ({
      metadata: { formatVersion, type: { scoring } },
      sample: null,
      secret: group(onReject),
    }) as unknown as Parameters<typeof settledAtFailure>[0];
  const failed = (status: CaseStatus) => caseResult(1, status, '');

  it('stops at any failure of a legacy pass-fail package and of any accepted submission', () => {
    const legacy = settledAtFailure(pkg('legacy'), 'time_limit_exceeded');
    expect(legacy && legacy(failed(TO))).toBe(true);
    const accepted = settledAtFailure(pkg('2023-07-draft'), 'accepted');
    expect(accepted && accepted(failed(NO_MATCH))).toBe(true);
  });

  it('in the draft format goes on after a verdict the folder permits, and stops at one it does not', () => {
    const tle = settledAtFailure(pkg('2023-07-draft'), 'time_limit_exceeded');
    expect(tle && tle(failed(TO))).toBe(false);
    expect(tle && tle(failed(NO_MATCH))).toBe(true);
    const rejected = settledAtFailure(pkg('2023-07-draft'), 'rejected');
    expect(rejected && rejected(failed(RE))).toBe(true);
  });

  it('runs every test of a scoring problem and of a group that continues on a rejection', () => {
    expect(settledAtFailure(pkg('legacy', true), 'wrong_answer')).toBe(false);
    expect(settledAtFailure(pkg('legacy', false, 'continue'), 'wrong_answer')).toBe(false);
    const nested = pkg('legacy');
    nested.secret.items.push({ kind: 'group', group: group('continue') });
    expect(settledAtFailure(nested, 'wrong_answer')).toBe(false);
  });
});
