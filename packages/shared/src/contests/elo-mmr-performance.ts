/**
 * Elo-MMR's first phase (paper §3.1, logistic model): each participant's performance p_i is the zero of
 *     Q_i(p) = sum_{j ranked at least as well as i} l_j(p) + sum_{j ranked at most as well as i} v_j(p),
 * with l_j = -F_j / dbar_j and v_j = (1 - F_j) / dbar_j, F_j the logistic cdf centred at mu_j with variance
 * delta_j^2 = sigma_j^2 + beta^2 and dbar_j = (sqrt3 / pi) delta_j. Written with w_j = 1 / dbar_j and
 * t_j(x) = tanh((x - mu_j) w_j / 2), the zero is where
 *     sum_all w_j t_j(x) + sum_{j tied with i} w_j t_j(x) = W_worse - W_better
 * (W_better / W_worse: total w of those ranked strictly better / worse; i counts as tied with itself). With split
 * ties the tied sum drops out (half a win plus half a loss). Tied participants share one equation and one
 * performance.
 *
 * Cost: the left side's first sum A(x) is the same for everyone, only the right side and the (usually tiny) tie
 * sum change. Solving each tie group against the exact O(n) sum would be O(n^2): 4e8 tanh per solve step for
 * 20,000 participants. Instead A and A' are evaluated exactly at anchors a fraction of the narrowest logistic scale
 * apart over the range the performances can take (between the exact performances of the last and the first group,
 * which bound all others: performance is monotone in rank, paper §5.1), and each group solves against the cubic
 * Hermite interpolant of A plus its exact tie sum. The interpolation error is below 0.01 rating points (tests
 * compare with the exact solve); the cost is O(n * anchors + n * iterations).
 */
import { solveIncreasing } from './numeric-solve.ts';

export interface PerformanceEntry {
  /** The participant's rating before the contest (after drift). */
  mu: number;
  /** sqrt(sigma^2 + beta^2): the spread of their performance around mu. */
  delta: number;
  /** Place in the standings, 1 = best; equal places are ties. */
  rank: number;
}

export type PerformanceMethod = 'auto' | 'exact' | 'interpolated';

/** Anchors per narrowest logistic scale 2/w: the error falls with the 4th power of the spacing. */
const ANCHORS_PER_SCALE = 8;
const MAX_ANCHORS = 4096;
/** 'auto' solves exactly while n x groups stays below this (small contests): microseconds either way. */
const EXACT_WORK_LIMIT = 200_000;

interface Prepared {
  n: number;
  mu: Float64Array;
  /** w_j = pi / (sqrt3 delta_j) */
  w: Float64Array;
  /** w_j / 2, the tanh argument's factor */
  half: Float64Array;
  /** Tie groups in rank order: [start, end) into the sorted entries, and the right side W_worse - W_better. */
  groups: { start: number; end: number; target: number }[];
}

function prepare(entries: readonly PerformanceEntry[]): Prepared {
  const n = entries.length;
  const mu = new Float64Array(n);
  const w = new Float64Array(n);
  const half = new Float64Array(n);
  let total = 0;
  for (let j = 0; j < n; j++) {
    const e = entries[j]!;
    if (j > 0 && e.rank < entries[j - 1]!.rank)
      throw new RangeError('performance entries must be sorted by rank');
    if (!(e.delta > 0)) throw new RangeError('delta must be positive');
    mu[j] = e.mu;
    w[j] = Math.PI / (Math.sqrt(3) * e.delta);
    half[j] = w[j]! / 2;
    total += w[j]!;
  }
  const groups: Prepared['groups'] = [];
  let better = 0;
  for (let start = 0; start < n;) {
    let end = start;
    let tied = 0;
    while (end < n && entries[end]!.rank === entries[start]!.rank) tied += w[end++]!;
    const worse = total - better - tied;
    groups.push({ start, end, target: worse - better });
    better += tied;
    start = end;
  }
  return { n, mu, w, half, groups };
}

/** sum over [from, to) of w_j t_j(x), and its derivative. */
function tanhSum(p: Prepared, from: number, to: number, x: number): [number, number] {
  let value = 0;
  let slope = 0;
  for (let j = from; j < to; j++) {
    const t = Math.tanh((x - p.mu[j]!) * p.half[j]!);
    value += p.w[j]! * t;
    slope += p.w[j]! * p.half[j]! * (1 - t * t);
  }
  return [value, slope];
}

/** Where no performance can lie beyond: every term has saturated long before. */
function outerBracket(p: Prepared): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  let widest = 0;
  for (let j = 0; j < p.n; j++) {
    lo = Math.min(lo, p.mu[j]!);
    hi = Math.max(hi, p.mu[j]!);
    widest = Math.max(widest, 1 / p.half[j]!);
  }
  // tanh(z) rounds to 1 beyond z ~ 19; 64 scales leaves room for ln(n)-sized offsets of the extreme places.
  return [lo - 64 * widest, hi + 64 * widest];
}

function solveGroupExact(p: Prepared, g: number, splitTies: boolean, lo: number, hi: number): number {
  const { start, end, target } = p.groups[g]!;
  return solveIncreasing(
    (x) => {
      const [a, da] = tanhSum(p, 0, p.n, x);
      if (splitTies) return [a - target, da];
      const [b, db] = tanhSum(p, start, end, x);
      return [a + b - target, da + db];
    },
    lo,
    hi,
  );
}

/** Exact A and A' at evenly spaced anchors, and their cubic Hermite interpolant. */
class AnchoredSum {
  private readonly values: Float64Array;
  private readonly slopes: Float64Array;
  private readonly step: number;
  private readonly count: number;

  constructor(
    p: Prepared,
    private readonly lo: number,
    hi: number,
  ) {
    let narrowest = Infinity;
    for (let j = 0; j < p.n; j++) narrowest = Math.min(narrowest, 1 / p.half[j]!);
    this.count = Math.min(MAX_ANCHORS, Math.max(1, Math.ceil(((hi - lo) * ANCHORS_PER_SCALE) / narrowest)));
    this.step = (hi - lo) / this.count || 1;
    this.values = new Float64Array(this.count + 1);
    this.slopes = new Float64Array(this.count + 1);
    for (let k = 0; k <= this.count; k++) {
      const [value, slope] = tanhSum(p, 0, p.n, lo + k * this.step);
      this.values[k] = value;
      this.slopes[k] = slope;
    }
  }

  at(x: number): [number, number] {
    const h = this.step;
    const k = Math.min(this.count - 1, Math.max(0, Math.floor((x - this.lo) / h)));
    const t = (x - (this.lo + k * h)) / h;
    const y0 = this.values[k]!;
    const y1 = this.values[k + 1]!;
    const m0 = this.slopes[k]! * h;
    const m1 = this.slopes[k + 1]! * h;
    const t2 = t * t;
    const t3 = t2 * t;
    const value =
      (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * m0 + (3 * t2 - 2 * t3) * y1 + (t3 - t2) * m1;
    const slope =
      ((6 * t2 - 6 * t) * y0 + (3 * t2 - 4 * t + 1) * m0 + (6 * t - 6 * t2) * y1 + (3 * t2 - 2 * t) * m1) / h;
    return [value, slope];
  }
}

/**
 * Performances of every entry (sorted by rank, best first), in the same order. Needs at least two entries; callers
 * skip contests without an outcome (one participant, or everyone tied).
 */
export function performances(
  entries: readonly PerformanceEntry[],
  splitTies: boolean,
  method: PerformanceMethod = 'auto',
): Float64Array {
  const p = prepare(entries);
  const result = new Float64Array(p.n);
  if (p.n === 0) return result;
  const [outerLo, outerHi] = outerBracket(p);
  const last = p.groups.length - 1;
  const perGroup = new Float64Array(p.groups.length);
  const exact = method === 'exact' || (method === 'auto' && p.n * p.groups.length <= EXACT_WORK_LIMIT);

  if (exact) {
    // Performance falls with every place (paper §5.1): each group's zero lies below the previous group's.
    for (let g = 0; g <= last; g++)
      perGroup[g] = solveGroupExact(p, g, splitTies, outerLo, g ? perGroup[g - 1]! : outerHi);
  } else {
    const top = solveGroupExact(p, 0, splitTies, outerLo, outerHi);
    const bottom = solveGroupExact(p, last, splitTies, outerLo, top);
    perGroup[0] = top;
    perGroup[last] = bottom;
    if (last > 1) {
      const anchors = new AnchoredSum(p, bottom, top);
      for (let g = 1; g < last; g++) {
        const { start, end, target } = p.groups[g]!;
        perGroup[g] = solveIncreasing(
          (x) => {
            const [a, da] = anchors.at(x);
            if (splitTies) return [a - target, da];
            const [b, db] = tanhSum(p, start, end, x);
            return [a + b - target, da + db];
          },
          bottom,
          perGroup[g - 1]!,
        );
      }
    }
  }
  p.groups.forEach((group, g) => result.fill(perGroup[g]!, group.start, group.end));
  return result;
}
