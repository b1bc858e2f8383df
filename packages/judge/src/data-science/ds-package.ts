/**
 * The data-science part of a problem package (content/README.md "A data-science or ML problem"). A package is one
 * when its katana.yaml says `type: DATASCIENCE` or `type: MACHINE_LEARNING`. Each test is a folder
 * (`data/sample/01/`, `data/secret/02-noisy/`) holding `train.csv` and `test.csv`, which the learner's program finds
 * in its working directory, and `labels.csv`, the hidden labels of test.csv's rows, which never enter the box.
 * The program prints one prediction per test row; a per-problem metric scores them against the labels.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMap, PackageError, type YamlMap } from '../package/package-error.ts';

export type DsProblemType = 'DATASCIENCE' | 'MACHINE_LEARNING';
export type DsMetric = 'accuracy' | 'f1' | 'rmse' | 'exact';
export const DS_METRICS: readonly DsMetric[] = ['accuracy', 'f1', 'rmse', 'exact'];
/** The files of a test folder the learner's program sees (read-only, in its working directory). */
export const DS_BOX_FILES = ['train.csv', 'test.csv'] as const;
export const DS_LABELS_FILE = 'labels.csv';

export interface DsSettings {
  problemType: DsProblemType;
  metric: DsMetric;
  /** f1 only: the label that counts as positive. */
  positiveLabel: string | null;
  /**
   * Metric problems: the metric value that earns 100 % on a test (and makes it a MATCH), and the value that earns
   * 0 %; in between the percentage is linear. For rmse (lower is better) fullMarksAt < zeroAt. null for exact.
   */
  fullMarksAt: number | null;
  zeroAt: number | null;
  /** Numbers compare equal within this absolute tolerance (katana.yaml `tolerance`, default 1e-6). */
  tolerance: number;
}

export interface DsTest {
  /** Path relative to data/, e.g. `sample/01` or `secret/02-noisy`. */
  name: string;
  isSample: boolean;
  /** The host folder holding train.csv, test.csv and labels.csv. */
  dir: string;
}

export interface DsPackagePart extends DsSettings {
  /** Samples first, then secret, each in name order. */
  tests: DsTest[];
}

export function dsProblemTypeOf(doc: YamlMap | null): DsProblemType | null {
  const type = String(doc?.type ?? '').toUpperCase();
  return type === 'DATASCIENCE' || type === 'MACHINE_LEARNING' ? type : null;
}

function numberSetting(doc: YamlMap, key: string): number {
  const value = doc[key];
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new PackageError('katana.yaml', `'${key}' must be a number`);
  return value;
}

export function parseDsSettings(doc: YamlMap, problemType: DsProblemType): DsSettings {
  const metric = String(doc.metric ?? '') as DsMetric;
  if (!DS_METRICS.includes(metric))
    throw new PackageError('katana.yaml', `'metric' must be one of ${DS_METRICS.join(', ')}`);
  const tolerance = doc.tolerance === undefined ? 1e-6 : numberSetting(doc, 'tolerance');
  if (tolerance < 0) throw new PackageError('katana.yaml', "'tolerance' must not be negative");
  if (metric === 'exact')
    return { problemType, metric, positiveLabel: null, fullMarksAt: null, zeroAt: null, tolerance };
  const fullMarksAt = numberSetting(doc, 'full_marks_at');
  const zeroAt = numberSetting(doc, 'zero_at');
  const lowerIsBetter = metric === 'rmse';
  if (lowerIsBetter ? !(fullMarksAt < zeroAt) : !(fullMarksAt > zeroAt))
    throw new PackageError(
      'katana.yaml',
      lowerIsBetter
        ? "'full_marks_at' must be below 'zero_at' for rmse (lower is better)"
        : "'full_marks_at' must be above 'zero_at'",
    );
  let positiveLabel: string | null = null;
  if (metric === 'f1') {
    if (doc.positive_label === undefined || doc.positive_label === null)
      throw new PackageError('katana.yaml', "'positive_label' is required for the f1 metric");
    positiveLabel = String(doc.positive_label);
  }
  return { problemType, metric, positiveLabel, fullMarksAt, zeroAt, tolerance };
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

async function readGroup(dataDir: string, group: 'sample' | 'secret', warnings: string[]): Promise<DsTest[]> {
  const dir = path.join(dataDir, group);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const tests: DsTest[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) {
      warnings.push(
        `data/${group}/${entry.name}: data-science tests are folders (train.csv, test.csv, labels.csv); ignored`,
      );
      continue;
    }
    const testDir = path.join(dir, entry.name);
    for (const file of [...DS_BOX_FILES, DS_LABELS_FILE]) {
      if (!(await isFile(path.join(testDir, file))))
        throw new PackageError(`data/${group}/${entry.name}/`, `missing ${file}`);
    }
    tests.push({ name: `${group}/${entry.name}`, isSample: group === 'sample', dir: testDir });
  }
  return tests.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The data-science part of the package at `root` given its katana.yaml, or null when it is not one. */
export async function readDsPackagePart(
  root: string,
  doc: YamlMap | null,
  warnings: string[],
): Promise<DsPackagePart | null> {
  const problemType = dsProblemTypeOf(doc);
  if (!problemType || !isMap(doc)) return null;
  const settings = parseDsSettings(doc, problemType);
  const dataDir = path.join(root, 'data');
  const sample = await readGroup(dataDir, 'sample', warnings);
  const secret = await readGroup(dataDir, 'secret', warnings);
  if (secret.length === 0) throw new PackageError('data/secret/', 'holds no test folder');
  return { ...settings, tests: [...sample, ...secret] };
}
