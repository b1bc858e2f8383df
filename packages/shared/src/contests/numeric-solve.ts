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
 * The zero of a strictly increasing f inside [lo, hi], starting from `guess` when one is given (the previous
 * rating is an excellent one). If f has no sign change in the bracket the iteration runs into the nearer end and
 * returns it (within the tolerance): callers pass brackets that contain the zero, and clamping keeps a rounding
 * slip at the edge from turning into a wild value. The ends themselves are never evaluated, which saves two of
 * the typical five or six evaluations.
 */
export function solveIncreasing(
  f: ValueAndSlope,
  lo: number,
  hi: number,
  tolerance = DEFAULT_TOLERANCE,
  guess?: number,
): number {
  if (!(lo <= hi)) throw new RangeError(`solveIncreasing: empty bracket [${lo}, ${hi}]`);
  if (hi - lo <= tolerance) return 0.5 * (lo + hi);
  let x = guess !== undefined && guess > lo && guess < hi ? guess : 0.5 * (lo + hi);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const [value, slope] = f(x);
    if (value === 0) return x;
    if (value > 0) hi = x;
    else lo = x;
    if (hi - lo <= tolerance) return 0.5 * (lo + hi);
    const step = value / slope;
    const newton = x - step;
    // A Newton step below the tolerance means x is the zero to within it (the step may round onto x itself).
    if (slope > 0 && Math.abs(step) <= tolerance) return Math.min(hi, Math.max(lo, newton));
    // Take the Newton step only when it lands strictly inside the bracket; otherwise halve the bracket.
    x = slope > 0 && newton > lo && newton < hi ? newton : 0.5 * (lo + hi);
  }
  return x;
}
