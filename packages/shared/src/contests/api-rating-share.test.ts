import { describe, expect, it } from 'vitest';
import {
  publicProfilePath,
  ratingImagePath,
  ratingImageQuerySchema,
  ratingImageVersion,
  ratingShareConfigSchema,
} from './api-rating-share.ts';

describe('contest rating share contract', () => {
  it('builds the signed card link, versioned by rating and contests, and the public profile path', () => {
    expect(ratingImagePath('u-1', 'a+b/c')).toBe('/api/v3/contest_rating/image/u-1.png?s=a%2Bb%2Fc');
    expect(ratingImagePath('u-1', 'sig', ratingImageVersion(1687, 3))).toBe(
      '/api/v3/contest_rating/image/u-1.png?s=sig&v=1687-3',
    );
    expect(publicProfilePath('u-1')).toBe('/profile/u-1');
  });

  it('defaults a missing signature to empty (answered 404) and caps its length', () => {
    expect(ratingImageQuerySchema.parse({})).toEqual({ s: '' });
    expect(ratingImageQuerySchema.safeParse({ s: 'x'.repeat(129) }).success).toBe(false);
  });

  it('only redirects shares to the Profile', () => {
    const config = {
      title: 't',
      text: 'x',
      description: 'd',
      url: 'https://k/profile/u',
      imageUrl: 'https://k/i.png',
      utm_medium: 'code360-social',
      utm_campaign: 'contest_rating_1500',
      uuid: 'u',
      redirect_to: 'Profile',
      contest_rating_image: 'https://k/i.png',
    };
    expect(ratingShareConfigSchema.safeParse(config).success).toBe(true);
    expect(ratingShareConfigSchema.safeParse({ ...config, redirect_to: 'Codestudio' }).success).toBe(false);
  });
});
