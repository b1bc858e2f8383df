import { describe, expect, it } from 'vitest';
import { compareResultSets } from './compare.ts';
import type { ResultSet } from './types.ts';

const expected: ResultSet = {
  columns: ['name', 'salary'],
  rows: [
    ['Asha', '120000'],
    ['Bilal', '95000.5'],
    ['Dana', null],
  ],
};

describe('compareResultSets', () => {
  it('matches rows in another order only when the problem is unordered', () => {
    const shuffled: ResultSet = {
      columns: ['name', 'salary'],
      rows: [expected.rows[2]!, expected.rows[0]!, expected.rows[1]!],
    };
    expect(compareResultSets(shuffled, expected, { ordered: false })).toEqual({ match: true });
    expect(compareResultSets(shuffled, expected, { ordered: true })).toEqual({
      match: false,
      reason: 'Row 1 (Dana, NULL) differs from the expected row 1',
    });
  });

  it('compares rows as a multiset: a duplicate does not stand in for a missing row', () => {
    const duplicated: ResultSet = {
      columns: ['name', 'salary'],
      rows: [expected.rows[0]!, expected.rows[0]!, expected.rows[2]!],
    };
    const outcome = compareResultSets(duplicated, expected, { ordered: false });
    expect(outcome).toEqual({
      match: false,
      reason: 'Row 2 (Asha, 120000) is not in the expected result (or appears too often)',
    });
  });

  it('treats NULL as equal only to NULL, never to 0 or the text NULL', () => {
    const zero: ResultSet = {
      columns: ['name', 'salary'],
      rows: [
        ['Asha', '120000'],
        ['Bilal', '95000.5'],
        ['Dana', '0'],
      ],
    };
    const text: ResultSet = {
      columns: ['name', 'salary'],
      rows: [
        ['Asha', '120000'],
        ['Bilal', '95000.5'],
        ['Dana', 'NULL'],
      ],
    };
    expect(compareResultSets(zero, expected, { ordered: true }).match).toBe(false);
    expect(compareResultSets(text, expected, { ordered: true }).match).toBe(false);
  });

  it('compares numbers by value', () => {
    const padded: ResultSet = {
      columns: ['name', 'salary'],
      rows: [
        ['Asha', '120000.00'],
        ['Bilal', '95000.50'],
        ['Dana', null],
      ],
    };
    expect(compareResultSets(padded, expected, { ordered: true })).toEqual({ match: true });
  });

  it('compares column names case-insensitively by default, exactly or not at all on request', () => {
    const upper: ResultSet = { ...expected, columns: ['NAME', 'Salary'] };
    expect(compareResultSets(upper, expected, { ordered: true })).toEqual({ match: true });
    expect(compareResultSets(upper, expected, { ordered: true, columnNames: 'exact' })).toEqual({
      match: false,
      reason: 'Column 1 is named "NAME", which is not the expected name',
    });
    const renamed: ResultSet = { ...expected, columns: ['who', 'pay'] };
    expect(compareResultSets(renamed, expected, { ordered: true, columnNames: 'ignore' })).toEqual({
      match: true,
    });
  });

  it('reports a different shape before looking at values', () => {
    expect(compareResultSets({ columns: ['name'], rows: [] }, expected, { ordered: false })).toEqual({
      match: false,
      reason: 'Expected 2 column(s), got 1',
    });
    expect(
      compareResultSets({ ...expected, rows: expected.rows.slice(1) }, expected, { ordered: false }),
    ).toEqual({
      match: false,
      reason: 'Expected 3 row(s), got 2',
    });
  });
});
