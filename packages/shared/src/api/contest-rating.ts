/**
 * API contract of the contest rating widget (spec 02 §2 "Contest rating widget", §3 "Contest rating response", §4
 * widget states, §5 percentile and share text, §7 "GET user contest rating data (V3) optional uuid"). Paths are ours;
 * wire names are the spec's where it names them (user_rating_data, rating_distribution, ranker_*, rating_group,
 * enabled, missing_policy), ours (snake_case) elsewhere.
 *
 *   GET /api/v3/contest_rating              the signed-in learner's widget                         -> contestRatingData
 *   GET /api/v3/contest_rating?uuid=<uuid>  anyone's widget by their public uuid (anonymous too)    -> contestRatingData
 *   GET /api/v3/contest_rating/distribution rating_distribution only (hover cards), public          -> ratingDistributionData
 *
 * How the web picks the widget state (rating-display.ts ratingWidgetState) from one response:
 *   locked   — `locked: true`: an anonymous caller without uuid. The server answers 200 (not 401, which would send the
 *              page to the login route) with `lock_message` = RATING_LOCK_MESSAGE and nothing else filled in;
 *   disabled — `enabled: false` (the server's CONTEST_RATING_ENABLED=false): `missing_policy` is the text to show, no
 *              history or distribution are sent;
 *   no-data  — `user_rating_data` is empty: `current_rating` is 1500 (DEFAULT_CONTEST_RATING), charts hidden;
 *   charts   — otherwise. `user_rating_data` is the stored history in date order WITHOUT the 27 Dec 2021 origin point:
 *              the web adds it with ratingGraphPoints().
 * An unknown uuid is a 404 in the envelope.
 *
 * Realtime: when a contest has been rated (or re-rated), every participant's room receives
 *   'contest_rating:updated'  contestRatingUpdatedEvent  (refetch the widget to draw the new point)
 */
import { z } from 'zod';
import { RANK_TIER_NAMES } from '../engagement/leagues.ts';

export const ContestRatingPaths = {
  rating: '/api/v3/contest_rating',
  distribution: '/api/v3/contest_rating/distribution',
} as const;

export const contestRatingQuerySchema = z.object({
  uuid: z.string().trim().min(1).max(64).optional().describe('Whose widget; absent = the signed-in learner'),
});

/** One point of user_rating_data: one rated contest the learner took (matched to its contest by name). */
export const ratingHistoryPointSchema = z.object({
  date: z.number().int().describe("Epoch seconds of the contest's end"),
  rating: z.number().int().describe('Displayed rating after this contest'),
  problems_solved: z.number().int().nonnegative(),
  contest_name: z.string(),
  contest_slug: z.string(),
  rank: z.number().int().positive().describe('Final place in the contest (ties share a place)'),
  delta: z.number().int().describe('rating minus the rating before this contest'),
});

export const ratingBucketSchema = z.object({
  min: z.number().int(),
  max: z.number().int().describe('Inclusive'),
  count: z.number().int().nonnegative(),
});

export const rankTierSchema = z.enum(RANK_TIER_NAMES);

/** The share text and its inputs (spec 02 §5: rating, contests attended, top percentage). */
export const ratingShareSchema = z.object({
  text: z.string().describe('ratingShareText() with the server brand'),
  utm_campaign: z.string().describe('ratingShareCampaign(rating)'),
  rating: z.number().int(),
  contests: z.number().int().nonnegative(),
  percentile: z.number().describe('"better than", integer percent'),
  top_percent: z.number().describe('100 minus the percentile'),
});

export const contestRatingDataSchema = z.object({
  locked: z.boolean(),
  /** RATING_LOCK_MESSAGE when locked, else null. */
  lock_message: z.string().nullable(),
  enabled: z.boolean(),
  /** Shown instead of the charts when the feature is disabled; null when enabled. */
  missing_policy: z.string().nullable(),
  /** The learner viewed (null when locked). */
  ranker_uuid: z.string().nullable(),
  ranker_name: z.string().nullable(),
  ranker_image: z.string().nullable(),
  /** Their current rating (the spec's ranker_points on this widget). */
  ranker_points: z.number().int().nullable(),
  /** true when the learner viewed is the caller. */
  is_self: z.boolean(),
  user_rating_data: z.array(ratingHistoryPointSchema),
  rating_distribution: z.array(ratingBucketSchema),
  /** Latest rating; 1500 without a rated contest (also when locked or disabled). */
  current_rating: z.number().int(),
  /** Tier of the current rating (ratingTier). */
  rating_group: rankTierSchema,
  contests_attended: z.number().int().nonnegative(),
  /** "Better than" (betterThanPercent over every rated learner's current rating); 0 without data. */
  better_than: z.number().int().min(0).max(100),
  /** Rated learners the percentile is over. */
  total_rated: z.number().int().nonnegative(),
  /** null when locked, disabled or without a rated contest (nothing to share). */
  share: ratingShareSchema.nullable(),
});
export type ContestRatingData = z.infer<typeof contestRatingDataSchema>;

export const ratingDistributionDataSchema = z.object({
  enabled: z.boolean(),
  rating_distribution: z.array(ratingBucketSchema),
  total_rated: z.number().int().nonnegative(),
});
export type RatingDistributionData = z.infer<typeof ratingDistributionDataSchema>;

/** The text shown when the operator turned contest rating off (spec 02 §4 "missing policy shown"). */
export const RATING_DISABLED_POLICY = 'Contest rating is turned off on this server.';

export const CONTEST_RATING_UPDATED_EVENT = 'contest_rating:updated';
export const contestRatingUpdatedEventSchema = z.object({
  contest_id: z.number().int(),
  rating: z.number().int().describe("The learner's rating after that contest"),
  delta: z.number().int(),
});
export type ContestRatingUpdatedEvent = z.infer<typeof contestRatingUpdatedEventSchema>;
