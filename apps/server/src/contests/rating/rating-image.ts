/**
 * The contest-rating share card (spec 02 §2 "A hidden certificate view is rendered to make a shareable image", §4
 * "A contest-rating share needs a generated rating image", §5 top percentage, §9 "Share image meta 1044 x 584"): the
 * learner's name, current rating, rank tier, contests attended, "Top X%" and a small line of the rating history,
 * composed as SVG here and drawn to PNG by the shared share-image helper. Every number comes from the widget's own
 * payload (contest-rating.presenter.ts, built on rating-display.ts), so the card and the widget never disagree.
 */
import type { ContestRatingData } from '@katana/shared/api/contest-rating';
import { RATING_IMAGE_CACHE_SECONDS } from '@katana/shared/contests/api-rating-share';
import { ratingGraphPoints, topPercent } from '@katana/shared/contests/rating-display';
import { createPngCache, escapeXml, fitText, renderSvgToPng, SHARE_IMAGE_SIZE } from '../../engagement/index.ts';

export interface RatingImageInput {
  learnerName: string;
  brand: string;
  rating: number;
  /** rating_group (Iron ... Ninja Dominator). */
  tier: string;
  contests: number;
  /** 100 minus the "better than" percentile; null without a rated contest. */
  topPercent: number | null;
  /** Ratings in date order, the 1500 origin first (ratingGraphPoints). */
  history: number[];
}

const TIER_COLOURS: Record<string, string> = {
  Iron: '#9aa1ab',
  Bronze: '#cd7f32',
  Silver: '#c6d0dc',
  Gold: '#e3b341',
  Master: '#b084f5',
  'Grand Master': '#f0736b',
  'Ninja Dominator': '#ff5d8f',
};

export function ratingImageInput(data: ContestRatingData, brand: string): RatingImageInput {
  const rated = data.contests_attended > 0;
  return {
    learnerName: data.ranker_name ?? '',
    brand,
    rating: data.current_rating,
    tier: data.rating_group,
    contests: data.contests_attended,
    topPercent: rated ? (data.share?.top_percent ?? topPercent(data.better_than)) : null,
    history: ratingGraphPoints(data.user_rating_data).map((p) => p.rating),
  };
}

/** "1,618" in the widget's locale. */
const number = (n: number) => Math.round(n).toLocaleString('en-IN');

/** The history as a polyline inside the box; one point draws a flat line so the card never shows an empty box. */
function historyLine(history: readonly number[], box: { x: number; y: number; w: number; h: number }) {
  const values = history.length > 1 ? history : [history[0] ?? 0, history[0] ?? 0];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const points = values.map((v, i) => {
    const x = box.x + (i * box.w) / (values.length - 1);
    const y = high === low ? box.y + box.h / 2 : box.y + box.h - ((v - low) * box.h) / span;
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const;
  });
  return { points, low, high };
}

export function ratingImageSvg(input: RatingImageInput): string {
  const W = SHARE_IMAGE_SIZE.width;
  const H = SHARE_IMAGE_SIZE.height;
  const colour = TIER_COLOURS[input.tier] ?? '#e3b341';
  const name = escapeXml(fitText(input.learnerName || 'Learner', 30));
  const brand = escapeXml(fitText(input.brand, 24).toUpperCase());
  const tier = escapeXml(input.tier);
  const top = input.topPercent === null ? 'Not rated yet' : `Top ${input.topPercent}%`;
  const box = { x: 590, y: 232, w: 384, h: 176 };
  const line = historyLine(input.history, box);
  const last = line.points[line.points.length - 1]!;
  const path = line.points.map(([x, y]) => `${x},${y}`).join(' ');
  const dots = line.points
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${colour}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#101725"/><stop offset="1" stop-color="#1d2a44"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect x="18" y="18" width="${W - 36}" height="${H - 36}" rx="18" fill="none" stroke="${colour}" stroke-width="4"/>
  <text x="64" y="84" font-family="DejaVu Sans" font-size="20" letter-spacing="5" fill="#9fb0cc">${brand} · CONTEST RATING</text>
  <text x="64" y="146" font-family="DejaVu Serif" font-weight="bold" font-size="44" fill="#ffffff">${name}</text>
  <text x="64" y="214" font-family="DejaVu Sans" font-size="22" fill="#c9d4e8">Current rating</text>
  <text x="64" y="316" font-family="DejaVu Sans" font-weight="bold" font-size="104" fill="#ffffff">${number(input.rating)}</text>
  <rect x="64" y="344" width="${28 + tier.length * 15}" height="44" rx="22" fill="${colour}"/>
  <text x="78" y="374" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="#101725">${tier}</text>
  <g font-family="DejaVu Sans">
    <text x="64" y="460" font-size="20" fill="#9fb0cc">Contests attended</text>
    <text x="64" y="506" font-weight="bold" font-size="38" fill="#ffffff">${input.contests}</text>
    <text x="320" y="460" font-size="20" fill="#9fb0cc">Among learners</text>
    <text x="320" y="506" font-weight="bold" font-size="38" fill="${colour}">${escapeXml(top)}</text>
  </g>
  <rect x="${box.x - 24}" y="${box.y - 56}" width="${box.w + 48}" height="${box.h + 112}" rx="16" fill="#ffffff" fill-opacity="0.05"/>
  <text x="${box.x}" y="${box.y - 22}" font-family="DejaVu Sans" font-size="20" fill="#9fb0cc">Rating history</text>
  <polyline points="${path}" fill="none" stroke="${colour}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
  ${dots}
  <circle cx="${last[0]}" cy="${last[1]}" r="8" fill="#ffffff" stroke="${colour}" stroke-width="4"/>
  <g font-family="DejaVu Sans" font-size="16" fill="#9fb0cc">
    <text x="${box.x}" y="${box.y + box.h + 36}">Low ${number(line.low)}</text>
    <text x="${box.x + box.w}" y="${box.y + box.h + 36}" text-anchor="end">High ${number(line.high)}</text>
  </g>
</svg>`;
}

export function renderRatingImagePng(input: RatingImageInput): Buffer {
  return renderSvgToPng(ratingImageSvg(input));
}

/** Cards drawn in the last 300 s (the image's public cache time), keyed by what they show. */
export function createRatingImageCache(opts: { maxEntries?: number; now?: () => number } = {}) {
  return createPngCache(renderRatingImagePng, { ...opts, ttlSeconds: RATING_IMAGE_CACHE_SECONDS });
}
export type RatingImageCache = ReturnType<typeof createRatingImageCache>;
