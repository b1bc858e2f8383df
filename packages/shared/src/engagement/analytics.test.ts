import { describe, expect, it } from 'vitest';
import { inLandingSample, shouldShowUpdateNotice } from './analytics.ts';

describe('landing sample', () => {
  it('takes about 5 percent of visitors, the same ones each time', () => {
    const keys = Array.from({ length: 4000 }, (_, i) => `user-${i}`);
    const sampled = keys.filter((k) => inLandingSample(k));
    expect(sampled.length).toBeGreaterThan(120);
    expect(sampled.length).toBeLessThan(280);
    expect(sampled.every((k) => inLandingSample(k))).toBe(true);
    expect(keys.filter((k) => inLandingSample(k, 0))).toHaveLength(0);
    expect(keys.filter((k) => inLandingSample(k, 100))).toHaveLength(4000);
  });
});

describe('update notice', () => {
  it.each([
    [false, true, true],
    [true, true, false],
    [false, false, false],
  ])('shown before %s, updated %s -> show %s', (shown, updated, show) => {
    expect(shouldShowUpdateNotice(shown, updated)).toBe(show);
  });
});
