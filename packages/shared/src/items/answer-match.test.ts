import { describe, expect, it } from 'vitest';
import { matchesBlank, normaliseAnswer, parseDecimal } from './answer-match.ts';
import type { FillUpMatchRule } from './item-schema.ts';

describe('normaliseAnswer', () => {
  it.each([
    ['  a   b ', 'exact', '  a   b '],
    ['  a \t  b\n', 'trimmed', 'a b'],
    ['\u00a0Hash\u00a0Map ', 'trimmed', 'Hash Map'],
    [' SELECT  Name ', 'case-insensitive', 'select name'],
    ['cafe\u0301', 'exact', 'caf\u00e9'],
  ] as Array<[string, FillUpMatchRule, string]>)('%j under %s is %j', (text, rule, expected) => {
    expect(normaliseAnswer(text, rule)).toBe(expected);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['42', 42],
    [' -3.5 ', -3.5],
    ['+.5', 0.5],
    ['1e3', 1000],
    ['7.', 7],
    ['', null],
    [' ', null],
    ['1,000', null],
    ['0x10', null],
    ['Infinity', null],
    ['1e999', null],
    ['12abc', null],
  ])('%j reads as %s', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});

describe('matchesBlank', () => {
  it.each([
    [{ answers: ['O(n)'], match: 'exact', tolerance: 0 }, 'O(n)', true],
    [{ answers: ['O(n)'], match: 'exact', tolerance: 0 }, 'O(n) ', false],
    [{ answers: ['O(n)'], match: 'exact', tolerance: 0 }, 'o(n)', false],
    [{ answers: ['hash map', 'hashmap'], match: 'trimmed', tolerance: 0 }, ' hashmap ', true],
    [{ answers: ['hash map'], match: 'trimmed', tolerance: 0 }, 'Hash map', false],
    [{ answers: ['LIFO'], match: 'case-insensitive', tolerance: 0 }, 'lifo', true],
    [{ answers: ['LIFO'], match: 'case-insensitive', tolerance: 0 }, 'FIFO', false],
    [{ answers: ['10'], match: 'numeric', tolerance: 0 }, '10.000', true],
    [{ answers: ['10'], match: 'numeric', tolerance: 0 }, '10.001', false],
    [{ answers: ['3.14'], match: 'numeric', tolerance: 0.01 }, '3.15', true],
    [{ answers: ['3.14'], match: 'numeric', tolerance: 0.01 }, '3.13', true],
    [{ answers: ['3.14'], match: 'numeric', tolerance: 0.01 }, '3.151', false],
    [{ answers: ['0'], match: 'numeric', tolerance: 0 }, '', false],
    [{ answers: ['0'], match: 'numeric', tolerance: 0 }, '-0', true],
  ] as Array<[{ answers: string[]; match: FillUpMatchRule; tolerance: number }, string, boolean]>)(
    '%j with %j matches: %s',
    (blank, given, expected) => {
      expect(matchesBlank(blank, given)).toBe(expected);
    },
  );
});
