/**
 * API contract of EXP, boosters, levels, policies and goals (spec 02 §3 entities, §7 calls). The spec hides the
 * paths behind constants, so the paths below are ours (proposed for the server and web to share); versions,
 * parameter and field names are the spec's. Times on the wire are epoch seconds (like the spec's start_date),
 * except created_at, which is ISO 8601.
 *
 *   GET  /api/v3/experience/daily             daily experience info        -> dailyExperienceInfo
 *   GET  /api/v3/experience/summary           experience summary           -> experienceSummary
 *   GET  /api/v3/boosters                     boosters list                -> boostersList
 *   POST /api/v3/boosters/apply_delayed?booster_log_id                     -> experienceSummary (the new queue)
 *   GET  /api/v2/experience/history?page&limit       history (limit 20)    -> expHistoryPage
 *   GET  /api/v4/experience/history?page&date&limit  history by date       -> expHistoryPage
 *   GET  /api/v3/levels/progress?uuid         levels progress              -> levelsProgress
 *   GET  /api/v3/policies                     all policies                 -> policiesResponse
 *   GET  /api/v3/goals/daily                  daily goals info             -> dailyGoalsInfo
 */
import { z } from 'zod';
import { EXP_HISTORY_PAGE_LIMIT, EXP_SOURCES } from './exp-awards.ts';
import { MAX_LEVEL, MIN_LEVEL } from './levels.ts';

export const ExperiencePaths = {
  daily: '/api/v3/experience/daily',
  summary: '/api/v3/experience/summary',
  boosters: '/api/v3/boosters',
  applyDelayedBooster: '/api/v3/boosters/apply_delayed',
  historyV2: '/api/v2/experience/history',
  historyV4: '/api/v4/experience/history',
  levelsProgress: '/api/v3/levels/progress',
  policies: '/api/v3/policies',
  dailyGoals: '/api/v3/goals/daily',
} as const;

const epochSeconds = z.number().int().nonnegative();
const level = z.number().int().min(MIN_LEVEL).max(MAX_LEVEL);

/** An active booster: the head first, each end_time projected as if nothing higher arrives. */
export const activeBoosterSchema = z.object({
  end_time: epochSeconds,
  multiplier: z.number().min(1),
  type: z.string(),
});

export const delayedBoosterSchema = z.object({
  id: z.number().int().positive().describe('booster_log_id'),
  unlock_time: epochSeconds,
  expiry_time: epochSeconds,
  multiplier: z.number().min(1),
});

export const boostersListSchema = z.object({
  delayed_boosters: z.array(delayedBoosterSchema),
  unlocked_boosters: z.array(delayedBoosterSchema),
});
export type BoostersList = z.infer<typeof boostersListSchema>;

export const applyDelayedBoosterQuerySchema = z.object({
  booster_log_id: z.coerce.number().int().positive(),
});

export const experienceSummarySchema = z.object({
  details: z.object({
    points: z.number().int().nonnegative(),
    boosters: z.array(activeBoosterSchema),
  }),
});
export type ExperienceSummary = z.infer<typeof experienceSummarySchema>;

export const dailyExperienceInfoSchema = z.object({
  details: z.object({
    goal_exp: z.number().int().positive(),
    earned_today: z.number().int().nonnegative().describe('ours: EXP earned today (IST)'),
    target_completed: z.boolean().describe("ours: 'Today's target completed'"),
  }),
});
export type DailyExperienceInfo = z.infer<typeof dailyExperienceInfoSchema>;

/** "daily goals info: reads details.goal_exp" */
export const dailyGoalsInfoSchema = z.object({
  details: z.object({ goal_exp: z.number().int().positive() }),
});

const page = z.coerce.number().int().min(1, 'Pages start at 1.').default(1);
const limit = z.coerce.number().int().min(1).max(100).default(EXP_HISTORY_PAGE_LIMIT);

export const expHistoryQueryV2Schema = z.object({ page, limit });
export const expHistoryQueryV4Schema = z.object({
  page,
  limit,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2024-03-05.')
    .optional()
    .describe('An IST calendar day; without it, the newest entries'),
});

export const expHistoryEntrySchema = z.object({
  id: z.string(),
  source: z.enum(EXP_SOURCES),
  type: z.string().describe("The text label: 'Problem submitted', 'Welcome bonus', ..."),
  title: z.string().nullable().describe('What earned it (a problem name, a contest...)'),
  base: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  bonus: z.number().int().nonnegative(),
  multiplier: z.number().min(1),
  created_at: z.string(),
});
export type ExpHistoryEntry = z.infer<typeof expHistoryEntrySchema>;

export const expHistoryPageSchema = z.object({
  entries: z.array(expHistoryEntrySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().nonnegative(),
});

export const levelsProgressQuerySchema = z.object({ uuid: z.string().min(1).optional() });
export const levelsProgressSchema = z.object({
  current_level: level,
  points: z.number().int().nonnegative().describe('ours: the total the level is computed from'),
});

export const enablerPolicySchema = z.object({
  key: z.string(),
  name: z.string(),
  required_user_level: level,
});

export const levelPointsMapSchema = z.record(
  z.string().regex(/^(10|[1-9])$/),
  z.number().int().nonnegative(),
);

export const policiesResponseSchema = z.object({
  details: z.object({ policies: z.array(enablerPolicySchema) }),
  user_active_policies: z.array(z.string()),
  user_level: level,
  level_points_map: levelPointsMapSchema,
});
