/**
 * The prep plan (spec 01 route map: /prep-plan, /prep-plan/edit; spec 02 "Prep plan ... behaviour: not shown"), so
 * paths and shapes are ours. A signed-in learner's plan: a target date, weekly hours on chosen weekdays and the
 * guided paths to follow; the server answers a day-by-day schedule (prep-plan/schedule.ts) recomputed from today on
 * every read, so work not done moves forward and nothing is dropped.
 *
 *   GET    /api/v1/prep-plan             { settings, plan } (both null before the learner makes a plan)
 *   PUT    /api/v1/prep-plan             save the settings -> { settings, plan }; the saved plan is the baseline
 *                                        "behind" is measured against
 *   DELETE /api/v1/prep-plan             forget the plan
 */
import { z } from 'zod';

export const PrepPlanPaths = {
  plan: '/api/v1/prep-plan',
} as const;

export const PREP_PLAN_MIN_WEEKLY_HOURS = 1;
export const PREP_PLAN_MAX_WEEKLY_HOURS = 70;
/** The target date may be at most this many days after today. */
export const PREP_PLAN_MAX_DAYS_AHEAD = 730;
export const PREP_PLAN_MAX_PATHS = 10;

export const PrepPlanMessage = {
  TARGET_NOT_AFTER_TODAY: 'Pick a target date after today.',
  TARGET_TOO_FAR: `Pick a target date within ${PREP_PLAN_MAX_DAYS_AHEAD} days.`,
  UNKNOWN_PATH: 'There is no guided path',
  NOT_ENROLLED: 'Enroll in the guided path first:',
  NO_PATHS: 'Choose at least one guided path.',
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31.');

export const prepPlanSettingsBodySchema = z.object({
  target_date: isoDate.describe('IST calendar day to be ready by'),
  weekly_hours: z
    .number({ error: 'Enter your weekly hours.' })
    .min(PREP_PLAN_MIN_WEEKLY_HOURS, `Plan at least ${PREP_PLAN_MIN_WEEKLY_HOURS} hour a week.`)
    .max(PREP_PLAN_MAX_WEEKLY_HOURS, `Plan at most ${PREP_PLAN_MAX_WEEKLY_HOURS} hours a week.`)
    .multipleOf(0.5, 'Use whole or half hours.'),
  study_days: z
    .array(z.number().int().min(1).max(7))
    .min(1, 'Choose at least one study day.')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each weekday once.')
    .describe('ISO weekdays, 1 = Monday ... 7 = Sunday'),
  paths: z
    .array(z.string().trim().min(1).max(120))
    .min(1, PrepPlanMessage.NO_PATHS)
    .max(PREP_PLAN_MAX_PATHS, `Choose at most ${PREP_PLAN_MAX_PATHS} guided paths.`)
    .refine((paths) => new Set(paths).size === paths.length, 'Each guided path once.')
    .describe('Guided path slugs the learner is enrolled in, in the order to follow them'),
});
export type PrepPlanSettingsBody = z.infer<typeof prepPlanSettingsBodySchema>;

export const prepPlanSettingsSchema = prepPlanSettingsBodySchema.extend({
  paths: z.array(z.object({ slug: z.string(), title: z.string() })),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type PrepPlanSettings = z.infer<typeof prepPlanSettingsSchema>;

export const prepPlanTaskSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('item'),
    path_slug: z.string(),
    path_title: z.string(),
    module_title: z.string(),
    item_key: z.string(),
    item_kind: z.enum(['problem', 'quiz', 'article', 'video']),
    title: z.string(),
    minutes: z.number().int(),
    done: z.boolean(),
    /** Web path of the item in the guided classroom. */
    href: z.string(),
  }),
  z.object({
    type: z.literal('review'),
    cards: z.number().int(),
    minutes: z.number().int(),
    done: z.boolean(),
    href: z.string().describe('The flash-card decks'),
  }),
]);
export type PrepPlanTask = z.infer<typeof prepPlanTaskSchema>;

export const prepPlanDaySchema = z.object({
  date: isoDate,
  capacity_minutes: z.number().int(),
  planned_minutes: z.number().int(),
  overbooked: z.boolean(),
  after_target: z.boolean(),
  tasks: z.array(prepPlanTaskSchema),
});

export const PREP_PLAN_STATUSES = ['on_track', 'behind', 'complete'] as const;

export const prepPlanSchema = z.object({
  today: isoDate,
  status: z.enum(PREP_PLAN_STATUSES),
  /** Items the saved plan had for days before today that are still not done (moved forward). */
  overdue_items: z.number().int(),
  fits: z.boolean().describe('Everything is planned by the target date'),
  finish_date: isoDate,
  days_late: z.number().int(),
  minutes_after_target: z.number().int(),
  remaining_minutes: z.number().int(),
  required_weekly_hours: z.number(),
  completed_items: z.number().int(),
  total_items: z.number().int(),
  /** Today first, then each later day with tasks. */
  days: z.array(prepPlanDaySchema),
});
export type PrepPlan = z.infer<typeof prepPlanSchema>;

export const prepPlanResponseSchema = z.object({
  settings: prepPlanSettingsSchema.nullable(),
  plan: prepPlanSchema.nullable(),
});
export type PrepPlanResponse = z.infer<typeof prepPlanResponseSchema>;
