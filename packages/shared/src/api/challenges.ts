/**
 * Monthly challenges (spec 01 routes /challenges and /challenges/register, the Challenges entry of the Contests &
 * Events menu; spec 02 badge kind Challenge with a month-style index 1-42 and a level 0-11, the challenge-achievement
 * and challenge-badge share cards; spec 03 page kind "challenge listing", classroom context CHALLENGE). Operators
 * define challenges as content (content/challenges/*.yaml) or with `katana challenge add`. Paths are ours.
 *
 *   GET  /api/v1/challenges                          the challenges, newest first -> challengeList
 *   GET  /api/v1/challenges/:slug                    days, unlocks, the viewer's progress and badge -> challengeDetail
 *   POST /api/v1/challenges/:slug/registration       join (signed in; not once the challenge has ended)
 *   GET  /api/v1/challenges/:slug/leaderboard        the challenge board -> challengeLeaderboard
 *   GET  /api/v1/challenges/:slug/cards/:uuid/:file  a learner's share card (challenge_achievement.png | challenge_badge.png)
 *
 * Rules (the server enforces them; the web shows them):
 * - A challenge runs from starts_on to ends_on (UTC dates, both included); day d's problem unlocks at 00:00 UTC of
 *   starts_on + (d - 1) days. A locked day shows neither its problem's name nor its link.
 * - Only a registered learner's accepted submissions count, made while the day is unlocked and the challenge runs
 *   (a problem solved before it unlocked, or after the end, counts only when solved again inside the window).
 * - Level = floor(11 x solved days / days), 0 to 11 (spec 02's level range). The first solved day earns the Challenge
 *   badge at the level reached; every higher level reached earns that level's badge too.
 * - Board: registered learners with at least one solved day, by solved days (more first), then by the time of the
 *   last solve (earlier first); equal on both share a rank.
 * - Problems opened from a challenge carry `?challenge=<slug>`: the classroom uses the CHALLENGE context (solution
 *   and discuss tabs off).
 */
import { z } from 'zod';
import { boardEntrantShape } from '../profile/board-entrant.ts';
import { CHALLENGE_BADGE_INDEX, CHALLENGE_BADGE_LEVEL } from '../engagement/badges.ts';
import { difficultySchema } from './practice-catalogue.ts';

export const ChallengesPaths = {
  list: '/api/v1/challenges',
  detail: '/api/v1/challenges/:slug',
  registration: '/api/v1/challenges/:slug/registration',
  leaderboard: '/api/v1/challenges/:slug/leaderboard',
  card: '/api/v1/challenges/:slug/cards/:uuid/:file',
  /** Dev-only (e2e tests): add or update a challenge as `katana challenge add` does. */
  devUpsert: '/api/dev/challenges',
} as const;

export const ChallengeMessage = {
  NOT_FOUND: 'Challenge not found.',
  ENDED: 'This challenge has ended.',
  CARD_NOT_FOUND: 'No such share card.',
} as const;

/** The query parameter that opens a problem in the challenge's classroom context. */
export const CHALLENGE_QUERY_PARAM = 'challenge';

export const CHALLENGE_SHARE_CARDS = ['challenge_achievement', 'challenge_badge'] as const;
export type ChallengeShareCard = (typeof CHALLENGE_SHARE_CARDS)[number];

export const CHALLENGE_STATUSES = ['upcoming', 'running', 'ended'] as const;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a date in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The moment day `day` (1-based) of a challenge starting on `startsOn` unlocks (00:00 UTC). */
export function dayUnlocksAt(startsOn: string, day: number): Date {
  return new Date(Date.parse(`${startsOn}T00:00:00Z`) + (day - 1) * DAY_MS);
}

/** The end of a challenge: 00:00 UTC of the day after ends_on. */
export function challengeEndsAt(endsOn: string): Date {
  return new Date(Date.parse(`${endsOn}T00:00:00Z`) + DAY_MS);
}

export function challengeStatus(
  startsOn: string,
  endsOn: string,
  now: Date,
): (typeof CHALLENGE_STATUSES)[number] {
  if (now.getTime() < dayUnlocksAt(startsOn, 1).getTime()) return 'upcoming';
  if (now.getTime() >= challengeEndsAt(endsOn).getTime()) return 'ended';
  return 'running';
}

/** Level 0-11 from solved days out of the challenge's days. */
export function challengeLevel(solved: number, days: number): number {
  if (days <= 0 || solved <= 0) return 0;
  return Math.min(CHALLENGE_BADGE_LEVEL.max, Math.floor((CHALLENGE_BADGE_LEVEL.max * solved) / days));
}

/** A Challenge badge's entity id: the month index and the level, e.g. '7-3' (month 7, level 3). */
export function challengeBadgeEntityId(monthIndex: number, level: number): string {
  return `${monthIndex}-${level}`;
}

export const challengeParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });
export const challengeCardParamsSchema = challengeParamsSchema.extend({
  uuid: z.string().uuid(),
  file: z.string().max(40),
});

export const challengeMonthIndexSchema = z
  .number()
  .int()
  .min(CHALLENGE_BADGE_INDEX.min)
  .max(CHALLENGE_BADGE_INDEX.max);

export const challengeCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  month_index: challengeMonthIndexSchema,
  starts_on: z.string().describe('UTC date, YYYY-MM-DD'),
  ends_on: z.string().describe('UTC date, YYYY-MM-DD (included)'),
  status: z.enum(CHALLENGE_STATUSES),
  days: z.number().int().positive(),
  participants: z.number().int().nonnegative(),
  registered: z.boolean().describe('false for anonymous callers'),
});
export type ChallengeCard = z.infer<typeof challengeCardSchema>;

export const challengeListSchema = z.object({ challenges: z.array(challengeCardSchema) });
export type ChallengeList = z.infer<typeof challengeListSchema>;

export const challengeDaySchema = z.object({
  day: z.number().int().positive(),
  unlocks_at: z.string().describe('ISO time'),
  unlocked: z.boolean(),
  problem: z
    .object({ slug: z.string(), name: z.string(), difficulty: difficultySchema })
    .nullable()
    .describe('null while the day is locked'),
  solved: z.boolean(),
});
export type ChallengeDay = z.infer<typeof challengeDaySchema>;

export const challengeBadgeSchema = z.object({
  user_badge_level_id: z.number().int(),
  month_index: challengeMonthIndexSchema,
  level: z.number().int().min(CHALLENGE_BADGE_LEVEL.min).max(CHALLENGE_BADGE_LEVEL.max),
  awarded_at: z.string(),
});
export type ChallengeBadge = z.infer<typeof challengeBadgeSchema>;

export const challengeDetailSchema = challengeCardSchema.extend({
  description_html: z.string(),
  days_list: z.array(challengeDaySchema),
  progress: z.object({
    solved: z.number().int().nonnegative(),
    total: z.number().int().positive(),
    level: z.number().int().min(CHALLENGE_BADGE_LEVEL.min).max(CHALLENGE_BADGE_LEVEL.max),
  }),
  badge: challengeBadgeSchema.nullable().describe("The viewer's highest Challenge badge of this challenge"),
  viewer_uuid: z.string().nullable(),
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

export const challengeRegistrationSchema = z.object({ registered: z.literal(true) });

export const challengeLeaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  ...boardEntrantShape,
  solved: z.number().int().positive(),
  last_solved_at: z.string(),
});
export const challengeLeaderboardSchema = z.object({
  entries: z.array(challengeLeaderboardEntrySchema),
  me: challengeLeaderboardEntrySchema.nullable(),
});
export type ChallengeLeaderboard = z.infer<typeof challengeLeaderboardSchema>;

/** The dev-only upsert's body (e2e tests): the fields of `katana challenge add`. */
export const devChallengeBodySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  month_index: z.number().int(),
  starts_on: z.string(),
  problems: z.array(z.string()),
});
