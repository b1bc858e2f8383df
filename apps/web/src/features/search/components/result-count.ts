/**
 * How many results a search found, as words: the server counts up to SEARCH_COUNT_CAP, so past it the count is
 * "1,000+" (like the discussions' lists).
 */
import { SEARCH_COUNT_CAP } from '@katana/shared/api/search';

const number = (n: number) => n.toLocaleString('en');

/** "1 result", "26 results", "1,000+ results". */
export function resultCount(total: number, exact: boolean): string {
  if (!exact) return `${number(total)}+ results`;
  return `${number(total)} ${total === 1 ? 'result' : 'results'}`;
}

/**
 * A filter's count: the per-type counts are exact while all matches together are within the cap; beyond, each is
 * what was counted among the first SEARCH_COUNT_CAP + 1 matches, so "at least" that many ("312+").
 */
export function typeCounts(counts: Partial<Record<string, number>>): {
  all: string;
  of(n: number): string;
} {
  const sum = Object.values(counts).reduce<number>((s, n) => s + (n ?? 0), 0);
  const exact = sum <= SEARCH_COUNT_CAP;
  return {
    all: exact ? number(sum) : `${number(SEARCH_COUNT_CAP)}+`,
    of: (n) => (exact ? number(n) : `${number(Math.min(n, SEARCH_COUNT_CAP))}+`),
  };
}
