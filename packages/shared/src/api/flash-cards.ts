/**
 * Flash cards of the prep plan (spec 01 route map: /prep-plan/flash-cards, with quiz; spec 02 §"Goals and prep
 * plan": screen behaviour not shown). Paths and shapes are ours.
 *
 *   GET  /api/v1/flash-cards/decks                     every deck, with the learner's due counts when signed in
 *   GET  /api/v1/flash-cards/decks/:deck/review        the deck's counts and the next card to review (signed in)
 *   POST /api/v1/flash-cards/decks/:deck/reviews       { card_id, rating } rate the card shown   -> the next card
 *   GET  /api/v1/flash-cards/quiz?deck=&count=         multiple-choice questions drawn from the cards (anyone)
 *   POST /api/v1/flash-cards/quiz/answers              { card_id, choice } check one answer (anyone)
 *
 * Reviews are scheduled with FSRS (ts-fsrs): each learner has one state per card; "Again", "Hard", "Good" and
 * "Easy" give the card its next due moment. A card the learner has never rated is new; each deck lets in at most
 * NEW_CARDS_PER_DAY new cards per learner per IST day. The quiz is practice only: its answers never change the
 * review schedule.
 */
import { z } from 'zod';

export const FlashCardPaths = {
  decks: '/api/v1/flash-cards/decks',
  review: '/api/v1/flash-cards/decks/:deck/review',
  rate: '/api/v1/flash-cards/decks/:deck/reviews',
  quiz: '/api/v1/flash-cards/quiz',
  quizAnswer: '/api/v1/flash-cards/quiz/answers',
} as const;

/** New cards a learner may start per deck per IST day. */
export const NEW_CARDS_PER_DAY = 20;
/** Questions in a quiz unless asked otherwise, and at most. */
export const QUIZ_DEFAULT_COUNT = 10;
export const QUIZ_MAX_COUNT = 30;

export const FlashCardMessage = {
  DECK_NOT_FOUND: 'Flash card deck not found.',
  CARD_NOT_FOUND: 'This card is not in the deck.',
  CARD_NOT_DUE: 'This card is not due for review yet.',
} as const;

export const RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export const ratingSchema = z.enum(RATINGS);
export type ReviewRating = z.infer<typeof ratingSchema>;

const deckSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/, 'deck must be a deck slug.');

export const deckParamsSchema = z.object({ deck: deckSlug });

export const dueCountsSchema = z.object({
  new: z.number().int().min(0).describe('New cards the learner may still start today (daily limit applied)'),
  review: z.number().int().min(0).describe('Cards already seen whose review is due now'),
  total: z.number().int().min(0),
});
export type DueCounts = z.infer<typeof dueCountsSchema>;

export const deckSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  topic: z.string(),
  description: z.string(),
  card_count: z.number().int(),
  due: dueCountsSchema.nullable().describe('null for anonymous callers'),
});
export type DeckSummary = z.infer<typeof deckSummarySchema>;

export const deckListSchema = z.object({
  decks: z.array(deckSummarySchema),
  new_cards_per_day: z.number().int(),
});
export type DeckList = z.infer<typeof deckListSchema>;

export const ratingPreviewSchema = z.object({
  rating: ratingSchema,
  due_at: z.iso.datetime({ offset: true }),
  /** Short human interval until due_at: '1m', '10m', '3h', '4d', '2mo', '1.5y'. */
  interval: z.string(),
});

export const reviewCardSchema = z.object({
  id: z.number().int(),
  front: z.string().describe('Markdown'),
  back: z.string().describe('Markdown'),
  is_new: z.boolean(),
  previews: z.array(ratingPreviewSchema).length(4).describe('Again, Hard, Good, Easy in that order'),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewSessionSchema = z.object({
  deck: deckSummarySchema.extend({ due: dueCountsSchema }),
  card: reviewCardSchema.nullable().describe('null when nothing is due'),
  /** When nothing is due: the next moment a seen card falls due (null if none). */
  next_due_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ReviewSession = z.infer<typeof reviewSessionSchema>;

export const rateBodySchema = z.object({
  card_id: z.number().int().positive(),
  rating: ratingSchema,
});

export const quizQuerySchema = z.object({
  deck: deckSlug.optional().describe('Omit for questions from every deck'),
  count: z.coerce.number().int().min(1).max(QUIZ_MAX_COUNT).default(QUIZ_DEFAULT_COUNT),
});

export const quizQuestionSchema = z.object({
  card_id: z.number().int(),
  deck: z.string(),
  deck_title: z.string(),
  prompt: z.string().describe("The card's front (Markdown)"),
  options: z
    .array(z.string())
    .length(4)
    .describe("The card's back and three backs of other cards of its deck"),
});

export const quizSchema = z.object({ questions: z.array(quizQuestionSchema) });
export type Quiz = z.infer<typeof quizSchema>;

export const quizAnswerBodySchema = z.object({
  card_id: z.number().int().positive(),
  choice: z.string().max(2000),
});

export const quizAnswerResultSchema = z.object({
  correct: z.boolean(),
  answer: z.string().describe("The card's back"),
});
export type QuizAnswerResult = z.infer<typeof quizAnswerResultSchema>;
