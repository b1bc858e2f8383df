/**
 * Writes small SQL problem packages into a temporary directory for the sql-problems tests. Test-only; nothing in the
 * judge imports it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const PROBLEM_YAML = `problem_format_version: 2023-07-draft
name: Tiny Shelf
uuid: 00000000-0000-4000-8000-000000000001
type: pass-fail
limits:
  time_limit: 2
  memory: 256
`;

export const SHELF_SCHEMA =
  'CREATE TABLE books (id INTEGER PRIMARY KEY, title VARCHAR(40), pages INTEGER NULL);';

/** Package files by path relative to the package root. */
export type PackageFiles = Record<string, string>;

/** A two-test SQL package (one sample, one secret) with a reference, a wrong answer and a dialect variant. */
export function shelfPackage(overrides: PackageFiles = {}): PackageFiles {
  return {
    'problem.yaml': PROBLEM_YAML,
    'katana.yaml': 'type: SQL\nordered: true\ncolumn_names: case-insensitive\ndialects: [psql, mysql]\n',
    'statement/problem.en.md': '# Tiny Shelf\n\nList books with more than 100 pages, longest first.\n',
    'data/sample/01.sql': `${SHELF_SCHEMA}
INSERT INTO books VALUES (1, 'Dune Sea', 320), (2, 'Pebbles', 80), (3, 'Kites', NULL), (4, 'Tide Tables', 320);`,
    'data/secret/01-empty.sql': SHELF_SCHEMA,
    'data/secret/02-ties.sql': `${SHELF_SCHEMA}
INSERT INTO books VALUES (9, 'Zebra Notes', 150), (5, 'Atlas', 150), (7, 'Moths', 101);`,
    'submissions/accepted/solution.sql':
      'SELECT id, title FROM books WHERE pages > 100 ORDER BY pages DESC, id;\n',
    'submissions/accepted/solution.mysql.sql':
      'SELECT id, title FROM books WHERE pages > 100 ORDER BY pages DESC, id ASC;\n',
    'submissions/wrong_answer/no-tie-break.psql.sql':
      'SELECT id, title FROM books WHERE pages > 100 ORDER BY pages DESC;\n',
    ...overrides,
  };
}

export async function writePackage(
  files: PackageFiles,
): Promise<{ root: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'katana-sqlpkg-'));
  const root = path.join(dir, 'tiny-shelf');
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return { root, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
