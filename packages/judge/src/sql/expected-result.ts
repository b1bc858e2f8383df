/**
 * Reads an expected result set written by a problem setter (an .ans file next to a SQL test), in one of two forms:
 * JSON `{"columns": [...], "rows": [[...], ...]}` (numbers, booleans, strings, null), or tab-separated text whose
 * first line holds the column names and where `NULL` or `\N` stands for SQL NULL (what `mysql --batch` and
 * `psql -A -F $'\t' --null=NULL` print). Returns a result set normalised like a database result.
 */
import { canonicalNumber, isoTimestamp } from './normalize.ts';
import type { ResultSet, SqlCell } from './types.ts';

export class ExpectedResultFormatError extends Error {}

function jsonCell(value: unknown): SqlCell {
  if (value === null) return null;
  if (typeof value === 'number') return canonicalNumber(String(value)) ?? String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return isoTimestamp(value);
  throw new ExpectedResultFormatError(`Unsupported value in expected result: ${JSON.stringify(value)}`);
}

function parseJson(text: string): ResultSet {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ExpectedResultFormatError(`Expected result is not valid JSON: ${(error as Error).message}`);
  }
  const shape = data as { columns?: unknown; rows?: unknown };
  if (!Array.isArray(shape.columns) || !Array.isArray(shape.rows)) {
    throw new ExpectedResultFormatError('Expected result JSON needs "columns" and "rows" arrays');
  }
  const columns = shape.columns.map(String);
  const rows = shape.rows.map((row, i) => {
    if (!Array.isArray(row) || row.length !== columns.length) {
      throw new ExpectedResultFormatError(
        `Row ${i + 1} of the expected result does not have ${columns.length} values`,
      );
    }
    return row.map(jsonCell);
  });
  return { columns, rows };
}

function parseTsv(text: string): ResultSet {
  const lines = text.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const header = lines.shift();
  if (header === undefined || header === '') throw new ExpectedResultFormatError('Expected result is empty');
  const columns = header.split('\t');
  const rows = lines.map((line, i) => {
    const values = line.split('\t');
    if (values.length !== columns.length) {
      throw new ExpectedResultFormatError(
        `Line ${i + 2} of the expected result does not have ${columns.length} fields`,
      );
    }
    return values.map((v): SqlCell => (v === 'NULL' || v === '\\N' ? null : isoTimestamp(v)));
  });
  return { columns, rows };
}

export function parseExpectedResult(text: string): ResultSet {
  return text.trimStart().startsWith('{') ? parseJson(text) : parseTsv(text);
}
