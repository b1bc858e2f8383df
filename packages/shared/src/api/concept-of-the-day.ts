/**
 * Concept of the day (spec 01 route map: /concept-of-the-day, "Daily items (concept of the day has a quiz)").
 * Paths and shapes are ours.
 *
 *   GET  /api/v1/concept-of-the-day                  today's concept (IST date): article and quiz, no answers
 *   GET  /api/v1/concept-of-the-day/archive          the last 30 IST days' concepts, newest first
 *   GET  /api/v1/concept-of-the-day/:date            a past date's concept; a future date 404, a malformed one 422
 *   POST /api/v1/concept-of-the-day/:date/quiz       { answers: [i, i, i] } -> the score with the right answers
 *
 * Like the problem of the day, a date's concept is picked once and stored, so it never changes afterwards. All
 * reads and the quiz check are open to anonymous visitors.
 */
import { z } from 'zod';
import { isIstDate } from '../engagement/ist-time.ts';

export const ConceptOfTheDayPaths = {
  today: '/api/v1/concept-of-the-day',
  archive: '/api/v1/concept-of-the-day/archive',
  byDate: '/api/v1/concept-of-the-day/:date',
  quiz: '/api/v1/concept-of-the-day/:date/quiz',
} as const;

/** How many days the archive covers, today included. */
export const CONCEPT_ARCHIVE_DAYS = 30;

export const ConceptMessage = {
  NO_CONCEPT: 'There is no concept of the day for this date.',
  ANSWER_COUNT: 'Answer every question of the quiz.',
} as const;

export const conceptDateParamsSchema = z.object({
  date: z.string().refine(isIstDate, 'date must be a calendar date (YYYY-MM-DD).'),
});

export const conceptQuestionSchema = z.object({
  prompt: z.string().describe('Markdown'),
  options: z.array(z.string()).min(2).max(6),
});

export const conceptOfTheDaySchema = z.object({
  date: z.string().describe('IST calendar date, YYYY-MM-DD'),
  is_today: z.boolean(),
  slug: z.string(),
  title: z.string(),
  topic: z.string(),
  summary: z.string(),
  article: z.string().describe('Markdown with $math$ and code'),
  quiz: z.array(conceptQuestionSchema),
});
export type ConceptOfTheDay = z.infer<typeof conceptOfTheDaySchema>;

export const conceptArchiveSchema = z.object({
  today: z.string(),
  days: z
    .array(z.object({ date: z.string(), slug: z.string(), title: z.string(), topic: z.string() }))
    .describe('Newest first, the last 30 IST days'),
});
export type ConceptArchive = z.infer<typeof conceptArchiveSchema>;

export const conceptQuizBodySchema = z.object({
  answers: z.array(z.number().int().min(0).max(5)).min(1).max(10),
});

export const conceptQuizResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  results: z.array(
    z.object({
      correct: z.boolean(),
      answer: z.number().int().describe('Index of the right option'),
      explanation: z.string(),
    }),
  ),
});
export type ConceptQuizResult = z.infer<typeof conceptQuizResultSchema>;
