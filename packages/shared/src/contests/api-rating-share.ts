/**
 * API contract of the contest-rating share (spec 02 §2 "Share panel", §3 "Share config ... contest_rating_image",
 * §4 "A contest-rating share needs a generated rating image with non-zero size before the certificate call", §5
 * share text and share config defaults, §9 "Share image meta 1044 x 584"). Paths are ours; the config's field names
 * are the spec's share config.
 *
 *   GET /api/v3/contest_rating/share                        the signed-in learner's share config   -> ratingShareConfig
 *       401 when signed out; 404 in the envelope when the learner has no rated contest (nothing to share: the
 *       widget's no-data state offers no Share button) or contest rating is turned off.
 *   GET /api/v3/contest_rating/image/<uuid>.png?s=<sig>     the rating card PNG, public, cached 300 s
 *       Public on purpose: social sites and people who are not signed in load it from the shared link. The
 *       signature (from the share config) keeps it from being fetched for arbitrary uuids. A learner without a rated
 *       contest gets the 1500 default card ("Not rated yet"). Bad signature or unknown learner: 404 in the envelope.
 *
 * `url` is the learner's public profile (/profile/<uuid>, redirect_to Profile), whose server-rendered page carries
 * og:image = contest_rating_image, so a shared link previews the card.
 */
import { z } from 'zod';
import { ShareRedirectTo } from '../engagement/share.ts';

export const RatingSharePaths = {
  share: '/api/v3/contest_rating/share',
  /** Fastify route path; build links with ratingImagePath(). */
  image: '/api/v3/contest_rating/image/:uuid.png',
} as const;

export const RATING_IMAGE_CACHE_SECONDS = 300;
export const NO_RATING_TO_SHARE = 'There is no contest rating to share yet.';
export const NO_SUCH_RATING_IMAGE = 'No such rating image';

/**
 * `version` (the rating and contests count the card shows) is not signed and not read by the server: it only
 * changes the link after a new rated contest, so browsers and social sites do not keep showing the old card.
 */
export function ratingImagePath(uuid: string, signature: string, version?: string): string {
  const v = version ? `&v=${encodeURIComponent(version)}` : '';
  return `/api/v3/contest_rating/image/${encodeURIComponent(uuid)}.png?s=${encodeURIComponent(signature)}${v}`;
}

export function ratingImageVersion(rating: number, contests: number): string {
  return `${rating}-${contests}`;
}

export function publicProfilePath(uuid: string): string {
  return `/profile/${encodeURIComponent(uuid)}`;
}

export const ratingImageParamsSchema = z.object({ uuid: z.string().trim().min(1).max(64) });
export const ratingImageQuerySchema = z.object({
  s: z.string().max(128).default('').describe('The link signature from contest_rating_image'),
  v: z.string().max(32).optional().describe('Cache buster (rating-contests); not read'),
});

export const ratingShareConfigSchema = z.object({
  title: z.string(),
  text: z.string().describe('ratingShareText(): rating, contests attended, top percentage'),
  description: z.string(),
  url: z.string().describe("Absolute URL of the learner's public profile"),
  imageUrl: z.string().describe('Same as contest_rating_image'),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  uuid: z.string(),
  redirect_to: z.literal(ShareRedirectTo.Profile),
  contest_rating_image: z.string().describe('Absolute, signed, public URL of the rating card PNG (1044 x 584)'),
});
export type RatingShareConfig = z.infer<typeof ratingShareConfigSchema>;
