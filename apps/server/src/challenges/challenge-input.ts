/**
 * One challenge as an operator writes it (content/challenges/<slug>.yaml or `katana challenge add`), checked and
 * normalised by the same rules for both doors: one catalogue problem per day, day 1 on starts_on; the challenge
 * ends on the last day (ends_on = starts_on + days - 1).
 */
import { z } from 'zod';
import { challengeMonthIndexSchema, dayUnlocksAt, utcDay } from '@katana/shared/api/challenges';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CHALLENGE_MAX_DAYS = 31;

export const challengeInputSchema = z.strictObject({
  slug: z.string().regex(SLUG, 'lower-case words joined by dashes').max(120),
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().min(1).max(160),
  description: z.string().trim().max(5000).default(''),
  month_index: challengeMonthIndexSchema,
  starts_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'not a calendar date'),
  problems: z
    .array(z.string().regex(SLUG, 'a problem slug'))
    .min(1)
    .max(CHALLENGE_MAX_DAYS)
    .refine((list) => new Set(list).size === list.length, 'a problem appears twice'),
});
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

export function challengeEndsOn(startsOn: string, days: number): string {
  return utcDay(dayUnlocksAt(startsOn, days));
}
