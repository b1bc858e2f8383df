import { describe, expect, it } from 'vitest';
import type { DsSettings } from './ds-package.ts';
import { f1Score, percentageOf, scorePredictions } from './metrics.ts';

const settings = (over: Partial<DsSettings>): DsSettings => ({
  problemType: 'MACHINE_LEARNING',
  metric: 'accuracy',
  positiveLabel: null,
  fullMarksAt: 0.8,
  zeroAt: 0.5,
  tolerance: 1e-6,
  ...over,
});

describe('data-science metrics', () => {
  it('gives full marks (a MATCH) once accuracy reaches the bar, and a linear share below it', () => {
    const labels = 'label\na\nb\na\nb\n';
    expect(scorePredictions(settings({}), 'a\nb\na\nb\n', labels)).toMatchObject({
      passed: true,
      percentage: 100,
    });
    const three = scorePredictions(settings({}), 'a\nb\na\na\n', labels);
    expect(three).toMatchObject({ passed: false, value: 0.75 });
    expect(three.percentage).toBeCloseTo(((0.75 - 0.5) / 0.3) * 100);
    expect(three.message).toBe('accuracy 0.75 (full marks at or above 0.8)');
    expect(scorePredictions(settings({}), 'b\na\nb\na\n', labels).percentage).toBe(0);
  });

  it('tolerates a header line equal to the labels column and blank lines', () => {
    expect(scorePredictions(settings({}), 'label\na\n\nb\n', 'label\na\nb\n').passed).toBe(true);
  });

  it('refuses a wrong number of predictions with the counts', () => {
    const outcome = scorePredictions(settings({}), 'a\n', 'label\na\nb\n');
    expect(outcome).toMatchObject({ ok: false, passed: false, percentage: 0 });
    expect(outcome.message).toBe('expected 2 predictions (one line per test.csv row), got 1');
  });

  it('F1 counts only the positive label: never predicting it scores 0', () => {
    expect(f1Score(['0', '0', '0', '0'], ['1', '0', '0', '1'], '1')).toBe(0);
    expect(f1Score(['1', '1', '0', '0'], ['1', '0', '0', '1'], '1')).toBeCloseTo(0.5);
    expect(f1Score(['1.0', '0'], ['1', '0'], '1')).toBe(1);
  });

  it('RMSE: lower is better, and a non-number is a wrong answer naming the row', () => {
    const rmse = settings({ metric: 'rmse', fullMarksAt: 1, zeroAt: 5 });
    expect(scorePredictions(rmse, '10\n20\n', 'y\n10.5\n19.5\n')).toMatchObject({ passed: true, value: 0.5 });
    const far = scorePredictions(rmse, '13\n23\n', 'y\n10\n20\n');
    expect(far).toMatchObject({ passed: false, value: 3, percentage: 50 });
    expect(scorePredictions(rmse, '10\nabc\n', 'y\n10\n20\n').message).toBe("row 2: 'abc' is not a number");
    expect(percentageOf(0.5, 1, 5)).toBe(100);
  });

  it('exact: every row must equal the answer (numbers within the tolerance), else the first difference', () => {
    const exact = settings({ metric: 'exact', fullMarksAt: null, zeroAt: null, tolerance: 0.01 });
    expect(scorePredictions(exact, '12.35\nNA\n', 'mean\n12.34\nNA\n').passed).toBe(true);
    const wrong = scorePredictions(exact, '12.35\n0.00\n', 'mean\n12.35\nNA\n');
    expect(wrong).toMatchObject({ passed: false, percentage: 0 });
    expect(wrong.message).toBe('row 2: expected NA, got 0.00');
  });
});
