import { describe, expect, it } from 'vitest';
import { CaseStatus, Verdict } from '@katana/shared/verdicts';
import { aggregateVerdict } from './aggregate.ts';
import { caseResult } from './test-support.ts';

const { MATCH, NO_MATCH, RE, TO, MLE, ERROR } = CaseStatus;

describe('aggregateVerdict (spec 03 §4 submission status rules)', () => {
  const table: Array<[string, CaseStatus[], Verdict, number | null, number]> = [
    ['all tests correct', [MATCH, MATCH, MATCH], Verdict.CORRECT_ANSWER, null, 100],
    ['one wrong answer', [MATCH, NO_MATCH, MATCH], Verdict.WRONG_ANSWER, 2, (2 / 3) * 100],
    [
      'first non-correct wins over a later, worse one',
      [MATCH, NO_MATCH, RE],
      Verdict.WRONG_ANSWER,
      2,
      (1 / 3) * 100,
    ],
    ['time out first', [TO, RE], Verdict.TIME_LIMIT_EXCEEDED, 1, 0],
    ['memory limit', [MATCH, MLE], Verdict.MEMORY_LIMIT_EXCEEDED, 2, 50],
    ['runtime error', [RE, NO_MATCH], Verdict.RUNTIME_ERROR, 1, 0],
    ['judge error on a case', [MATCH, ERROR], Verdict.ERROR, 2, 50],
  ];
  it.each(table)('%s', (_name, statuses, verdict, firstFailed, percentage) => {
    const result = aggregateVerdict(
      { ok: true },
      statuses.map((s, i) => caseResult(i + 1, s)),
    );
    expect(result.verdict).toBe(verdict);
    expect(result.firstFailedTest).toBe(firstFailed);
    expect(result.percentage).toBeCloseTo(percentage);
    expect(result.noOfTestCasesCorrect).toBe(statuses.filter((s) => s === MATCH).length);
  });

  it('gives COMPILATION_ERROR with the compiler message and no score', () => {
    const result = aggregateVerdict(
      { ok: false, message: "sum.cpp:3:5: error: 'cout' was not declared" },
      [],
      4,
    );
    expect(result).toMatchObject({
      verdict: Verdict.COMPILATION_ERROR,
      statusMessage: 'Compilation Error',
      errorMessage: "sum.cpp:3:5: error: 'cout' was not declared",
      totalTestCases: 4,
      percentage: 0,
    });
  });

  it('carries the first runtime error text', () => {
    const cases = [
      caseResult(1, MATCH),
      caseResult(2, RE, 'ZeroDivisionError: division by zero'),
      caseResult(3, RE, 'other'),
    ];
    expect(aggregateVerdict({ ok: true }, cases).errorMessage).toBe('ZeroDivisionError: division by zero');
  });

  it('uses judging order, not array order', () => {
    const cases = [caseResult(3, TO), caseResult(1, MATCH), caseResult(2, NO_MATCH)];
    expect(aggregateVerdict({ ok: true }, cases).verdict).toBe(Verdict.WRONG_ANSWER);
  });

  it('counts tests that never ran as not passed', () => {
    const result = aggregateVerdict({ ok: true }, [caseResult(1, MATCH)], 4);
    expect(result.percentage).toBe(25);
    expect(result.verdict).toBe(Verdict.ERROR);
  });

  it('is no pass when there are no tests at all', () => {
    expect(aggregateVerdict({ ok: true }, []).verdict).toBe(Verdict.ERROR);
  });
});
