import { describe, expect, it } from 'vitest';
import { ordinalSuffix, withOrdinal } from './ordinal.ts';

describe('ordinalSuffix', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [10, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [14, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [24, 'th'],
    [30, 'th'],
    ['2', 'nd'],
    [' 3 ', 'rd'],
  ])('rank %j gets %j', (rank, suffix) => {
    expect(ordinalSuffix(rank)).toBe(suffix);
  });

  it.each([[0], [-1], [31], [101], [111], [1.5], [NaN], ['abc'], [''], [null], [undefined], [{}]])(
    '%j gets no suffix',
    (rank) => {
      expect(ordinalSuffix(rank)).toBe('');
    },
  );
});

describe('withOrdinal', () => {
  it.each([
    [1, '1st'],
    [12, '12th'],
    [22, '22nd'],
    [31, '31'],
    [101, '101'],
  ])('%s -> %s', (rank, text) => {
    expect(withOrdinal(rank)).toBe(text);
  });
});
