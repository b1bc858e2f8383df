/**
 * Scores a data-science submission's predictions against a test's hidden labels: the learner prints one prediction
 * per row of test.csv; labels.csv holds a header line (the target's name) and one label per row. A header line in
 * the predictions equal to the labels' header is tolerated. Pure.
 */
import type { DsSettings } from './ds-package.ts';

export interface MetricOutcome {
  /** false: the predictions could not be scored (wrong count, a number that is not one): a wrong answer. */
  ok: boolean;
  /** The metric's value (accuracy/f1 in 0..1, rmse >= 0, exact: share of rows equal); null when not ok. */
  value: number | null;
  /** This test's percentage, 0..100, not rounded (scoring rounds the submission's). */
  percentage: number;
  /** Full marks reached: the test is a MATCH. */
  passed: boolean;
  /** What the learner reads: the metric and the bar, or why the predictions could not be scored. */
  message: string;
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** labels.csv -> [header, values]. */
export function parseLabels(text: string): { header: string; values: string[] } {
  const [header = '', ...values] = lines(text);
  return { header, values };
}

export function parsePredictions(stdout: string, header: string, rows: number): string[] {
  const found = lines(stdout);
  if (found.length === rows + 1 && found[0] === header) return found.slice(1);
  return found;
}

function asNumber(text: string): number | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Labels compare as numbers within `tolerance` when both read as numbers (`1` = `1.0`), else as trimmed text. */
function sameLabel(a: string, b: string, tolerance = 1e-6): boolean {
  if (a === b) return true;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x === null || y === null) return false;
  return Math.abs(x - y) <= tolerance + 1e-9;
}

export function accuracy(predicted: readonly string[], actual: readonly string[], tolerance = 1e-6): number {
  if (actual.length === 0) return 1;
  return actual.filter((label, i) => sameLabel(predicted[i]!, label, tolerance)).length / actual.length;
}

/** F1 of the positive label; 0 when there is no true positive (including no positive at all). */
export function f1Score(predicted: readonly string[], actual: readonly string[], positive: string): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  actual.forEach((label, i) => {
    const p = sameLabel(predicted[i]!, positive);
    const a = sameLabel(label, positive);
    if (p && a) tp++;
    else if (p) fp++;
    else if (a) fn++;
  });
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

export function rmse(predicted: readonly number[], actual: readonly number[]): number {
  if (actual.length === 0) return 0;
  const sum = actual.reduce((s, a, i) => s + (predicted[i]! - a) ** 2, 0);
  return Math.sqrt(sum / actual.length);
}

/** Linear from zeroAt (0 %) to fullMarksAt (100 %), clamped; works either way round (rmse: lower is better). */
export function percentageOf(value: number, fullMarksAt: number, zeroAt: number): number {
  const share = (value - zeroAt) / (fullMarksAt - zeroAt);
  return Math.min(100, Math.max(0, share * 100));
}

const fmt = (n: number) => String(Number(n.toFixed(4)));

function failed(message: string): MetricOutcome {
  return { ok: false, value: null, percentage: 0, passed: false, message };
}

export function scorePredictions(settings: DsSettings, stdout: string, labelsText: string): MetricOutcome {
  const { header, values: actual } = parseLabels(labelsText);
  const predicted = parsePredictions(stdout, header, actual.length);
  if (predicted.length !== actual.length)
    return failed(
      `expected ${actual.length} predictions (one line per test.csv row), got ${predicted.length}`,
    );

  if (settings.metric === 'exact') {
    const wrong = actual.findIndex((label, i) => !sameLabel(predicted[i]!, label, settings.tolerance));
    const value = accuracy(predicted, actual, settings.tolerance);
    if (wrong < 0)
      return { ok: true, value, percentage: 100, passed: true, message: 'all predictions match' };
    return {
      ok: true,
      value,
      percentage: 0,
      passed: false,
      message: `row ${wrong + 1}: expected ${actual[wrong]}, got ${predicted[wrong]}`,
    };
  }

  let value: number;
  if (settings.metric === 'rmse') {
    const numbers = predicted.map(asNumber);
    const bad = numbers.findIndex((n) => n === null);
    if (bad >= 0) return failed(`row ${bad + 1}: '${predicted[bad]!.slice(0, 40)}' is not a number`);
    const truth = actual.map((a) => asNumber(a) ?? Number.NaN);
    value = rmse(numbers as number[], truth);
  } else if (settings.metric === 'f1') {
    value = f1Score(predicted, actual, settings.positiveLabel!);
  } else {
    value = accuracy(predicted, actual);
  }
  const fullMarksAt = settings.fullMarksAt!;
  const zeroAt = settings.zeroAt!;
  const percentage = percentageOf(value, fullMarksAt, zeroAt);
  const passed = settings.metric === 'rmse' ? value <= fullMarksAt : value >= fullMarksAt;
  const bar = `${settings.metric === 'rmse' ? 'at or below' : 'at or above'} ${fmt(fullMarksAt)}`;
  return {
    ok: true,
    value,
    percentage: passed ? 100 : percentage,
    passed,
    message: `${settings.metric} ${fmt(value)} (full marks ${bar})`,
  };
}
