/**
 * The rule that picks a date's concept (pure; the service stores the result once per date). Among the concepts
 * (ordered by slug), those that are a concept of the day within 30 days of the date (either side: older dates are
 * filled in on demand after today) are skipped while any other is left; the choice is the candidate at
 * (day number x 7919) mod count, so the same inputs always give the same concept.
 */
import { istDateToDayNumber, type IstDate } from '@katana/shared/engagement/ist-time';

/** How far back (and forward) a pick avoids repeating another day's concept. */
export const NO_REPEAT_DAYS = 30;

export function pickConcept<C extends { id: number; slug: string }>(
  date: IstDate,
  candidates: readonly C[],
  recentlyPicked: ReadonlySet<number>,
): C | null {
  if (candidates.length === 0) return null;
  const sorted = [...candidates].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const fresh = sorted.filter((c) => !recentlyPicked.has(c.id));
  const from = fresh.length ? fresh : sorted;
  return from[(istDateToDayNumber(date) * 7919) % from.length] ?? null;
}
