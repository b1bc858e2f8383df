import { describe, expect, it } from 'vitest';
import { ExpectedResultFormatError, parseExpectedResult } from './expected-result.ts';

describe('parseExpectedResult', () => {
  it('reads tab-separated answers with a header line and NULL markers', () => {
    expect(parseExpectedResult('name\tsalary\nAsha\t120000.00\nDana\tNULL\nEitan\t\\N\n')).toEqual({
      columns: ['name', 'salary'],
      rows: [
        ['Asha', '120000.00'],
        ['Dana', null],
        ['Eitan', null],
      ],
    });
  });

  it('reads JSON answers, turning numbers and booleans into the normalised text form', () => {
    const text = JSON.stringify({
      columns: ['id', 'ok', 'at', 'note'],
      rows: [[1.5, true, '2024-01-05 10:00:00', null]],
    });
    expect(parseExpectedResult(text)).toEqual({
      columns: ['id', 'ok', 'at', 'note'],
      rows: [['1.5', 'true', '2024-01-05T10:00:00', null]],
    });
  });

  it('rejects rows of the wrong width with the line number', () => {
    expect(() => parseExpectedResult('a\tb\n1\n')).toThrow(
      new ExpectedResultFormatError('Line 2 of the expected result does not have 2 fields'),
    );
    expect(() => parseExpectedResult('{"columns":["a"],"rows":[[1,2]]}')).toThrow(/Row 1/);
    expect(() => parseExpectedResult('')).toThrow(/empty/);
  });
});
