/**
 * Renders a result set as a plain-text table for the web's Output tab, in the familiar MySQL client style, capped
 * at a byte budget so a huge result cannot flood the page.
 */
import type { ResultSet, SqlCell } from './types.ts';

const MAX_CELL_CHARS = 200;

function display(cell: SqlCell): string {
  if (cell === null) return 'NULL';
  // Tabs and newlines would break the grid; show them escaped.
  const flat = cell.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
  return flat.length > MAX_CELL_CHARS ? `${flat.slice(0, MAX_CELL_CHARS - 1)}…` : flat;
}

export function renderTable(result: ResultSet, maxBytes: number): string {
  const { columns, rows } = result;
  const count = `${rows.length} row${rows.length === 1 ? '' : 's'}`;
  if (columns.length === 0) return `Query OK, no result set\n`;
  const cells = rows.map((row) => columns.map((_, i) => display(row[i] ?? null)));
  const headers = columns.map((c) => display(c));
  const widths = headers.map((h) => h.length);
  for (const row of cells) row.forEach((v, i) => (widths[i] = Math.max(widths[i] ?? 0, v.length)));
  const border = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;

  const out: string[] = [border, line(headers), border];
  let bytes = out.join('\n').length;
  for (const [i, row] of cells.entries()) {
    const text = line(row);
    if (bytes + text.length + border.length + 64 > maxBytes) {
      out.push(border, `${count} (output truncated after ${i} rows)`);
      return `${out.join('\n')}\n`;
    }
    out.push(text);
    bytes += text.length + 1;
  }
  out.push(border, count);
  return `${out.join('\n')}\n`;
}
