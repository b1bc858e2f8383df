/**
 * The contest rating widget's wire format (contract: @katana/shared/api/contest-rating). Every number the widget
 * shows comes from the shared rules in rating-display.ts, so the server and the web agree.
 */
import {
  betterThanPercent,
  DEFAULT_CONTEST_RATING,
  RATING_LOCK_MESSAGE,
  ratingDistribution,
  ratingShareCampaign,
  ratingShareText,
  ratingTier,
  topPercent,
} from '@katana/shared/contests/rating-display';
import {
  type ContestRatingData,
  RATING_DISABLED_POLICY,
  type RatingDistributionData,
} from '@katana/shared/api/contest-rating';
import type { ContestRatingResultRow } from '../../db/schema/contest-ratings.ts';

export interface RatedUser {
  uuid: string;
  name: string | null;
  image: string | null;
}

const empty = {
  user_rating_data: [],
  rating_distribution: [],
  current_rating: DEFAULT_CONTEST_RATING,
  rating_group: ratingTier(DEFAULT_CONTEST_RATING).name,
  contests_attended: 0,
  better_than: 0,
  total_rated: 0,
  share: null,
} satisfies Partial<ContestRatingData>;

export function presentLocked(): ContestRatingData {
  return {
    locked: true,
    lock_message: RATING_LOCK_MESSAGE,
    enabled: true,
    missing_policy: null,
    ranker_uuid: null,
    ranker_name: null,
    ranker_image: null,
    ranker_points: null,
    is_self: false,
    ...empty,
  };
}

function ranker(user: RatedUser, rating: number, isSelf: boolean) {
  return {
    ranker_uuid: user.uuid,
    ranker_name: user.name,
    ranker_image: user.image,
    ranker_points: rating,
    is_self: isSelf,
  };
}

export function presentDisabled(user: RatedUser, isSelf: boolean): ContestRatingData {
  return {
    locked: false,
    lock_message: null,
    enabled: false,
    missing_policy: RATING_DISABLED_POLICY,
    ...ranker(user, DEFAULT_CONTEST_RATING, isSelf),
    ...empty,
  };
}

export function presentRating(input: {
  target: RatedUser;
  isSelf: boolean;
  history: readonly ContestRatingResultRow[];
  ratings: readonly number[];
  brand: string;
}): ContestRatingData {
  const points = input.history.map((r) => ({
    date: Math.floor(r.contestEndedAt.getTime() / 1000),
    rating: r.ratingAfter,
    problems_solved: r.problemsSolved,
    contest_name: r.contestName,
    contest_slug: r.contestSlug,
    rank: r.rank,
    delta: r.delta,
  }));
  const rating = points.length > 0 ? points[points.length - 1]!.rating : DEFAULT_CONTEST_RATING;
  const betterThan = points.length > 0 ? betterThanPercent(rating, input.ratings) : 0;
  return {
    locked: false,
    lock_message: null,
    enabled: true,
    missing_policy: null,
    ...ranker(input.target, rating, input.isSelf),
    user_rating_data: points,
    rating_distribution: ratingDistribution(input.ratings),
    current_rating: rating,
    rating_group: ratingTier(rating).name,
    contests_attended: points.length,
    better_than: betterThan,
    total_rated: input.ratings.length,
    share:
      points.length > 0
        ? {
            text: ratingShareText({
              rating,
              contests: points.length,
              percentile: betterThan,
              brand: input.brand,
            }),
            utm_campaign: ratingShareCampaign(rating),
            rating,
            contests: points.length,
            percentile: betterThan,
            top_percent: topPercent(betterThan),
          }
        : null,
  };
}

export function presentDistribution(ratings: readonly number[]): RatingDistributionData {
  return { enabled: true, rating_distribution: ratingDistribution(ratings), total_rated: ratings.length };
}
