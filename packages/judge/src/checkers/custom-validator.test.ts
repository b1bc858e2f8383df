import { describe, expect, it } from 'vitest';
import { runResult } from '../verdict/test-support.ts';
import { interpretValidatorRun, type Feedback } from './custom-validator.ts';
import { createChecker } from './checker-registry.ts';
import { CheckerConfigError } from './types.ts';

const noFeedback: Feedback = { judgeMessage: null, teamMessage: null, score: null, scoreMultiplier: null };
const exited = (code: number) => runResult({ outcome: code === 0 ? 'OK' : 'NONZERO_EXIT', exitCode: code });

describe('interpretValidatorRun (exit 42 accept, 43 wrong answer, else judge error)', () => {
  it('accepts on 42 and passes judgemessage.txt and teammessage.txt on', () => {
    expect(
      interpretValidatorRun(exited(42), {
        ...noFeedback,
        judgeMessage: 'fine\n',
        teamMessage: 'well done\n',
      }),
    ).toEqual({
      verdict: 'AC',
      message: 'fine',
      teamMessage: 'well done',
    });
  });
  it('rejects on 43 with the judge message', () => {
    expect(
      interpretValidatorRun(exited(43), { ...noFeedback, judgeMessage: 'sum is off by one' }),
    ).toMatchObject({
      verdict: 'WA',
      message: 'sum is off by one',
    });
  });
  it('treats 0, other codes, signals and limits as judge errors, never as the submission’s fault', () => {
    expect(interpretValidatorRun(exited(0), noFeedback).verdict).toBe('JE');
    expect(interpretValidatorRun(exited(1), noFeedback).message).toMatch(/exited with 1/);
    expect(
      interpretValidatorRun(
        runResult({ outcome: 'SIGNALLED', exitCode: null, signal: 'SIGSEGV' }),
        noFeedback,
      ).message,
    ).toMatch(/SIGSEGV/);
    expect(interpretValidatorRun(runResult({ outcome: 'TIME_LIMIT' }), noFeedback).verdict).toBe('JE');
  });
  it('reads score.txt and score_multiplier.txt of accepted outputs', () => {
    expect(interpretValidatorRun(exited(42), { ...noFeedback, score: '17.5\n' })).toMatchObject({
      verdict: 'AC',
      score: 17.5,
    });
    expect(interpretValidatorRun(exited(42), { ...noFeedback, scoreMultiplier: '0.5' })).toMatchObject({
      verdict: 'AC',
      scoreMultiplier: 0.5,
    });
  });
  it('is a judge error to score a rejected output, write both score files, or write garbage', () => {
    expect(interpretValidatorRun(exited(43), { ...noFeedback, score: '3' }).verdict).toBe('JE');
    expect(
      interpretValidatorRun(exited(42), { ...noFeedback, score: '3', scoreMultiplier: '1' }).verdict,
    ).toBe('JE');
    expect(interpretValidatorRun(exited(42), { ...noFeedback, score: 'lots' }).verdict).toBe('JE');
    expect(interpretValidatorRun(exited(42), { ...noFeedback, scoreMultiplier: '1.5' }).verdict).toBe('JE');
  });
});

describe('createChecker (registry)', () => {
  it('needs a compiled validator for the custom checker', () => {
    expect(() => createChecker('custom')).toThrow(CheckerConfigError);
  });
  it('offers the default-validator presets by name', () => {
    expect(
      ['format-default', 'exact', 'case-insensitive', 'float'].map((n) => createChecker(n as 'exact').name),
    ).toEqual(['format-default', 'exact', 'case-insensitive', 'float']);
  });
});
