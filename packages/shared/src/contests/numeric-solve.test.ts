import { describe, expect, it } from 'vitest';
import { solveIncreasing } from './numeric-solve.ts';
import { hashSeed, seededRandom, shuffled } from './seeded-random.ts';

describe('solveIncreasing', () => {
  it.each([
    // f, bracket, zero
    ['x - 3', (x: number) => [x - 3, 1] as const, -10, 10, 3],
    ['x^3 + x - 10', (x: number) => [x ** 3 + x - 10, 3 * x * x + 1] as const, -100, 100, 2],
    [
      'tanh(x / 200) - 0.5',
      (x: number) => [Math.tanh(x / 200) - 0.5, (1 - Math.tanh(x / 200) ** 2) / 200] as const,
      -5000,
      5000,
      200 * Math.atanh(0.5),
    ],
    // A flat slope makes Newton useless; bisection still gets there.
    ['step-like', (x: number) => [x < 1 ? -1 : x - 1, 0] as const, -4, 4, 1],
  ])('finds the zero of %s', (_name, f, lo, hi, zero) => {
    expect(solveIncreasing(f, lo, hi)).toBeCloseTo(zero, 6);
  });

  it.each([
    ['all positive: the lower end', (x: number) => [x + 100, 1] as const, 0],
    ['all negative: the upper end', (x: number) => [x - 100, 1] as const, 10],
  ])('clamps when the bracket holds no zero (%s)', (_name, f, expected) => {
    expect(solveIncreasing(f, 0, 10)).toBeCloseTo(expected, 6);
  });

  it('starts from a guess inside the bracket and needs few evaluations from a good one', () => {
    let calls = 0;
    const f = (x: number) => {
      calls++;
      return [Math.tanh((x - 1731.9) / 300), (1 - Math.tanh((x - 1731.9) / 300) ** 2) / 300] as const;
    };
    expect(solveIncreasing(f, 1000, 2300, 1e-7, 1725)).toBeCloseTo(1731.9, 6);
    expect(calls).toBeLessThanOrEqual(5);
  });

  it('rejects an empty bracket', () => {
    expect(() => solveIncreasing((x) => [x, 1], 1, 0)).toThrow(RangeError);
  });
});

describe('seeded randomness', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = seededRandom(hashSeed('user-1:offering-9'));
    const b = seededRandom(hashSeed('user-1:offering-9'));
    const c = seededRandom(hashSeed('user-2:offering-9'));
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it('shuffles a copy into a permutation', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const out = shuffled(items, seededRandom(7));
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(shuffled(items, seededRandom(7))).toEqual(out);
  });
});
