/**
 * Compares a learner's result set with the expected one. Ordered problems compare row by row; unordered problems
 * compare rows as multisets. Messages name the learner's own rows only, never the expected data, because hidden
 * test data must not leak through the Output tab.
 */
import { canonicalNumber } from './normalize.ts';
import type { ColumnNameMode, ResultSet, SqlCell } from './types.ts';

export interface CompareOptions {
  ordered: boolean;
  columnNames?: ColumnNameMode;
}

export type CompareOutcome = { match: true } | { match: false; reason: string };

/**
 * The key two cells must share to be equal. Numbers compare by value ('2.50' = '2.5'), so an .ans file written by
 * hand matches a NUMERIC column; NULL only equals NULL.
 */
function cellKey(cell: SqlCell): string {
  if (cell === null) return '\u0000NULL';
  return canonicalNumber(cell) ?? cell;
}

function rowKey(row: SqlCell[]): string {
  return JSON.stringify(row.map(cellKey));
}

export function formatRow(row: SqlCell[]): string {
  return `(${row.map((c) => (c === null ? 'NULL' : c)).join(', ')})`;
}

function compareColumns(actual: string[], expected: string[], mode: ColumnNameMode): CompareOutcome {
  if (actual.length !== expected.length) {
    return { match: false, reason: `Expected ${expected.length} column(s), got ${actual.length}` };
  }
  if (mode === 'ignore') return { match: true };
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i] ?? '';
    const e = expected[i] ?? '';
    const same = mode === 'exact' ? a === e : a.toLowerCase() === e.toLowerCase();
    if (!same)
      return { match: false, reason: `Column ${i + 1} is named "${a}", which is not the expected name` };
  }
  return { match: true };
}

export function compareResultSets(
  actual: ResultSet,
  expected: ResultSet,
  options: CompareOptions,
): CompareOutcome {
  const columns = compareColumns(actual.columns, expected.columns, options.columnNames ?? 'case-insensitive');
  if (!columns.match) return columns;
  if (actual.rows.length !== expected.rows.length) {
    return { match: false, reason: `Expected ${expected.rows.length} row(s), got ${actual.rows.length}` };
  }
  return options.ordered
    ? compareOrdered(actual.rows, expected.rows)
    : compareUnordered(actual.rows, expected.rows);
}

function compareOrdered(actual: SqlCell[][], expected: SqlCell[][]): CompareOutcome {
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i] ?? [];
    if (rowKey(a) !== rowKey(expected[i] ?? [])) {
      return { match: false, reason: `Row ${i + 1} ${formatRow(a)} differs from the expected row ${i + 1}` };
    }
  }
  return { match: true };
}

function compareUnordered(actual: SqlCell[][], expected: SqlCell[][]): CompareOutcome {
  const remaining = new Map<string, number>();
  for (const row of expected) {
    const key = rowKey(row);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  for (const [i, row] of actual.entries()) {
    const key = rowKey(row);
    const left = remaining.get(key) ?? 0;
    if (left === 0) {
      return {
        match: false,
        reason: `Row ${i + 1} ${formatRow(row)} is not in the expected result (or appears too often)`,
      };
    }
    remaining.set(key, left - 1);
  }
  return { match: true };
}
