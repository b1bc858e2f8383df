import { describe, expect, it } from 'vitest';
import { renderTable } from './render-table.ts';

describe('renderTable', () => {
  it('draws a grid with NULL shown and the row count', () => {
    const text = renderTable(
      {
        columns: ['id', 'name'],
        rows: [
          ['1', 'Asha'],
          ['22', null],
        ],
      },
      10_000,
    );
    expect(text).toBe(
      [
        '+----+------+',
        '| id | name |',
        '+----+------+',
        '| 1  | Asha |',
        '| 22 | NULL |',
        '+----+------+',
        '2 rows',
        '',
      ].join('\n'),
    );
  });

  it('escapes line breaks so a cell cannot break the grid', () => {
    const text = renderTable({ columns: ['note'], rows: [['a\nb\tc']] }, 10_000);
    expect(text).toContain('| a\\nb\\tc |');
    expect(text).toContain('1 row\n');
  });

  it('stops at the byte budget and says so', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [String(i), 'x'.repeat(50)]);
    const text = renderTable({ columns: ['id', 'filler'], rows }, 4_000);
    expect(text.length).toBeLessThanOrEqual(4_000);
    expect(text).toMatch(/1000 rows \(output truncated after \d+ rows\)\n$/);
  });

  it('reports statements without a result set', () => {
    expect(renderTable({ columns: [], rows: [] }, 1000)).toBe('Query OK, no result set\n');
  });
});
