/**
 * Reproducible pseudo-randomness for the rules that need a "random" order that must not change between requests
 * (a ShuffleTest's problem order per learner) and for generated data in tests and benchmarks. Never Math.random:
 * the same seed always gives the same sequence, on the server, in the browser and in CI.
 */

/** 32-bit FNV-1a of a string: turns "user:offering" into a seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator with a full 2^32 period; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box-Muller) from a [0, 1) source. */
export function normalDraw(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A logistic draw with mean 0 and standard deviation `sd` (inverse cdf). */
export function logisticDraw(random: () => number, sd: number): number {
  const u = Math.min(1 - 1e-12, Math.max(1e-12, random()));
  return ((sd * Math.sqrt(3)) / Math.PI) * Math.log(u / (1 - u));
}

/** Fisher-Yates shuffle of a copy, driven by `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
