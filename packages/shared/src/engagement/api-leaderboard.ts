/**
 * API contract of weekly leaderboards and leagues (spec 02 §3 "Leaderboard summary (xp-summary)", "User
 * leaderboard", entity types, scopes, "Interested user"; §7 leaderboard calls). Paths are ours; names the spec's.
 *
 *   GET  /api/v3/leaderboard/xp-summary                  locked, start_date, user_rank      -> xpSummary
 *   GET  /api/v3/leaderboard/user-details  (cached 10 s) active_week_status                 -> leaderboardUserDetails
 *   GET  /api/v3/leaderboard?scope&entity_type&entity_id&page   the board (ours: the spec shows no listing call)
 *   GET  /api/v3/leaderboard/check-onboarding            -> { show_onboarding }
 *   POST /api/v3/leaderboard/mark-onboarding-complete    -> { completed: true }
 *   GET  /api/v3/leaderboard/unsolved-problem?date       league unsolved problem             -> { problem | null }
 *   GET  /api/v3/interested-users?category&entity_type&entity_id                             -> { interested }
 *   POST /api/v3/interested-users?email&category&entity_type&entity_id                       -> { interested: true }
 */
import { z } from 'zod';
import { LeaderboardEntityType, LeaderboardScope } from './leaderboard.ts';
import { LeagueZone, RANK_TIER_NAMES } from './leagues.ts';
import { boardEntrantShape } from '../profile/board-entrant.ts';

export const LeaderboardPaths = {
  xpSummary: '/api/v3/leaderboard/xp-summary',
  userDetails: '/api/v3/leaderboard/user-details',
  board: '/api/v3/leaderboard',
  checkOnboarding: '/api/v3/leaderboard/check-onboarding',
  markOnboardingComplete: '/api/v3/leaderboard/mark-onboarding-complete',
  unsolvedProblem: '/api/v3/leaderboard/unsolved-problem',
  interestedUsers: '/api/v3/interested-users',
} as const;

export const leaderboardEntityTypeSchema = z.enum(
  Object.values(LeaderboardEntityType) as [LeaderboardEntityType, ...LeaderboardEntityType[]],
);
export const leaderboardScopeSchema = z.enum(
  Object.values(LeaderboardScope) as [LeaderboardScope, ...LeaderboardScope[]],
);
export const leagueZoneSchema = z.enum(Object.values(LeagueZone) as [LeagueZone, ...LeagueZone[]]);
export const rankTierNameSchema = z.enum(RANK_TIER_NAMES);

export const xpSummarySchema = z.object({
  locked: z.boolean().describe('true until the user reaches level 2'),
  start_date: z.number().int().describe('Epoch seconds of 00:00 IST on the first day of the week'),
  user_rank: z.number().int().positive().nullable().describe('null while the user has no EXP this week'),
  user_exp: z.number().int().nonnegative().describe('ours: the EXP the rank is for'),
});
export type XpSummary = z.infer<typeof xpSummarySchema>;

export const leaderboardUserDetailsSchema = z.object({
  active_week_status: z
    .object({
      current_rank: z.number().int().positive(),
      league_name: rankTierNameSchema,
      zone: leagueZoneSchema,
    })
    .nullable()
    .describe('null while the user is in no league group this week'),
});
export type LeaderboardUserDetails = z.infer<typeof leaderboardUserDetailsSchema>;

/** The board itself. Personal is the user's league group; Friends is the people they follow. */
export const leaderboardQuerySchema = z
  .object({
    scope: leaderboardScopeSchema.default('Personal'),
    entity_type: leaderboardEntityTypeSchema.optional(),
    entity_id: z.string().trim().min(1).optional(),
    page: z.coerce.number().int().min(1).default(1),
  })
  .refine((q) => (q.entity_type === undefined) === (q.entity_id === undefined), {
    message: 'Send entity_type and entity_id together.',
    path: ['entity_id'],
  });

export const leaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  ...boardEntrantShape,
  exp: z.number().int().nonnegative(),
  is_current_user: z.boolean(),
});

export const leaderboardPageSchema = z.object({
  start_date: z.number().int(),
  rows: z.array(leaderboardRowSchema),
  page: z.number().int(),
  total: z.number().int().nonnegative(),
});

export const unsolvedProblemQuerySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/**
 * League sign-up categories. Katana seats every learner in a weekly league automatically, so signing up is not
 * "let me in": it puts the learner's e-mail on the league mailing list (league news: new tiers, season changes;
 * with entity College + a college id, that campus board's news). "Its state beyond the call is not shown" (spec
 * 02 §4): the list is stored (league_interested_users) for the operator; the page only shows that one is on it.
 */
export const InterestedUserCategory = { League: 'league' } as const;
export type InterestedUserCategory = (typeof InterestedUserCategory)[keyof typeof InterestedUserCategory];
export const interestedUserCategorySchema = z.enum(
  Object.values(InterestedUserCategory) as [InterestedUserCategory, ...InterestedUserCategory[]],
);

const interestedUsersFields = {
  category: interestedUserCategorySchema,
  entity_type: leaderboardEntityTypeSchema.optional(),
  entity_id: z.string().trim().min(1).max(100).optional(),
};
const entityBothOrNeither = {
  check: (q: { entity_type?: string | undefined; entity_id?: string | undefined }) =>
    (q.entity_type === undefined) === (q.entity_id === undefined),
  message: 'Send entity_type and entity_id together.',
};

export const interestedUsersQuerySchema = z
  .object(interestedUsersFields)
  .refine(entityBothOrNeither.check, { message: entityBothOrNeither.message, path: ['entity_id'] });

/** "Interested-user sign-up needs an email parameter." Entity type and id: both or neither. */
export const interestedUsersAddQuerySchema = z
  .object({ ...interestedUsersFields, email: z.email('Enter a valid e-mail.').max(254) })
  .refine(entityBothOrNeither.check, { message: entityBothOrNeither.message, path: ['entity_id'] });

export const interestedUsersSchema = z.object({ interested: z.boolean() });
