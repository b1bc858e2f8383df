/**
 * The SQL part of a problem package (content/README.md "A SQL problem"). A package is a SQL problem when its
 * katana.yaml says `type: SQL`; its tests are then setup scripts (`data/sample/NN.sql`, `data/secret/NN.sql`: CREATE +
 * INSERT, trusted) instead of `.in`/`.ans` pairs, and each test is judged by running the learner's query on that
 * setup and comparing the result set with the reference query's (or with an optional `NN.ans` result set).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isMap, optionalString, PackageError, type YamlMap } from '../package/package-error.ts';
import type { ColumnNameMode, SqlDialect } from '../sql/types.ts';

export const SQL_DIALECTS: readonly SqlDialect[] = ['psql', 'mysql'];
const COLUMN_NAME_MODES: readonly ColumnNameMode[] = ['case-insensitive', 'exact', 'ignore'];

export interface SqlTestFile {
  /** Path relative to data/ without extension, e.g. `sample/01` or `secret/03-empty-table`. */
  name: string;
  isSample: boolean;
  /** The trusted setup script (schema + data). */
  setupPath: string;
  /** A setter-written expected result set (JSON or TSV, see sql/expected-result.ts); null: the reference decides. */
  answerPath: string | null;
}

export interface SqlPackagePart {
  /** true: rows are compared in order (the statement asks for an ORDER BY); false: as multisets. */
  ordered: boolean;
  columnNames: ColumnNameMode;
  /** Dialects the problem offers, in katana.yaml order; the first is the default. */
  dialects: SqlDialect[];
  /** Samples first, then secret, each in name order. */
  tests: SqlTestFile[];
}

async function readOptional(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** katana.yaml's `type`, or null when the file is absent (a plain ICPC package) or names no type. */
export async function readKatanaYaml(root: string): Promise<YamlMap | null> {
  const text = await readOptional(path.join(root, 'katana.yaml'));
  if (text === null) return null;
  let doc: unknown;
  try {
    doc = parseYaml(text) ?? {};
  } catch (error) {
    throw new PackageError('katana.yaml', `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!isMap(doc)) throw new PackageError('katana.yaml', 'must be a YAML map');
  return doc;
}

export function isSqlKatanaYaml(doc: YamlMap | null): boolean {
  return doc !== null && String(doc.type ?? '').toUpperCase() === 'SQL';
}

export function parseSqlSettings(doc: YamlMap): Omit<SqlPackagePart, 'tests'> {
  const file = 'katana.yaml';
  const ordered = doc.ordered;
  if (typeof ordered !== 'boolean')
    throw new PackageError(file, "'ordered' must be true or false for SQL problems");
  const columnNames = (optionalString(file, doc, 'column_names') ?? 'case-insensitive') as ColumnNameMode;
  if (!COLUMN_NAME_MODES.includes(columnNames))
    throw new PackageError(file, `'column_names' must be one of ${COLUMN_NAME_MODES.join(', ')}`);
  const rawDialects = doc.dialects ?? ['psql'];
  if (!Array.isArray(rawDialects) || rawDialects.length === 0)
    throw new PackageError(file, "'dialects' must be a non-empty list (psql, mysql)");
  const dialects = rawDialects.map((d) => {
    if (!SQL_DIALECTS.includes(d as SqlDialect))
      throw new PackageError(file, `unknown SQL dialect '${String(d)}' (psql or mysql)`);
    return d as SqlDialect;
  });
  return { ordered, columnNames, dialects: [...new Set(dialects)] };
}

async function readSqlGroup(dataDir: string, group: 'sample' | 'secret', warnings: string[]) {
  const dir = path.join(dataDir, group);
  if (!(await isDirectory(dir))) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const files = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
  const tests: SqlTestFile[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) {
      warnings.push(`data/${group}/${entry.name}: SQL problems have no test groups; ignored`);
      continue;
    }
    if (!entry.isFile()) continue;
    if (entry.name.endsWith('.ans')) {
      if (!files.has(entry.name.replace(/\.ans$/, '.sql')))
        warnings.push(`data/${group}/${entry.name}: no setup script beside it; ignored`);
      continue;
    }
    if (!entry.name.endsWith('.sql')) {
      warnings.push(`data/${group}/${entry.name}: SQL problems use NN.sql setup scripts; ignored`);
      continue;
    }
    const base = entry.name.slice(0, -'.sql'.length);
    tests.push({
      name: `${group}/${base}`,
      isSample: group === 'sample',
      setupPath: path.join(dir, entry.name),
      answerPath: files.has(`${base}.ans`) ? path.join(dir, `${base}.ans`) : null,
    });
  }
  return tests.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The SQL part of the package at `root`, or null when it is not a SQL problem. */
export async function readSqlPackagePart(root: string, warnings: string[]): Promise<SqlPackagePart | null> {
  const doc = await readKatanaYaml(root);
  if (!isSqlKatanaYaml(doc)) return null;
  const settings = parseSqlSettings(doc!);
  const dataDir = path.join(root, 'data');
  if (!(await isDirectory(path.join(dataDir, 'secret'))))
    throw new PackageError('data/secret/', 'missing secret test data folder');
  const sample = await readSqlGroup(dataDir, 'sample', warnings);
  const secret = await readSqlGroup(dataDir, 'secret', warnings);
  if (secret.length === 0) throw new PackageError('data/secret/', 'holds no SQL setup script (NN.sql)');
  return { ...settings, tests: [...sample, ...secret] };
}
