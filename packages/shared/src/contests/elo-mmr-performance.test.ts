import { describe, expect, it } from 'vitest';
import { type PerformanceEntry, performances } from './elo-mmr-performance.ts';
import { normalDraw, seededRandom } from './seeded-random.ts';

const delta = 300;
/** w = pi / (sqrt3 delta): performances sit 2 atanh(c) / w from the rating for a tanh equation "tanh = c". */
const scale = (2 * Math.sqrt(3) * delta) / Math.PI;

describe('performance of two equally rated learners', () => {
  it.each([
    // split ties, winner's tanh level: win + self-tie counted twice (3 tanh = 1) vs once (2 tanh = 1)
    [false, 1 / 3],
    [true, 1 / 2],
  ])('splitTies=%s: the winner performs atanh(%s) scales above, the loser as far below', (split, level) => {
    const entries: PerformanceEntry[] = [
      { mu: 1500, delta, rank: 1 },
      { mu: 1500, delta, rank: 2 },
    ];
    const [winner, loser] = performances(entries, split, 'exact');
    expect(winner! - 1500).toBeCloseTo(scale * Math.atanh(level), 6);
    expect(1500 - loser!).toBeCloseTo(scale * Math.atanh(level), 6);
  });

  it('gives tied learners one performance, equal to their rating when ratings are equal', () => {
    const entries: PerformanceEntry[] = [
      { mu: 1500, delta, rank: 1 },
      { mu: 1500, delta, rank: 1 },
      { mu: 1500, delta, rank: 3 },
    ];
    const [a, b, c] = performances(entries, false, 'exact');
    expect(a).toBe(b);
    expect(a!).toBeGreaterThan(1500);
    expect(c!).toBeLessThan(1500);
  });
});

describe('performance ordering', () => {
  it('is strictly decreasing down the standings, whatever the ratings (paper §5.1)', () => {
    // An upset: the lowest rated wins and the highest rated comes last.
    const entries: PerformanceEntry[] = [1200, 1500, 1500, 1800, 2400].map((mu, i) => ({
      mu,
      delta,
      rank: i + 1,
    }));
    const perf = [...performances(entries, false, 'exact')];
    for (let i = 1; i < perf.length; i++) expect(perf[i]!).toBeLessThan(perf[i - 1]!);
  });

  it('rewards beating stronger opponents: winning against 2000s beats winning against 1200s', () => {
    const field = (mu: number): PerformanceEntry[] => [
      { mu: 1500, delta, rank: 1 },
      ...Array.from({ length: 9 }, (_, i) => ({ mu, delta, rank: i + 2 })),
    ];
    const strong = performances(field(2000), false, 'exact')[0]!;
    const weak = performances(field(1200), false, 'exact')[0]!;
    expect(strong - weak).toBeGreaterThan(500);
  });

  it('is translation invariant: everyone 500 points higher performs 500 points higher', () => {
    const entries: PerformanceEntry[] = [1200, 1900, 1500, 1650].map((mu, i) => ({
      mu,
      delta: delta + 10 * i,
      rank: i + 1,
    }));
    const base = performances(entries, false, 'exact');
    const shifted = performances(
      entries.map((e) => ({ ...e, mu: e.mu + 500 })),
      false,
      'exact',
    );
    base.forEach((p, i) => expect(shifted[i]! - p).toBeCloseTo(500, 6));
  });

  it('rejects entries out of rank order', () => {
    expect(() =>
      performances(
        [
          { mu: 1500, delta, rank: 2 },
          { mu: 1500, delta, rank: 1 },
        ],
        false,
      ),
    ).toThrow(RangeError);
  });
});

describe('interpolated performances (the fast path for large contests)', () => {
  /** A contest of n learners with spread ratings and uncertainties, big tie groups at the bottom. */
  function field(n: number, seed: number): PerformanceEntry[] {
    const random = seededRandom(seed);
    const skills = Array.from({ length: n }, () => ({
      mu: 1500 + 350 * normalDraw(random),
      delta: 200 + 200 * random(),
      score: 0,
    }));
    for (const s of skills) s.score = Math.max(0, Math.round((s.mu + 300 * normalDraw(random) - 1300) / 150));
    skills.sort((a, b) => b.score - a.score);
    return skills.map((s) => ({
      mu: s.mu,
      delta: s.delta,
      rank: 1 + skills.findIndex((t) => t.score === s.score),
    }));
  }

  it.each([
    [false, 1],
    [true, 2],
    [false, 3],
  ])('agree with the exact solve within 0.01 rating points (splitTies=%s, seed %s)', (split, seed) => {
    const entries = field(600, seed);
    expect(new Set(entries.map((e) => e.rank)).size).toBeGreaterThan(5);
    const exact = performances(entries, split, 'exact');
    const fast = performances(entries, split, 'interpolated');
    let worst = 0;
    for (let i = 0; i < entries.length; i++) worst = Math.max(worst, Math.abs(exact[i]! - fast[i]!));
    expect(worst).toBeLessThan(0.01);
  });

  it('every learner has a finite performance; distinct places keep strictly ordered performances', () => {
    const entries = Array.from({ length: 400 }, (_, i) => ({
      mu: 1500 + ((i * 37) % 900) - 450,
      delta,
      rank: i + 1,
    }));
    const perf = performances(entries, false, 'interpolated');
    for (let i = 0; i < perf.length; i++) {
      expect(Number.isFinite(perf[i]!)).toBe(true);
      if (i > 0) expect(perf[i]!).toBeLessThan(perf[i - 1]!);
    }
  });
});
