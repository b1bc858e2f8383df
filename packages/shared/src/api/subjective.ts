/**
 * SUBJECTIVE problems (spec 03 §3 problem type SUBJECTIVE, issue #18): a free-text Markdown answer scored against the
 * problem's rubric by peers or a moderator. The rules live in apps/server/src/subjective/index.ts.
 *
 *   GET  /api/v1/subjective/:slug/answer          signed in: my current answer, its status and its reviews
 *   PUT  /api/v1/subjective/:slug/answer          signed in: submit (replaces my answer until it is reviewed)
 *   GET  /api/v1/subjective/:slug/review/next     signed in: the next answer I may review, or null
 *   POST /api/v1/subjective/answers/:id/reviews   signed in: score an answer by the rubric, with a comment
 *   GET  /api/v1/subjective/review-queue          moderators: the answers waiting for review, oldest first
 *   GET  /api/v1/subjective/answers/:id           moderators: one answer with its problem, rubric and peer reviews
 */
import { z } from 'zod';

export const SubjectivePaths = {
  answer: '/api/v1/subjective/:slug/answer',
  nextReview: '/api/v1/subjective/:slug/review/next',
  reviews: '/api/v1/subjective/answers/:id/reviews',
  queue: '/api/v1/subjective/review-queue',
  queuedAnswer: '/api/v1/subjective/answers/:id',
} as const;

/** How many waiting answers the moderators' queue lists at once (the oldest). */
export const SUBJECTIVE_QUEUE_LIMIT = 100;

export const SUBJECTIVE_ANSWER_LIMITS = { min: 20, max: 20_000 } as const;
/** A review's comment must say something the author can act on. */
export const REVIEW_COMMENT_LIMITS = { min: 20, max: 2_000 } as const;

export const SubjectiveMessage = {
  notSubjective: 'This problem is not a subjective question.',
  alreadyReviewed: 'Your answer has been reviewed; it can no longer be changed.',
  ownAnswer: 'You cannot review your own answer.',
  duplicate: 'You have already reviewed this answer.',
  notAnswered: 'Submit your own answer to this problem before reviewing others.',
  dailyCap: (cap: number) => `You have reached today's limit of ${cap} reviews. Try again tomorrow.`,
  scoreRange: (max: number) => `The score must be a whole number from 0 to ${max}.`,
  answerScored: 'This answer already has its final score.',
} as const;

export const subjectiveSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
export const subjectiveAnswerIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const subjectiveAnswerBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(SUBJECTIVE_ANSWER_LIMITS.min, `Write at least ${SUBJECTIVE_ANSWER_LIMITS.min} characters.`)
    .max(SUBJECTIVE_ANSWER_LIMITS.max, `Keep the answer under ${SUBJECTIVE_ANSWER_LIMITS.max} characters.`),
});

export const subjectiveReviewBodySchema = z.object({
  score: z.number().int('The score must be a whole number.').min(0, 'The score must not be negative.'),
  comment: z
    .string()
    .trim()
    .min(REVIEW_COMMENT_LIMITS.min, `Write a comment of at least ${REVIEW_COMMENT_LIMITS.min} characters.`)
    .max(REVIEW_COMMENT_LIMITS.max, `Keep the comment under ${REVIEW_COMMENT_LIMITS.max} characters.`),
});

export const subjectiveReviewSchema = z.object({
  score: z.number().int(),
  comment: z.string(),
  by_moderator: z.boolean(),
  counted: z
    .boolean()
    .describe('false when the peer score was dropped as an outlier or overridden by a moderator'),
  created_at: z.string(),
});

export const subjectiveAnswerStatusSchema = z.enum(['waiting', 'scored']);

export const subjectiveMyAnswerSchema = z.object({
  answer: z
    .object({
      id: z.number().int(),
      body: z.string(),
      body_html: z.string(),
      status: subjectiveAnswerStatusSchema,
      score: z.number().int().nullable(),
      max_score: z.number().int(),
      passed: z.boolean().nullable(),
      reviews_needed: z.number().int().describe('Peer reviews this answer needs before it gets a score'),
      reviews: z.array(subjectiveReviewSchema),
      submitted_at: z.string(),
    })
    .nullable(),
  can_review: z.boolean().describe('Whether the learner may review others (has answered this problem)'),
  reviews_left_today: z.number().int(),
});

export const subjectiveReviewTaskSchema = z.object({
  answer: z
    .object({ id: z.number().int(), body: z.string(), body_html: z.string(), submitted_at: z.string() })
    .nullable()
    .describe('The oldest answer waiting for reviews that this learner may still review; null when none is'),
  reviews_left_today: z.number().int(),
});

export type SubjectiveMyAnswer = z.infer<typeof subjectiveMyAnswerSchema>;
export type SubjectiveReviewTask = z.infer<typeof subjectiveReviewTaskSchema>;

export const subjectiveReviewResultSchema = z.object({
  reviewed: z.literal(true),
  reviews_left_today: z.number().int(),
});

export const subjectiveQueueSchema = z.object({
  answers: z
    .array(
      z.object({
        id: z.number().int(),
        problem: z.object({ slug: z.string(), name: z.string() }),
        submitted_at: z.string(),
        peer_reviews: z.number().int().describe('Peer reviews the answer has so far'),
        reviews_needed: z.number().int().describe('Peer reviews an answer needs before it gets a score'),
      }),
    )
    .describe(
      `The oldest answers waiting for review (at most ${SUBJECTIVE_QUEUE_LIMIT}), not the moderator's own`,
    ),
});

const subjectiveRubricLevelSchema = z.object({
  score: z.number().int(),
  description: z.string(),
  description_html: z.string().describe('The description rendered from Markdown by the server'),
});

export const subjectiveQueuedAnswerSchema = z.object({
  id: z.number().int(),
  problem: z.object({ slug: z.string(), name: z.string(), statement_html: z.string() }),
  body: z.string(),
  body_html: z.string(),
  status: subjectiveAnswerStatusSchema,
  score: z.number().int().nullable(),
  submitted_at: z.string(),
  rubric: z.object({ pass_score: z.number().int(), levels: z.array(subjectiveRubricLevelSchema) }),
  reviews: z.array(subjectiveReviewSchema),
  reviews_needed: z.number().int(),
});

export type SubjectiveQueue = z.infer<typeof subjectiveQueueSchema>;
export type SubjectiveQueuedAnswer = z.infer<typeof subjectiveQueuedAnswerSchema>;
