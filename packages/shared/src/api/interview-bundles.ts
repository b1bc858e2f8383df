/**
 * Interview bundles (spec 01 routes /interview-bundle and /interview-bundle/{slug}, the "Interview guide" entry of
 * the Interview prep menu; spec 03 page kinds interview bundle list and detail, submission source "interview
 * bundle"). A bundle is a curated set of catalogue problems by topic, pattern and difficulty, in sections; it makes
 * no claim about any company. Paths are ours (the spec keeps them behind constants). The content format is
 * content/interview-bundles/README.md.
 *
 *   GET /api/v1/interview_bundles?level&topic     the bundle cards with the viewer's progress -> interviewBundleList
 *   GET /api/v1/interview_bundles/:slug           sections and problems with the viewer's marks -> interviewBundleDetail
 *
 * Rules (the server enforces them; the web shows them):
 * - Reads are public; anonymous callers get no learner state (every problem unattempted, progress zero).
 * - A problem is solved when the learner has an accepted submission for it (from the bundle or anywhere else),
 *   attempted when they submitted without solving it.
 * - Access goes through practice's access policy: a problem hidden from the viewer (a live contest's problem) is
 *   left out of the sections, the counts and the progress for that viewer.
 * - Progress percentage = solved problems / problems (of what the viewer can see), rounded down.
 * - `next_problem` is the first problem the learner has not solved (the web's Start / Resume), null when all are.
 * - Problems opened from a bundle carry `?interview_bundle=<slug>`, so their submissions are stored with the
 *   submission source `interview_bundle` (see submission-source.ts).
 */
import { z } from 'zod';
import { difficultySchema, problemTypeSchema, tagSchema } from './practice-catalogue.ts';

export const InterviewBundlesPaths = {
  list: '/api/v1/interview_bundles',
  detail: '/api/v1/interview_bundles/:slug',
} as const;

export const InterviewBundleMessage = {
  NOT_FOUND: 'Interview bundle not found.',
} as const;

/** How much practice a bundle assumes. */
export const INTERVIEW_BUNDLE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const interviewBundleLevelSchema = z.enum(INTERVIEW_BUNDLE_LEVELS);
export type InterviewBundleLevel = z.infer<typeof interviewBundleLevelSchema>;

export const interviewBundleParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.length > 0) : v),
    z.array(item).optional(),
  );

export const interviewBundleListQuerySchema = z.object({
  level: csv(interviewBundleLevelSchema),
  /** Topic slugs (the cards' topics[].slug). */
  topic: csv(z.string().trim().min(1).max(80)),
});

export const interviewBundleProgressSchema = z
  .object({
    solved: z.number().int().nonnegative(),
    attempted: z.number().int().nonnegative().describe('Submitted but not solved'),
    total: z.number().int().nonnegative(),
    percentage: z.number().int().min(0).max(100),
  })
  .describe('Counts over the problems the viewer can see; zero for anonymous callers');
export type InterviewBundleProgress = z.infer<typeof interviewBundleProgressSchema>;

const difficultyCountsSchema = z.object({
  EASY: z.number().int().nonnegative(),
  MEDIUM: z.number().int().nonnegative(),
  HARD: z.number().int().nonnegative(),
});

export const interviewBundleCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  level: interviewBundleLevelSchema,
  topics: z.array(tagSchema),
  estimated_hours: z.number().int().positive(),
  sections_count: z.number().int().nonnegative(),
  difficulty_counts: difficultyCountsSchema,
  progress: interviewBundleProgressSchema,
});
export type InterviewBundleCard = z.infer<typeof interviewBundleCardSchema>;

export const interviewBundleListSchema = z.object({
  bundles: z.array(interviewBundleCardSchema).describe('In the catalogue order (content position)'),
  facets: z.object({
    levels: z.array(z.object({ value: interviewBundleLevelSchema, count: z.number().int() })),
    topics: z.array(z.object({ value: tagSchema, count: z.number().int() })),
  }),
});
export type InterviewBundleList = z.infer<typeof interviewBundleListSchema>;

export const interviewBundleProblemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  problem_type: problemTypeSchema,
  difficulty: difficultySchema,
  max_score: z.number().nonnegative(),
  solved: z.boolean(),
  attempted: z.boolean().describe('Submitted but not solved'),
});
export type InterviewBundleProblem = z.infer<typeof interviewBundleProblemSchema>;

export const interviewBundleSectionSchema = z.object({
  title: z.string(),
  summary: z.string(),
  problems: z.array(interviewBundleProblemSchema),
  progress: interviewBundleProgressSchema,
});
export type InterviewBundleSection = z.infer<typeof interviewBundleSectionSchema>;

export const interviewBundleDetailSchema = interviewBundleCardSchema.extend({
  description_html: z.string(),
  sections: z.array(interviewBundleSectionSchema),
  /** The first problem the learner has not solved (Start / Resume); null when every problem is solved. */
  next_problem: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type InterviewBundleDetail = z.infer<typeof interviewBundleDetailSchema>;
