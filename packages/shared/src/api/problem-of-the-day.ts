/**
 * Problem of the day (spec 01 "Top tabs: Problem of the day", routes /problem-of-the-day(/:date); spec 03 classroom
 * type POTD). The spec shows the feature, not its calls: paths and shapes here are ours.
 *
 * Dates are IST calendar days ('YYYY-MM-DD', spec 02 §9). Today's problem is picked once per date and stored, so
 * it does not move when the catalogue changes. A future date answers 404; a malformed one 422.
 */
import { z } from 'zod';
import { isIstDate } from '../engagement/ist-time.ts';
import { difficultySchema, tagSchema } from './practice-catalogue.ts';

export const ProblemOfTheDayPaths = {
  today: '/api/v1/problem-of-the-day',
  byDate: '/api/v1/problem-of-the-day/:date',
  archive: '/api/v1/problem-of-the-day/archive',
} as const;

/** How many days the archive covers, today included. */
export const POTD_ARCHIVE_DAYS = 30;

export const potdDateParamsSchema = z.object({
  date: z.string().refine(isIstDate, 'date must be a calendar date (YYYY-MM-DD).'),
});

export const potdProblemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  difficulty: difficultySchema,
  topics: z.array(tagSchema),
  max_score: z.number().int(),
});

export const problemOfTheDaySchema = z.object({
  date: z.string().describe('IST calendar date, YYYY-MM-DD'),
  problem: potdProblemSchema,
  solved: z.boolean().describe('The signed-in learner has solved this problem; false for anonymous callers'),
  is_today: z.boolean(),
});
export type ProblemOfTheDay = z.infer<typeof problemOfTheDaySchema>;

export const potdArchiveSchema = z.object({
  today: z.string(),
  days: z.array(problemOfTheDaySchema).describe('Newest first, the last 30 IST days that have a problem'),
  /** Consecutive days, ending today (or yesterday while today is still open), whose problem was solved on that day. */
  streak: z.number().int().min(0),
});
export type PotdArchive = z.infer<typeof potdArchiveSchema>;
