import { describe, expect, it } from 'vitest';
import {
  betterThanPercent,
  currentRating,
  percentileFromDistribution,
  RATING_GRAPH_ORIGIN,
  RATING_LOCK_MESSAGE,
  ratingDistribution,
  ratingGraphPoints,
  type RatingHistoryEntry,
  ratingShareCampaign,
  ratingShareText,
  ratingTier,
  ratingWidgetState,
  selectedRatingPoint,
  topPercent,
} from './rating-display.ts';

const entry = (date: number, rating: number, name = `Weekly Contest ${date}`): RatingHistoryEntry => ({
  date,
  rating,
  problems_solved: 2,
  contest_name: name,
});

describe('rating graph', () => {
  it('starts at 1500 on 27 Dec 2021 (IST) and lists contests by date', () => {
    expect(RATING_GRAPH_ORIGIN).toEqual({ date: 1640543400, rating: 1500 });
    expect(new Date(RATING_GRAPH_ORIGIN.date * 1000).toISOString()).toBe('2021-12-26T18:30:00.000Z');
    const points = ratingGraphPoints([entry(1700000200, 1580), entry(1700000100, 1540)]);
    expect(points.map((p) => p.rating)).toEqual([1500, 1540, 1580]);
  });

  it.each([
    // hovered index -> selected rating (mouse-out is null: back to the latest)
    [null, 1580],
    [0, 1500],
    [1, 1540],
    [7, 1580],
  ])('hovering %s selects the contest rated %s', (hovered, rating) => {
    const points = ratingGraphPoints([entry(1700000100, 1540), entry(1700000200, 1580)]);
    expect(selectedRatingPoint(points, hovered)?.rating).toBe(rating);
  });

  it('selects nothing on an empty graph', () => {
    expect(selectedRatingPoint([], null)).toBeNull();
  });
});

describe('widget state', () => {
  it.each([
    ['anonymous on their own widget', { loading: false, authenticated: false }, 'locked'],
    ['anonymous on a public profile', { loading: true, authenticated: false, viewingUuid: 'u-1' }, 'loading'],
    ['loading', { loading: true, authenticated: true }, 'loading'],
    [
      'feature disabled',
      { loading: false, authenticated: true, enabled: false, history: [entry(1, 1600)] },
      'disabled',
    ],
    ['no rating data', { loading: false, authenticated: true, enabled: true, history: [] }, 'no-data'],
    ['rated', { loading: false, authenticated: true, enabled: true, history: [entry(1, 1600)] }, 'charts'],
  ] as const)('%s -> %s', (_name, input, state) => {
    expect(ratingWidgetState(input)).toBe(state);
  });

  it('reads the lock message and defaults to 1500 without data', () => {
    expect(RATING_LOCK_MESSAGE).toBe('Login to view weekly contest rating');
    expect(currentRating([])).toBe(1500);
    expect(currentRating(null)).toBe(1500);
    expect(currentRating([entry(5, 1620), entry(9, 1588), entry(7, 1700)])).toBe(1588);
  });
});

describe('rating distribution', () => {
  it('buckets ratings by 100 with min, max and count, empty buckets included', () => {
    expect(ratingDistribution([1499, 1500, 1599, 1600, 1810])).toEqual([
      { min: 1400, max: 1499, count: 1 },
      { min: 1500, max: 1599, count: 2 },
      { min: 1600, max: 1699, count: 1 },
      { min: 1700, max: 1799, count: 0 },
      { min: 1800, max: 1899, count: 1 },
    ]);
    expect(ratingDistribution([])).toEqual([]);
  });
});

describe('percentile', () => {
  const ratings = [1200, 1400, 1500, 1500, 1600, 1700, 1800, 1900, 2000, 2400];

  it.each([
    // rating -> floor(below / total x 100): ties are not "below"
    [1500, 20],
    [1501, 40],
    [1200, 0],
    [2401, 100],
    [1750, 60],
  ])('a rating of %s is better than %s%%', (rating, percent) => {
    expect(betterThanPercent(rating, ratings)).toBe(percent);
  });

  it('floors: 2 of 3 below is 66, not 67', () => {
    expect(betterThanPercent(1600, [1500, 1550, 1600])).toBe(66);
    expect(betterThanPercent(1600, [])).toBe(0);
  });

  it.each([
    // rating -> users in buckets wholly below / all users, floored to 2 decimals
    [1450, 0],
    [1500, 33.33],
    [1650, 66.66],
    [1700, 100],
  ])('from the distribution, %s is at the %s percentile', (rating, percentile) => {
    const buckets = ratingDistribution([1450, 1550, 1650]);
    expect(percentileFromDistribution(rating, buckets)).toBe(percentile);
  });

  it('is 0 for an empty distribution', () => {
    expect(percentileFromDistribution(1500, [])).toBe(0);
  });
});

describe('share text', () => {
  it.each([
    [99, 1],
    [66.66, 33.34],
    [0, 100],
  ])('percentile %s means top %s%%', (percentile, top) => {
    expect(topPercent(percentile)).toBe(top);
  });

  it('names the rating, the contests attended and the top percentage', () => {
    expect(ratingShareText({ rating: 1834.4, contests: 12, percentile: 93, brand: 'Katana' })).toBe(
      'My contest rating on Katana is 1834 after 12 contests, in the top 7% of learners. Join me in the next contest!',
    );
    expect(ratingShareText({ rating: 1500, contests: 1, percentile: 50, brand: 'Dojo' })).toContain(
      'after 1 contest,',
    );
    expect(ratingShareCampaign(1834.4)).toBe('contest_rating_1834');
  });
});

describe('rating tier', () => {
  it.each([
    [900, 'Iron', 7],
    [1399, 'Iron', 7],
    [1500, 'Bronze', 6],
    [1600, 'Silver', 5],
    [1850, 'Gold', 4],
    [2000, 'Master', 3],
    [2399, 'Grand Master', 2],
    [3100, 'Ninja Dominator', 1],
  ])('%s is %s (tier %s)', (rating, name, order) => {
    expect(ratingTier(rating)).toEqual({ name, order });
  });
});
