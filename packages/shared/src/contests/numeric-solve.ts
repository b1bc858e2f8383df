/**
 * Root finding for the rating systems: both phases of Elo-MMR solve "the zero of a strictly increasing function"
 * (paper §3.1 and §3.2). A safeguarded Newton iteration keeps a bracket [lo, hi] around the zero and falls back to
 * bisection whenever a Newton step would leave it, so it converges like Newton near the zero and never diverges.
 * Deterministic: no randomness, the same inputs give bit-identical outputs.
 */

/** Value and derivative of the function at x. */
export type ValueAndSlope = (x: number) => readonly [value: number, slope: number];

/** Stop when the bracket is this narrow (rating points): far below anything a learner sees. */
export const DEFAULT_TOLERANCE = 1e-7;
const MAX_ITERATIONS = 200;

/**
 * The zero of a strictly increasing f inside [lo, hi]. If f has no sign change there the nearer end is returned
 * (f(lo) > 0 gives lo, f(hi) < 0 gives hi): callers pass brackets that contain the zero, and clamping keeps a
 * rounding slip at the edge from turning into a wild value.
 */
export function solveIncreasing(
  f: ValueAndSlope,
  lo: number,
  hi: number,
  tolerance = DEFAULT_TOLERANCE,
): number {
  if (!(lo <= hi)) throw new RangeError(`solveIncreasing: empty bracket [${lo}, ${hi}]`);
  const [fLo] = f(lo);
  if (fLo >= 0) return lo;
  const [fHi] = f(hi);
  if (fHi <= 0) return hi;

  let x = 0.5 * (lo + hi);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const [value, slope] = f(x);
    if (value === 0) return x;
    if (value > 0) hi = x;
    else lo = x;
    if (hi - lo <= tolerance) return 0.5 * (lo + hi);
    const step = value / slope;
    const newton = x - step;
    // Take the Newton step only when it lands strictly inside the bracket; otherwise halve the bracket.
    if (slope > 0 && newton > lo && newton < hi) {
      if (Math.abs(step) <= tolerance) return newton;
      x = newton;
    } else {
      x = 0.5 * (lo + hi);
    }
  }
  return x;
}
