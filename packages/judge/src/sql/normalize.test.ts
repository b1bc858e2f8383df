import { describe, expect, it } from 'vitest';
import { canonicalNumber, isoTimestamp, normaliseCell, normaliseResult } from './normalize.ts';

describe('canonicalNumber', () => {
  it('drops superfluous zeros and signs so NUMERIC, DOUBLE and hand-written answers agree', () => {
    expect(canonicalNumber('95000.50')).toBe('95000.5');
    expect(canonicalNumber('900.00')).toBe('900');
    expect(canonicalNumber('007')).toBe('7');
    expect(canonicalNumber('+3')).toBe('3');
    expect(canonicalNumber('-0.000')).toBe('0');
    expect(canonicalNumber('.5')).toBe('0.5');
    expect(canonicalNumber('-12.3400')).toBe('-12.34');
  });

  it('keeps every digit of a long decimal instead of rounding through a double', () => {
    expect(canonicalNumber('12345678901234567890.123456789012345678')).toBe(
      '12345678901234567890.123456789012345678',
    );
  });

  it('writes exponent forms out', () => {
    expect(canonicalNumber('1e+20')).toBe('100000000000000000000');
    expect(canonicalNumber('2.5E-3')).toBe('0.0025');
  });

  it('says null for text that is not a number', () => {
    for (const text of ['abc', '', '1.2.3', '12abc', 'NaN', '-', '.'])
      expect(canonicalNumber(text)).toBeNull();
  });
});

describe('isoTimestamp', () => {
  it('turns database timestamps into ISO 8601', () => {
    expect(isoTimestamp('2024-01-05 10:00:00')).toBe('2024-01-05T10:00:00');
    expect(isoTimestamp('2024-01-05 10:00:00.250000')).toBe('2024-01-05T10:00:00.25');
  });

  it('converts zoned timestamps to UTC', () => {
    expect(isoTimestamp('2024-01-05 08:00:00+00')).toBe('2024-01-05T08:00:00Z');
    expect(isoTimestamp('2024-01-05 01:30:00+05:30')).toBe('2024-01-04T20:00:00Z');
    expect(isoTimestamp('2024-01-05 01:30:00.5-02')).toBe('2024-01-05T03:30:00.5Z');
  });

  it('leaves other text alone', () => {
    expect(isoTimestamp('2024-01-05')).toBe('2024-01-05');
    expect(isoTimestamp('tomorrow at 10')).toBe('tomorrow at 10');
  });
});

describe('normaliseCell', () => {
  it('normalises by column kind and keeps NULL as null', () => {
    expect(normaliseCell('boolean', 't')).toBe('true');
    expect(normaliseCell('boolean', 'f')).toBe('false');
    expect(normaliseCell('number', '2.50')).toBe('2.5');
    expect(normaliseCell('number', 'NaN')).toBe('NaN');
    expect(normaliseCell('timestamptz', '2024-01-05 10:00:00+00')).toBe('2024-01-05T10:00:00Z');
    expect(normaliseCell('text', ' 2.50 ')).toBe(' 2.50 ');
    expect(normaliseCell('number', null)).toBeNull();
  });

  it('maps a raw result set to names and cells', () => {
    expect(
      normaliseResult({
        columns: [
          { name: 'id', kind: 'number' },
          { name: 'active', kind: 'boolean' },
        ],
        rows: [
          ['01', 't'],
          ['2', null],
        ],
      }),
    ).toEqual({
      columns: ['id', 'active'],
      rows: [
        ['1', 'true'],
        ['2', null],
      ],
    });
  });
});
