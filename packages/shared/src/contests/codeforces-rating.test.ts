import { describe, expect, it } from 'vitest';
import { rateCodeforces } from './codeforces-rating.ts';
import type { ContestStanding } from './elo-mmr.ts';
import { normalDraw, seededRandom, shuffled } from './seeded-random.ts';

const P = (a: number, b: number) => 1 / (1 + 10 ** ((b - a) / 400));

/** The blog's formula written the slow, obvious way (O(n) per binary-search step), to check the tabulated one. */
function reference(rows: { rank: number; rating: number }[]): number[] {
  const n = rows.length;
  const place = rows.map((r) => rows.filter((o) => o.rank <= r.rank).length);
  const deltas = rows.map((a, i) => {
    let seed = 1;
    rows.forEach((b, j) => {
      if (j !== i) seed += P(b.rating, a.rating);
    });
    const mid = Math.sqrt(place[i]! * seed);
    const seedAt = (R: number) => 1 + rows.reduce((s, b, j) => (j === i ? s : s + P(b.rating, R)), 0);
    let lo = 1;
    let hi = 8000;
    while (hi - lo > 1) {
      const m = Math.floor((lo + hi) / 2);
      if (seedAt(m) < mid) hi = m;
      else lo = m;
    }
    return Math.trunc((lo - a.rating) / 2);
  });
  const inc = Math.trunc(-deltas.reduce((s, d) => s + d, 0) / n) - 1;
  const adjusted = deltas.map((d) => d + inc);
  const top = rows.map((_, i) => i).sort((a, b) => rows[b]!.rating - rows[a]!.rating || a - b);
  const s = Math.min(n, 4 * Math.round(Math.sqrt(n)));
  const topInc = Math.min(
    Math.max(Math.trunc(-top.slice(0, s).reduce((t, i) => t + adjusted[i]!, 0) / s), -10),
    0,
  );
  return adjusted.map((d) => d + topInc);
}

describe('rateCodeforces', () => {
  it('rates two new learners as the blog formula does by hand: 1500 -> 1596 and 1402', () => {
    // Winner: seed 1.5, m = sqrt(1.5), R = 1715, delta 107; loser: m = sqrt(3), R = 1325, delta -87;
    // inc = trunc(-20 / 2) - 1 = -11; the top-group correction is 0.
    const changes = rateCodeforces(
      [
        { id: 'a', rank: 1 },
        { id: 'b', rank: 2 },
      ],
      new Map(),
    );
    expect(changes.map((c) => [c.id, c.ratingBefore, c.ratingAfter, c.delta])).toEqual([
      ['a', 1500, 1596, 96],
      ['b', 1500, 1402, -98],
    ]);
  });

  it.each([
    // ranks -> places used by the formula (ties take the worst place of their group)
    [
      [1, 2, 2, 4],
      [1, 3, 3, 4],
    ],
    [
      [1, 1, 1],
      [3, 3, 3],
    ],
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
  ])('places ranks %j as %j', (ranks, places) => {
    const rows = ranks.map((rank, i) => ({ id: `p${i}`, rank }));
    expect(rateCodeforces(rows, new Map()).map((c) => c.place)).toEqual(places);
  });

  it.each([1, 2, 3])('matches the straightforward formula on a random contest (seed %s)', (seed) => {
    const random = seededRandom(seed);
    const n = 60;
    const ratings = new Map<string, number>();
    const rows: ContestStanding[] = [];
    for (let i = 0; i < n; i++) {
      ratings.set(`u${i}`, Math.round(1500 + 400 * normalDraw(random)));
      rows.push({ id: `u${i}`, rank: 0 });
    }
    const order = shuffled(rows, random);
    order.forEach((row, i) => (row.rank = 1 + Math.floor(i / 2) * 2)); // pairs tie
    const changes = rateCodeforces(order, ratings);
    const expected = reference(changes.map((c) => ({ rank: c.rank, rating: ratings.get(c.id)! })));
    expect(changes.map((c) => c.delta)).toEqual(expected);
  });

  it('keeps the total change slightly negative (no inflation)', () => {
    const random = seededRandom(9);
    const ids = Array.from({ length: 100 }, (_, i) => `u${i}`);
    const ratings = new Map(ids.map((id) => [id, Math.round(1500 + 300 * normalDraw(random))]));
    const changes = rateCodeforces(
      shuffled(ids, random).map((id, i) => ({ id, rank: i + 1 })),
      ratings,
    );
    const total = changes.reduce((s, c) => s + c.delta, 0);
    expect(total).toBeLessThan(0);
    expect(total).toBeGreaterThan(-3 * changes.length);
  });

  it('leaves a lone participant unchanged and rejects duplicates', () => {
    expect(rateCodeforces([{ id: 'a', rank: 1 }], new Map([['a', 1720]]))[0]).toMatchObject({
      ratingAfter: 1720,
      delta: 0,
    });
    expect(() =>
      rateCodeforces(
        [
          { id: 'a', rank: 1 },
          { id: 'a', rank: 2 },
        ],
        new Map(),
      ),
    ).toThrow(RangeError);
  });
});
