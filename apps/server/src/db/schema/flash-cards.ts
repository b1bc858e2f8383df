/**
 * Flash cards (content/flash-cards/*.yaml): decks of cards, and each learner's FSRS review state per card (the
 * fields of ts-fsrs's Card, one row per learner and card once the learner first rates it).
 */
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const flashCardDecks = pgTable(
  'flash_card_decks',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull().default(''),
    /** The deck's place on the list (its file's place in name order). */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('flash_card_decks_slug_key').on(t.slug)],
);

export const flashCards = pgTable(
  'flash_cards',
  {
    id: serial('id').primaryKey(),
    deckId: integer('deck_id')
      .notNull()
      .references(() => flashCardDecks.id, { onDelete: 'cascade' }),
    /** The card's `id` in its file: stable, unique within the deck. */
    key: text('key').notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('flash_cards_deck_key').on(t.deckId, t.key)],
);

export const flashCardStates = pgTable(
  'flash_card_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => flashCards.id, { onDelete: 'cascade' }),
    deckId: integer('deck_id')
      .notNull()
      .references(() => flashCardDecks.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** The first rating: counts against the deck's new cards of that IST day. */
    introducedAt: timestamp('introduced_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cardId] }),
    index('flash_card_states_user_deck_due_idx').on(t.userId, t.deckId, t.due),
  ],
);

export type FlashCardStateRow = typeof flashCardStates.$inferSelect;
