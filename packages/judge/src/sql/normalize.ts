/**
 * Normalises raw database text into comparable cells, the same way for PGlite, PostgreSQL and MariaDB, so that a
 * result compares equal to the reference solution's whatever the driver's own type parsing would have done.
 */
import type { ColumnKind, RawResultSet } from './engines/engine.ts';
import type { ResultSet, SqlCell } from './types.ts';

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const EXPONENT_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i;

/**
 * Canonical text of a number: no leading '+', no superfluous zeros, '-0' is '0'. Decimal strings are handled as
 * strings so NUMERIC(38,10) values never lose digits to a double; exponent forms (float8 '1e+20') go through Number.
 * Returns null when the text is not a number.
 */
export function canonicalNumber(text: string): string | null {
  const trimmed = text.trim();
  const plain = PLAIN_DECIMAL.exec(trimmed);
  if (plain && (plain[2] || plain[3])) {
    const sign = plain[1] === '-' ? '-' : '';
    const intPart = (plain[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
    const fracPart = (plain[3] ?? '').replace(/0+$/, '');
    const body = fracPart ? `${intPart}.${fracPart}` : intPart;
    return body === '0' ? '0' : sign + body;
  }
  if (EXPONENT_NUMBER.test(trimmed)) {
    const value = Number(trimmed);
    if (!Number.isFinite(value)) return null;
    return canonicalNumber(exponentFree(value));
  }
  return null;
}

/** Number -> decimal string without exponent (1e+21 -> '1000000000000000000000'). */
function exponentFree(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

const BOOLEAN_TEXT: Record<string, string> = { t: 'true', true: 'true', f: 'false', false: 'false' };

// 'YYYY-MM-DD HH:MM:SS[.ffffff][+HH[:MM[:SS]]]', as PostgreSQL and MariaDB print timestamps.
const TIMESTAMP_TEXT =
  /^(\d{4,}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)?$/;

/** ISO 8601 text of a timestamp; with a zone offset it is converted to UTC and ends in 'Z'. */
export function isoTimestamp(text: string): string {
  const match = TIMESTAMP_TEXT.exec(text.trim());
  if (!match) return text;
  const [, date, time, fraction = '', zone] = match;
  const frac = fraction.replace(/0+$/, '') === '.' ? '' : fraction.replace(/0+$/, '');
  if (!zone) return `${date}T${time}${frac}`;
  if (zone === 'Z' || /^[+-]00(:?00)?(:?00)?$/.test(zone)) return `${date}T${time}${frac}Z`;
  const millis = Date.parse(`${date}T${time}${fraction.slice(0, 4)}${normaliseOffset(zone)}`);
  if (Number.isNaN(millis)) return text;
  // Keep the database's sub-millisecond digits; Date only carries milliseconds.
  const utc = new Date(millis).toISOString().slice(0, 19);
  return `${utc}${frac}Z`;
}

function normaliseOffset(zone: string): string {
  const digits = zone.slice(1).replace(/:/g, '');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

export function normaliseCell(kind: ColumnKind, value: string | null): SqlCell {
  if (value === null) return null;
  switch (kind) {
    case 'number':
      return canonicalNumber(value) ?? value; // NaN, Infinity stay as the database wrote them
    case 'boolean':
      return BOOLEAN_TEXT[value.toLowerCase()] ?? value;
    case 'timestamp':
    case 'timestamptz':
      return isoTimestamp(value);
    case 'date':
    case 'text':
      return value;
  }
}

export function normaliseResult(raw: RawResultSet): ResultSet {
  return {
    columns: raw.columns.map((c) => c.name),
    rows: raw.rows.map((row) => row.map((cell, i) => normaliseCell(raw.columns[i]?.kind ?? 'text', cell))),
  };
}
