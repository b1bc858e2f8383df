/**
 * API contract of the NPS survey, follow and the referral banner (spec 02 §3 "NPS survey", "Referral trigger
 * data", "Follow"; §5 NPS rules; §7 calls). Paths are ours; versions and names the spec's.
 *
 *   GET  /api/v3/nps/trigger?nps                   -> { trigger_nps } (nps present: a forced check, see nps.ts)
 *   GET  /api/v3/nps/dismiss?nps_rating            records a dismissal     -> { dismissed: true }
 *   POST /api/v3/nps                               { nps_rating, additional_feedback } -> { submitted }
 *   GET  /api/v2/follow/check?profile_uuid         -> { is_following }
 *   GET  /api/v2/follow/list?profile_uuid          -> { followers, following }
 *   POST /api/v2/follow                            { uuid } toggles        -> { isFollowing, uuid }
 *   GET  /api/v3/referral/trigger                  -> referralTrigger
 *   GET  /api/v3/referral/summary                  -> { referral_link, joined_count } (ours: the /referral page)
 *   GET  /invite/:code                             sets the referrer cookie, redirects to /?isSignup=true (ours)
 */
import { z } from 'zod';
import { NPS_FEEDBACK_MAX_LENGTH, NPS_MAX_RATING, NPS_MIN_RATING } from './nps.ts';
import { fillPath } from '../api/paths.ts';

export const CommunityPaths = {
  npsTrigger: '/api/v3/nps/trigger',
  npsDismiss: '/api/v3/nps/dismiss',
  nps: '/api/v3/nps',
  followCheck: '/api/v2/follow/check',
  followList: '/api/v2/follow/list',
  follow: '/api/v2/follow',
  referralTrigger: '/api/v3/referral/trigger',
  referralSummary: '/api/v3/referral/summary',
  /** The public invite link (a page, not an API call): remembers the referrer, then 302 to REFERRAL_LANDING. */
  invite: '/invite/:code',
} as const;

/** The shareable link: `<public url>/invite/<code>`; the code is the learner's public uuid (never e-mail or id). */
export const referralInvitePath = (code: string) => fillPath(CommunityPaths.invite, { code });
export const referralInviteParamsSchema = z.object({ code: z.string() });
/** Where a followed invite lands: the home page with the sign-up dialog (spec 01/02 isSignup=true). */
export const REFERRAL_LANDING = '/?isSignup=true';
export const REFERRER_COOKIE = 'katana_referrer';
/** Spec 03 §9: the referral cookie lives 15 days. */
export const REFERRER_COOKIE_DAYS = 15;

const npsRating = z.coerce
  .number()
  .int('Pick a whole number.')
  .min(NPS_MIN_RATING, `Pick a rating from ${NPS_MIN_RATING} to ${NPS_MAX_RATING}.`)
  .max(NPS_MAX_RATING, `Pick a rating from ${NPS_MIN_RATING} to ${NPS_MAX_RATING}.`);

export const npsTriggerQuerySchema = z.object({ nps: z.string().optional() });
export const npsTriggerSchema = z.object({ trigger_nps: z.boolean() });
export const npsDismissSchema = z.object({ dismissed: z.literal(true) });
export const npsDismissQuerySchema = z.object({ nps_rating: npsRating.optional() });
export const npsCreateBodySchema = z.object({
  nps_rating: npsRating,
  additional_feedback: z
    .string()
    .trim()
    .max(NPS_FEEDBACK_MAX_LENGTH, `Keep it under ${NPS_FEEDBACK_MAX_LENGTH} characters.`)
    .default(''),
});
export const npsCreateResponseSchema = z.object({ submitted: z.boolean() });

export const followCheckQuerySchema = z.object({ profile_uuid: z.string().trim().min(1) });
export const followCheckSchema = z.object({ is_following: z.boolean() });
export const followBodySchema = z.object({ uuid: z.string().trim().min(1) });
export const followResponseSchema = z.object({ uuid: z.string(), isFollowing: z.boolean() });

export const followUserSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  screen_name: z.string().nullable(),
  image: z.string().nullable(),
});
export const followListSchema = z.object({
  followers: z.array(followUserSchema),
  following: z.array(followUserSchema),
});

export const referralTriggerSchema = z.object({
  show_cc_content: z.boolean(),
  referral_link: z.string(),
});

export const referralSummarySchema = z.object({
  referral_link: z.string(),
  joined_count: z.number().int().nonnegative(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
