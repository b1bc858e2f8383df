/**
 * API contract of streaks, badges and user events (spec 02 §3 "Streak data", "Badge", "User-event
 * acknowledgement body"; §7 badge, streak and user-event calls). Paths are ours; names the spec's.
 *
 *   GET  /api/v3/streaks                               streak fetch (current user) -> streak
 *   GET  /api/v3/streaks/monthly?start_date            monthly streak map          -> monthlyStreakMap
 *   GET  /api/v3/streaks/progress?uuid                 streaks progress            -> streak
 *   POST /api/v3/streaks/acknowledge                   mark streak acknowledged    -> { acknowledged: true }
 *   GET  /api/v3/badges?entity_type&entity_id          user badges                 -> userBadges
 *   GET  /api/v3/badges/certificate?entity_type&entity_id&badge_level_id&contest_rank  (cached 300 s) -> certificate
 *   GET  /api/v3/badges/certificates/:user_badge_level_id.png?s   the certificate PNG (public, signed link)
 *   POST /api/v3/badges/acknowledge                    { user_badge_level_ids }    -> { acknowledged: n }
 *   GET  /api/v3/badges/rename-popup                   -> { show_popup }
 *   POST /api/v3/user-events                           mark / acknowledge user event -> { acknowledged: true }
 */
import { z } from 'zod';
import { BadgeKind, BADGE_TIERS } from './badges.ts';
import { isIstDate } from './ist-time.ts';

export const StreakBadgePaths = {
  streak: '/api/v3/streaks',
  monthly: '/api/v3/streaks/monthly',
  progress: '/api/v3/streaks/progress',
  acknowledgeStreak: '/api/v3/streaks/acknowledge',
  badges: '/api/v3/badges',
  certificate: '/api/v3/badges/certificate',
  /** The PNG behind a certificate link (public, signed): certificate_image is this path with ?s=<signature>. */
  certificateImage: '/api/v3/badges/certificates/:user_badge_level_id.png',
  acknowledgeBadges: '/api/v3/badges/acknowledge',
  renamePopup: '/api/v3/badges/rename-popup',
  userEvents: '/api/v3/user-events',
} as const;

const istDay = z.string().refine(isIstDate, 'Use a date like 2024-03-05.');

export const streakSchema = z.object({
  current_streak: z.number().int().nonnegative(),
  longest_streak: z.number().int().nonnegative(),
  user_uuid: z.string(),
  /** ours: whether a reached milestone waits for acknowledgement (mark streak acknowledged). */
  unacknowledged_milestone: z.number().int().nullable(),
});
export type StreakWire = z.infer<typeof streakSchema>;

export const streakProgressQuerySchema = z.object({ uuid: z.string().min(1).optional() });
export const monthlyStreakQuerySchema = z.object({ start_date: istDay });
export const monthlyStreakMapSchema = z.object({
  start_date: istDay,
  days: z.array(z.object({ date: istDay, active: z.boolean(), future: z.boolean() })),
});

export const badgeKindSchema = z.enum(Object.values(BadgeKind) as [BadgeKind, ...BadgeKind[]]);
/** Badge levels 1 to 3 (Achiever, Specialist, Master). */
const badgeLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const userBadgesQuerySchema = z
  .object({
    entity_type: badgeKindSchema.optional(),
    entity_id: z.string().trim().min(1).optional(),
  })
  .refine((q) => q.entity_id === undefined || q.entity_type !== undefined, {
    message: 'entity_id needs an entity_type.',
    path: ['entity_type'],
  });

export const userBadgeSchema = z.object({
  user_badge_level_id: z.number().int().positive(),
  badge_level_id: z.number().int().positive(),
  entity_type: badgeKindSchema,
  entity_id: z.string(),
  entity_slug: z.string().nullable(),
  entity_name: z.string(),
  level: badgeLevel,
  tier: z.enum(Object.values(BADGE_TIERS) as [string, ...string[]]),
  badge_level_order: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]).describe('Normal (1), Differentiable (2)'),
  contest_rank: z.number().int().positive().nullable(),
  acknowledged: z.boolean(),
  awarded_at: z.string(),
});
export type UserBadge = z.infer<typeof userBadgeSchema>;
export const userBadgesSchema = z.object({ badges: z.array(userBadgeSchema) });

export const badgeCertificateQuerySchema = z.object({
  entity_type: badgeKindSchema,
  entity_id: z.string().trim().min(1),
  badge_level_id: z.coerce.number().int().positive(),
  contest_rank: z.coerce.number().int().positive().optional(),
});
export const badgeCertificateSchema = z.object({ certificate_image: z.string() });
export const certificateImageParamsSchema = z.object({
  user_badge_level_id: z.coerce.number().int().positive(),
});
export const certificateImageQuerySchema = z.object({
  s: z.string().max(64).default('').describe('The link signature'),
});

export const acknowledgeBadgesBodySchema = z.object({
  user_badge_level_ids: z.array(z.number().int().positive()).min(1).max(100),
});

export const badgeRenamePopupSchema = z.object({ show_popup: z.boolean() });

export const userEventBodySchema = z.object({
  event_key: z.string().trim().min(1).max(100),
  acknowledgement: z.boolean(),
  append_key: z.string().trim().max(100).optional(),
});
