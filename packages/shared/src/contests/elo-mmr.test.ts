import { describe, expect, it } from 'vitest';
import { type ContestStanding, displayedRating, rateContest } from './elo-mmr.ts';
import type { EloMmrPlayer } from './elo-mmr-player.ts';
import { seededRandom, shuffled } from './seeded-random.ts';

const none = new Map<string, EloMmrPlayer>();

function standings(...ids: string[]): ContestStanding[] {
  return ids.map((id, i) => ({ id, rank: i + 1 }));
}

/** Runs contests in sequence, carrying every learner's state forward like the server will. */
function season(contests: ContestStanding[][]): Map<string, EloMmrPlayer> {
  const states = new Map<string, EloMmrPlayer>();
  for (const contest of contests) {
    for (const change of rateContest(contest, states).changes) states.set(change.id, change.after);
  }
  return states;
}

describe('rateContest', () => {
  it('starts new learners at 1500: the winner goes up, the last goes down, the middle stays near 1500', () => {
    const { rated, changes } = rateContest(standings('ana', 'ben', 'cai'), none);
    expect(rated).toBe(true);
    expect(changes.map((c) => c.ratingBefore)).toEqual([1500, 1500, 1500]);
    const [ana, ben, cai] = changes;
    expect(ana!.delta).toBeGreaterThan(0);
    expect(ben!.ratingAfter).toBe(1500);
    expect(cai!.delta).toBeLessThan(0);
    // Equal ratings and a symmetric field: symmetric changes.
    expect(ana!.after.mu - 1500).toBeCloseTo(1500 - cai!.after.mu, 6);
    expect(changes.every((c) => c.after.contests === 1)).toBe(true);
  });

  it('gives tied learners the same performance and rating', () => {
    const { changes } = rateContest(
      [
        { id: 'a', rank: 1 },
        { id: 'b', rank: 2 },
        { id: 'c', rank: 2 },
        { id: 'd', rank: 4 },
      ],
      none,
    );
    const [, b, c] = changes;
    expect(b!.performance).toBe(c!.performance);
    expect(b!.after).toEqual(c!.after);
  });

  it.each([
    ['a single participant', [{ id: 'solo', rank: 1 }]],
    [
      'everyone tied',
      [
        { id: 'a', rank: 1 },
        { id: 'b', rank: 1 },
      ],
    ],
    ['nobody', []],
  ])('changes nothing for %s', (_name, rows) => {
    const before = new Map([
      ['a', { mu: 1600, sigma: 90, prior: { mu: 1600, weight: 1 / 90 ** 2 }, factors: [], contests: 7 }],
    ]);
    const { rated, changes } = rateContest(rows, before);
    expect(rated).toBe(false);
    for (const c of changes) {
      expect(c.after).toBe(c.before);
      expect(c.delta).toBe(0);
    }
  });

  it.each([
    [
      'a duplicated learner',
      [
        { id: 'a', rank: 1 },
        { id: 'a', rank: 2 },
      ],
    ],
    [
      'a rank below 1',
      [
        { id: 'a', rank: 0 },
        { id: 'b', rank: 2 },
      ],
    ],
    [
      'a rank that is not a number',
      [
        { id: 'a', rank: Number.NaN },
        { id: 'b', rank: 2 },
      ],
    ],
  ])('rejects standings with %s', (_name, rows) => {
    expect(() => rateContest(rows, none)).toThrow(RangeError);
  });

  it('is deterministic: recomputing a contest from the same states gives identical numbers, in any input order', () => {
    const random = seededRandom(11);
    const ids = Array.from({ length: 300 }, (_, i) => `u${i}`);
    const history = season(
      [shuffled(ids, random), shuffled(ids, random)].map((order) => standings(...order)),
    );
    const finalOrder = standings(...shuffled(ids, random)).map((s) => ({
      ...s,
      rank: Math.ceil(s.rank / 3),
    }));
    const first = rateContest(finalOrder, history);
    const second = rateContest(finalOrder, history);
    const reordered = rateContest(shuffled(finalOrder, random), history);
    expect(second).toEqual(first);
    expect(reordered).toEqual(first);
    expect(first.changes.map((c) => c.id)).toEqual(
      [...first.changes.map((c) => c.id)].sort((a, b) => {
        const ra = finalOrder.find((s) => s.id === a)!.rank;
        const rb = finalOrder.find((s) => s.id === b)!.rank;
        return ra - rb || (a < b ? -1 : 1);
      }),
    );
  });

  it('learns skill over a season: a learner who always wins ends on top, one who always loses at the bottom', () => {
    const random = seededRandom(3);
    const middle = Array.from({ length: 20 }, (_, i) => `m${i}`);
    const contests = Array.from({ length: 15 }, () =>
      standings('best', ...shuffled(middle, random), 'worst'),
    );
    const states = season(contests);
    const ratings = [...states.entries()]
      .map(([id, s]) => [id, displayedRating(s)] as const)
      .sort((a, b) => b[1] - a[1]);
    expect(ratings[0]![0]).toBe('best');
    expect(ratings[ratings.length - 1]![0]).toBe('worst');
    // The pool's average barely moves: ratings are relative.
    const mean = ratings.reduce((s, [, r]) => s + r, 0) / ratings.length;
    expect(Math.abs(mean - 1500)).toBeLessThan(25);
  });

  it('counts a heavier contest for more', () => {
    const light = rateContest(standings('a', 'b'), none, { contestWeight: 0.5 }).changes[0]!;
    const heavy = rateContest(standings('a', 'b'), none, { contestWeight: 2 }).changes[0]!;
    expect(heavy.after.mu - 1500).toBeGreaterThan(light.after.mu - 1500);
  });
});

describe('displayedRating', () => {
  it.each([
    ['no rated contest yet', null, 1500],
    [
      'a rating of 1623.5',
      { mu: 1623.5, sigma: 80, prior: { mu: 0, weight: 0 }, factors: [], contests: 3 },
      1624,
    ],
    [
      'a rating of 1377.2',
      { mu: 1377.2, sigma: 80, prior: { mu: 0, weight: 0 }, factors: [], contests: 3 },
      1377,
    ],
  ])('shows %s as %s', (_name, player, shown) => {
    expect(displayedRating(player)).toBe(shown);
  });
});
