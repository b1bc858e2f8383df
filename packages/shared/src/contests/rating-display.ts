/**
 * What the contest rating widget shows (spec 02 §2 "Contest rating widget", §3 "Contest rating response", §4
 * "Contest rating widget", §5 percentile and share text, §9 "Default contest rating 1500 (graph starts from 27 Dec
 * 2021 at 1500)"), as pure rules the server's presenter and the web widget share.
 */
import { RANK_TIERS, type RankTierName } from '../engagement/leagues.ts';

export const DEFAULT_CONTEST_RATING = 1500;
/** The history graph's first point: 27 Dec 2021 00:00 IST (the spec's timezone, +05:30), at 1500. */
export const RATING_GRAPH_ORIGIN = { date: 1640543400, rating: DEFAULT_CONTEST_RATING } as const;
export const RATING_LOCK_MESSAGE = 'Login to view weekly contest rating';
/** Width of a rating_distribution bucket: 1500-1599, 1600-1699, ... */
export const RATING_BUCKET_WIDTH = 100;

/** One point of user_rating_data: matched to its contest by name. */
export interface RatingHistoryEntry {
  /** Epoch seconds of the contest's end. */
  date: number;
  rating: number;
  problems_solved: number;
  contest_name: string;
}

export interface RatingBucket {
  min: number;
  /** Inclusive: a bucket of width 100 starting at 1500 holds 1500..1599. */
  max: number;
  count: number;
}

/** The graph's points: the 1500 origin first (unless the history already starts there), then each contest. */
export function ratingGraphPoints(history: readonly RatingHistoryEntry[]): RatingHistoryEntry[] {
  const sorted = [...history].sort((a, b) => a.date - b.date);
  if (sorted.length > 0 && sorted[0]!.date <= RATING_GRAPH_ORIGIN.date) return sorted;
  return [{ ...RATING_GRAPH_ORIGIN, problems_solved: 0, contest_name: '' }, ...sorted];
}

/** "Hovering a point on the history graph selects that contest; mouse-out returns to the latest." */
export function selectedRatingPoint<T>(points: readonly T[], hoveredIndex: number | null): T | null {
  if (points.length === 0) return null;
  if (hoveredIndex !== null && hoveredIndex >= 0 && hoveredIndex < points.length)
    return points[hoveredIndex]!;
  return points[points.length - 1]!;
}

export type RatingWidgetState = 'loading' | 'locked' | 'disabled' | 'no-data' | 'charts';

/**
 * spec 02 §4: loading; feature disabled (missing policy shown, charts not drawn); no rating data (1500, charts
 * hidden); otherwise the charts. Anonymous visitors see the lock message on their own widget; a public profile
 * (viewed by uuid) is visible to them, which is what the uuid parameter exists for.
 */
export function ratingWidgetState(input: {
  loading: boolean;
  authenticated: boolean;
  viewingUuid?: string | null;
  enabled?: boolean;
  history?: readonly RatingHistoryEntry[] | null;
}): RatingWidgetState {
  if (!input.authenticated && !input.viewingUuid) return 'locked';
  if (input.loading) return 'loading';
  if (input.enabled === false) return 'disabled';
  if (!input.history || input.history.length === 0) return 'no-data';
  return 'charts';
}

/** The current rating: the latest history entry's, or 1500 with no rated contest. */
export function currentRating(history: readonly RatingHistoryEntry[] | null | undefined): number {
  if (!history || history.length === 0) return DEFAULT_CONTEST_RATING;
  return history.reduce((latest, e) => (e.date >= latest.date ? e : latest)).rating;
}

/** Buckets from the lowest rating's bucket to the highest's, empty ones included so the bars line up. */
export function ratingDistribution(ratings: readonly number[], width = RATING_BUCKET_WIDTH): RatingBucket[] {
  const counts = new Map<number, number>();
  for (const r of ratings) {
    const bucket = Math.floor(r / width);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return bucketsFromCounts(counts, width);
}

/**
 * The same buckets from counts already grouped by bucket index (floor(rating / width)), e.g. by a SQL GROUP BY:
 * from the lowest occupied bucket to the highest, empty ones included.
 */
export function bucketsFromCounts(
  counts: ReadonlyMap<number, number>,
  width = RATING_BUCKET_WIDTH,
): RatingBucket[] {
  if (counts.size === 0) return [];
  const low = Math.min(...counts.keys());
  const high = Math.max(...counts.keys());
  const buckets: RatingBucket[] = [];
  for (let b = low; b <= high; b++)
    buckets.push({ min: b * width, max: (b + 1) * width - 1, count: counts.get(b) ?? 0 });
  return buckets;
}

/** "Better than" = floor(users rated below / all rated users x 100): an integer percent (spec 02 §5). */
export function betterThanPercent(rating: number, ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const below = ratings.reduce((n, r) => (r < rating ? n + 1 : n), 0);
  return Math.floor((below * 100) / ratings.length);
}

/**
 * The hover card's percentile, from rating_distribution, to 2 decimals: the users in buckets wholly below the
 * rating over all users. Floored like "better than", so nobody reads 100 unless everyone is below them.
 */
export function percentileFromDistribution(
  rating: number,
  buckets: readonly Pick<RatingBucket, 'max' | 'count'>[],
): number {
  const total = buckets.reduce((n, b) => n + b.count, 0);
  if (total === 0) return 0;
  const below = buckets.reduce((n, b) => (b.max < rating ? n + b.count : n), 0);
  return Math.floor((below * 10000) / total) / 100;
}

/** The top percentage of the share text: 100 minus the percentile (2 decimals at most). */
export function topPercent(percentile: number): number {
  return Math.round((100 - percentile) * 100) / 100;
}

/**
 * The rating share text. The spec says it "includes the rating, the contests attended and the top percentage" but
 * gives no wording; this sentence is ours.
 */
export function ratingShareText(input: {
  rating: number;
  contests: number;
  percentile: number;
  brand: string;
}): string {
  const contests = `${input.contests} contest${input.contests === 1 ? '' : 's'}`;
  return (
    `My contest rating on ${input.brand} is ${Math.round(input.rating)} after ${contests}, ` +
    `in the top ${topPercent(input.percentile)}% of learners. Join me in the next contest!`
  );
}

export function ratingShareCampaign(rating: number): string {
  return `contest_rating_${Math.round(rating)}`;
}

/**
 * rating_group: the spec's rank tier names (Iron ... Ninja Dominator) by rating. The spec gives no thresholds;
 * ours put a new learner (1500) in Bronze and step every 200 points, so Elo-MMR's spread (sd ~ 350 around 1500)
 * fills every tier and the top one stays rare.
 */
export const RATING_TIER_FLOORS: readonly { name: RankTierName; min: number }[] = [
  { name: 'Ninja Dominator', min: 2400 },
  { name: 'Grand Master', min: 2200 },
  { name: 'Master', min: 2000 },
  { name: 'Gold', min: 1800 },
  { name: 'Silver', min: 1600 },
  { name: 'Bronze', min: 1400 },
  { name: 'Iron', min: -Infinity },
];

export function ratingTier(rating: number): { name: RankTierName; order: number } {
  const tier = RATING_TIER_FLOORS.find((t) => rating >= t.min)!;
  return { name: tier.name, order: RANK_TIERS.find((t) => t.name === tier.name)!.order };
}
