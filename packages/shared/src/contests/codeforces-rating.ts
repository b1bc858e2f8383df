/**
 * The Codeforces rating formula (Mike Mirzayanov, "Open Codeforces Rating System", Codeforces blog 2015), kept as
 * the baseline Elo-MMR is measured against (bench/rating) and in case a deployment prefers it.
 *
 * For each participant i with rating r_i:
 *   1. P(a beats b) = 1 / (1 + 10^((r_b - r_a) / 400)); the seed (expected place) is 1 + sum_{j != i} P(j beats i).
 *   2. Ties share the worst place of their group (three learners tied for first all have rank 3).
 *   3. m_i = sqrt(seed_i * rank_i), the geometric mean of expected and actual place; R_i is the largest integer
 *      rating in [1, 8000) whose seed against the others is still >= m_i (a binary search).
 *   4. delta_i = trunc((R_i - r_i) / 2).
 *   5. Everyone gets inc = trunc(-sum(delta) / n) - 1, so the sum of changes is slightly negative (no inflation).
 *   6. The top s = min(n, 4 round(sqrt n)) by old rating get their sum pushed towards zero:
 *      inc = min(max(trunc(-sum_top(delta) / s), -10), 0) for everyone.
 * Ratings are integers; new learners start at 1500 (the spec's default; Codeforces itself began at 1500 too).
 *
 * Cost: the seed of every integer rating 1..8000 is tabulated once from the histogram of current ratings, so the
 * binary searches cost O(log 8000) each instead of O(n) per step: O(n log n + 8000 x distinct ratings) overall.
 */
import type { ContestStanding } from './elo-mmr.ts';

export const CODEFORCES_INITIAL_RATING = 1500;
const SEARCH_LO = 1;
const SEARCH_HI = 8000;

export interface CodeforcesChange {
  id: string;
  rank: number;
  /** The place the formula uses (the worst place of a tie group). */
  place: number;
  seed: number;
  ratingBefore: number;
  ratingAfter: number;
  delta: number;
}

export function eloWinProbability(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / 400));
}

/** For ranks [1, 2, 2, 4] gives places [1, 3, 3, 4]. Input sorted by rank. */
function worstPlaces(ranks: readonly number[]): number[] {
  const places = new Array<number>(ranks.length);
  for (let start = 0; start < ranks.length;) {
    let end = start;
    while (end < ranks.length && ranks[end] === ranks[start]) end++;
    places.fill(end, start, end);
    start = end;
  }
  return places;
}

/**
 * table[R] = 1 + sum over all participants of P(participant beats R), for every integer R in [1, 8000]; the
 * participant's own term is removed by the caller.
 */
function seedTable(ratings: readonly number[]): Float64Array {
  const counts = new Map<number, number>();
  let min = Infinity;
  let max = -Infinity;
  for (const r of ratings) {
    counts.set(r, (counts.get(r) ?? 0) + 1);
    min = Math.min(min, r);
    max = Math.max(max, r);
  }
  // Ratings are integers, so P depends on the integer r - R only: tabulate it once.
  const offset = SEARCH_HI - min;
  const byDifference = new Float64Array(max - min + SEARCH_HI + 1);
  for (let k = 0; k < byDifference.length; k++) byDifference[k] = eloWinProbability(k - offset, 0);
  const table = new Float64Array(SEARCH_HI + 1).fill(1);
  for (const [rating, count] of [...counts.entries()].sort((a, b) => a[0] - b[0])) {
    for (let R = SEARCH_LO; R <= SEARCH_HI; R++) table[R]! += count * byDifference[rating - R + offset]!;
  }
  return table;
}

/** Rate one contest. `ratings` holds current ratings; anyone missing starts at 1500. */
export function rateCodeforces(
  standings: readonly ContestStanding[],
  ratings: ReadonlyMap<string, number>,
): CodeforcesChange[] {
  const ids = new Set<string>();
  for (const s of standings) {
    if (ids.has(s.id)) throw new RangeError(`participant ${s.id} appears twice in the standings`);
    if (!Number.isFinite(s.rank) || s.rank < 1) throw new RangeError(`participant ${s.id} has no valid rank`);
    ids.add(s.id);
  }
  const sorted = [...standings].sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const n = sorted.length;
  const before = sorted.map((s) => Math.round(ratings.get(s.id) ?? CODEFORCES_INITIAL_RATING));
  if (n < 2) {
    return sorted.map((s, i) => ({
      ...s,
      place: 1,
      seed: 1,
      ratingBefore: before[i]!,
      ratingAfter: before[i]!,
      delta: 0,
    }));
  }
  const places = worstPlaces(sorted.map((s) => s.rank));
  const table = seedTable(before);
  const seedAgainstOthers = (i: number, R: number): number => table[R]! - eloWinProbability(before[i]!, R);

  // 1 + sum over the others at one's own rating: the table includes oneself, who beats oneself with P = 1/2.
  const seeds = before.map((r, i) => {
    if (r >= SEARCH_LO && r <= SEARCH_HI) return table[r]! - 0.5;
    let seed = 1;
    for (let j = 0; j < n; j++) if (j !== i) seed += eloWinProbability(before[j]!, r);
    return seed;
  });

  const deltas = sorted.map((_, i) => {
    const mid = Math.sqrt(places[i]! * seeds[i]!);
    let lo = SEARCH_LO;
    let hi = SEARCH_HI;
    while (hi - lo > 1) {
      const m = (lo + hi) >> 1;
      if (seedAgainstOthers(i, m) < mid) hi = m;
      else lo = m;
    }
    return Math.trunc((lo - before[i]!) / 2);
  });

  const sum = deltas.reduce((s, d) => s + d, 0);
  const inc = Math.trunc(-sum / n) - 1;
  for (let i = 0; i < n; i++) deltas[i]! += inc;

  const byRating = sorted.map((_, i) => i).sort((a, b) => before[b]! - before[a]! || a - b);
  const topCount = Math.min(n, 4 * Math.round(Math.sqrt(n)));
  const topSum = byRating.slice(0, topCount).reduce((s, i) => s + deltas[i]!, 0);
  const topInc = Math.min(Math.max(Math.trunc(-topSum / topCount), -10), 0);

  return sorted.map((s, i) => {
    const delta = deltas[i]! + topInc;
    return {
      ...s,
      place: places[i]!,
      seed: seeds[i]!,
      ratingBefore: before[i]!,
      ratingAfter: before[i]! + delta,
      delta,
    };
  });
}
