/**
 * API contract of the user hover card (spec 02 §2 "User hover card", §3 "Contributor (hover card)", the hover-card
 * badge bullet, §5 "Hover-card percentile is computed from the rating distribution to 2 decimals"). Path ours.
 *
 *   GET /api/v3/users/contributor?uuid=<uuid>   public (signed out too)   -> contributor
 *
 * The answer is the same for every viewer (no e-mail, phone or follow state in it), so it is cacheable for a short
 * while; whether the viewer follows the contributor is the follow check's business (api-community.ts).
 *
 * Readings of the spec's field list:
 * - `points` is the learner's EXP total (the ledger's sum), `current_level` the level that total reaches (the
 *   levels-progress call's number) and `level` the same level with its band (levelProgress: where it starts, the
 *   next level and how far along), so a card can draw a bar without the policies call.
 * - `screen_name`: Katana accounts have no screen names yet, so it is always null and the profile link uses the
 *   uuid (profileLink); the field stays so the card reads a contributor exactly as the spec lists it.
 * - `badges_data`: badges of the hover-card entity types only, one entry per badge (its highest level held),
 *   ordered by badge_level_order.
 * - `rating_data`: null when the learner has no contest rating or rating is off on this server. The percentile is
 *   not sent: the card computes it from rating_distribution (percentileFromDistribution in contests/rating-display).
 * - `leaderboard_league_data`: the league (tier) the learner plays in this week, else the one they will join next;
 *   null for a learner who never earned weekly EXP.
 */
import { z } from 'zod';
import { HoverCardBadgeEntityType } from './badges.ts';
import { RANK_TIER_NAMES } from './leagues.ts';
import { MAX_LEVEL, MIN_LEVEL } from './levels.ts';

export const ContributorPaths = {
  contributor: '/api/v3/users/contributor',
} as const;

/** Seconds a contributor answer may be reused (browser and proxies): one hover fetches it, a re-hover reuses it. */
export const CONTRIBUTOR_CACHE_SECONDS = 30;
/** At most this many badges are sent; a card shows a few. */
export const CONTRIBUTOR_MAX_BADGES = 12;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const contributorQuerySchema = z.object({
  uuid: z
    .string()
    .trim()
    .regex(UUID_RE, 'uuid must be a profile uuid.')
    .transform((s) => s.toLowerCase()),
});

const level = z.number().int().min(MIN_LEVEL).max(MAX_LEVEL);

export const contributorLevelSchema = z.object({
  level,
  level_points: z.number().int().nonnegative().describe('EXP at which this level starts'),
  next_level: level.nullable().describe('null at the top level'),
  next_level_points: z.number().int().nonnegative().nullable(),
  points_to_next: z.number().int().nonnegative(),
  progress: z.number().min(0).max(1),
});

export const hoverCardBadgeEntityTypeSchema = z.enum(
  Object.values(HoverCardBadgeEntityType) as [HoverCardBadgeEntityType, ...HoverCardBadgeEntityType[]],
);

export const contributorBadgeSchema = z.object({
  entity_type: hoverCardBadgeEntityTypeSchema,
  entity_slug: z.string().nullable(),
  entity_name: z.string(),
  badge_level_order: z.number().int(),
  level: z.number().int().min(1).max(3),
  tier: z.string().describe('Achiever, Specialist or Master'),
});
export type ContributorBadge = z.infer<typeof contributorBadgeSchema>;

export const contributorRatingSchema = z.object({
  current_user_rating: z.number().int(),
  rating_distribution: z.array(
    z.object({
      max: z.number().int().describe('Inclusive top of the bucket'),
      count: z.number().int().nonnegative(),
    }),
  ),
});

export const contributorSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.string(),
  name: z.string(),
  screen_name: z.string().nullable(),
  image: z.string().nullable(),
  points: z.number().int().nonnegative().describe('EXP total'),
  level: contributorLevelSchema,
  current_level: level,
  badges_data: z.array(contributorBadgeSchema),
  rating_data: contributorRatingSchema.nullable(),
  leaderboard_league_data: z.object({ name: z.enum(RANK_TIER_NAMES) }).nullable(),
});
export type Contributor = z.infer<typeof contributorSchema>;

export const CONTRIBUTOR_NOT_FOUND = 'No such profile';
