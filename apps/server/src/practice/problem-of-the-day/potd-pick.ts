/**
 * The rule that picks a date's problem (pure; the service stores the result once per date).
 *
 * - Difficulty rotates across the IST week: Monday and Tuesday EASY, Wednesday and Thursday MEDIUM, Friday and
 *   Saturday HARD, Sunday MEDIUM. If the catalogue has no CODE problem of that difficulty, any difficulty will do.
 * - Among the candidates (published CODE problems, ordered by slug) problems that are a problem of the day within
 *   30 days of the date (either side: older dates are filled in on demand after today) are skipped while any other
 *   candidate is left.
 * - The choice is the candidate at (day number x 7919) mod count: the same inputs always give the same problem, and
 *   consecutive days spread over the catalogue instead of walking it in slug order.
 */
import type { Difficulty } from '@katana/shared/api/practice-catalogue';
import { istDateToDayNumber, istWeekday, type IstDate } from '@katana/shared/engagement/ist-time';

export const DIFFICULTY_BY_WEEKDAY: Record<number, Difficulty> = {
  1: 'EASY',
  2: 'EASY',
  3: 'MEDIUM',
  4: 'MEDIUM',
  5: 'HARD',
  6: 'HARD',
  7: 'MEDIUM',
};

/** How far back a pick avoids repeating an earlier problem of the day. */
export const NO_REPEAT_DAYS = 30;

export interface PickCandidate {
  id: number;
  slug: string;
  difficulty: string;
}

export function pickProblemOfTheDay(
  date: IstDate,
  candidates: readonly PickCandidate[],
  recentlyPicked: ReadonlySet<number>,
): PickCandidate | null {
  if (candidates.length === 0) return null;
  const wanted = DIFFICULTY_BY_WEEKDAY[istWeekday(date)];
  const sorted = [...candidates].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const ofDifficulty = sorted.filter((c) => c.difficulty === wanted);
  const pool = ofDifficulty.length ? ofDifficulty : sorted;
  const fresh = pool.filter((c) => !recentlyPicked.has(c.id));
  const from = fresh.length ? fresh : pool;
  return from[(istDateToDayNumber(date) * 7919) % from.length] ?? null;
}
