/**
 * The rating card shows what the widget shows: the learner's name (escaped), the current rating, its tier, the
 * contests attended, "Top X%" from the same percentile rule as the share text, and the history as a line.
 */
import { describe, expect, it } from 'vitest';
import { betterThanPercent, topPercent } from '@katana/shared/contests/rating-display';
import type { ContestRatingResultRow } from '../../db/schema/contest-ratings.ts';
import { presentLocked, presentRating } from './contest-rating.presenter.ts';
import { ratingImageInput, ratingImageSvg, renderRatingImagePng } from './rating-image.ts';

function row(contest: number, ratingAfter: number, delta: number): ContestRatingResultRow {
  return {
    contestId: contest,
    userId: 1,
    contestName: `Weekly Contest ${contest}`,
    contestSlug: `weekly-${contest}`,
    contestEndedAt: new Date(Date.UTC(2026, 0, contest * 7)),
    rank: 3,
    problemsSolved: 2,
    performance: ratingAfter,
    ratingBefore: ratingAfter - delta,
    ratingAfter,
    delta,
  } as ContestRatingResultRow;
}

const history = [row(1, 1580, 80), row(2, 1541, -39), row(3, 1687, 146)];
/** Everyone's current rating: 7 of 9 are below 1687. */
const ratings = [1200, 1310, 1400, 1450, 1500, 1520, 1600, 1687, 1900];

function widget(name: string) {
  return presentRating({
    target: { uuid: 'u-1', name, image: null },
    isSelf: true,
    history,
    ratings,
    brand: 'Katana',
  });
}

/** The y of each polyline point, in order. */
function lineYs(svg: string): number[] {
  const points = /<polyline points="([^"]+)"/.exec(svg)![1]!;
  return points.split(' ').map((p) => Number(p.split(',')[1]));
}

describe('contest rating share card', () => {
  it('shows name, rating, tier, contests and the top percentage of the share text', () => {
    const data = widget('Ada Lovelace');
    const svg = ratingImageSvg(ratingImageInput(data, 'Katana'));
    const expectedTop = topPercent(betterThanPercent(1687, ratings));
    expect(expectedTop).toBe(23);
    expect(svg).toContain('>Ada Lovelace</text>');
    expect(svg).toContain('>1,687</text>');
    expect(svg).toContain('>Silver</text>');
    expect(svg).toContain('>3</text>');
    expect(svg).toContain(`>Top ${expectedTop}%</text>`);
    // The share text names the same top percentage.
    expect(data.share!.text).toContain(`top ${expectedTop}%`);
    expect(svg).toContain('KATANA · CONTEST RATING');
  });

  it('draws the history from the 1500 origin through each contest, higher ratings higher up', () => {
    const svg = ratingImageSvg(ratingImageInput(widget('Ada'), 'Katana'));
    const ys = lineYs(svg);
    expect(ys).toHaveLength(4); // origin 1500, 1580, 1541, 1687
    expect(ys[1]!).toBeLessThan(ys[0]!);
    expect(ys[2]!).toBeGreaterThan(ys[1]!);
    expect(Math.min(...ys)).toBe(ys[3]);
    expect(svg).toContain('Low 1,500');
    expect(svg).toContain('High 1,687');
  });

  it('escapes and shortens the learner name', () => {
    const svg = ratingImageSvg(ratingImageInput(widget('<b>Bob & "Co"</b>'), 'Katana'));
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;Bob &#38; &#34;Co&#34;&#60;/b&#62;');
    const long = ratingImageSvg(ratingImageInput(widget('y'.repeat(60)), 'Katana'));
    expect(long).toContain(`${'y'.repeat(29)}…`);
  });

  it('gives a learner without a rated contest the 1500 card, "Not rated yet"', () => {
    const data = { ...presentLocked(), locked: false, ranker_name: 'New Comer' };
    const svg = ratingImageSvg(ratingImageInput(data, 'Katana'));
    expect(svg).toContain('>1,500</text>');
    expect(svg).toContain('>Bronze</text>');
    expect(svg).toContain('>Not rated yet</text>');
    expect(svg).not.toContain('Top ');
  });

  it('renders a PNG of the share image size', () => {
    const png = renderRatingImagePng(ratingImageInput(widget('Ada'), 'Katana'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1044, 584]);
  });
});
