import { describe, expect, it } from 'vitest';
import { INDIA_ONLY_ITEMS, isOutsideIndia, showsIndiaOnlyItem } from './region.ts';

describe('region rule', () => {
  it.each([
    [101, false, true],
    [1, true, false],
    [null, false, true],
    [undefined, false, true],
  ])('country %s: outside India %s, India-only items shown %s', (country, outside, shown) => {
    expect(isOutsideIndia(country)).toBe(outside);
    for (const item of INDIA_ONLY_ITEMS) expect(showsIndiaOnlyItem(item, country)).toBe(shown);
  });
});
