/**
 * Reads and writes of flash cards: decks and cards (imported from content), and each learner's FSRS state per
 * card. No rules here (flash-cards.service.ts decides what is due and what a rating does).
 */
import { and, asc, count, eq, isNull, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { flashCardDecks, flashCards, flashCardStates } from '../db/schema/flash-cards.ts';
import type { FsrsCard } from './fsrs-schedule.ts';

export interface DeckRow {
  id: number;
  slug: string;
  title: string;
  topic: string;
  description: string;
  cardCount: number;
}

export interface CardRow {
  id: number;
  deckId: number;
  front: string;
  back: string;
}

const deckColumns = {
  id: flashCardDecks.id,
  slug: flashCardDecks.slug,
  title: flashCardDecks.title,
  topic: flashCardDecks.topic,
  description: flashCardDecks.description,
  // Qualified by hand: inside the subquery drizzle would write bare column names, and "id" would mean the card's.
  cardCount: sql<number>`(select count(*)::int from "flash_cards" c where c."deck_id" = "flash_card_decks"."id")`,
};

const cardColumns = {
  id: flashCards.id,
  deckId: flashCards.deckId,
  front: flashCards.front,
  back: flashCards.back,
};

export function createFlashCardRepository(db: Db) {
  return {
    async decks(): Promise<DeckRow[]> {
      return db.select(deckColumns).from(flashCardDecks).orderBy(asc(flashCardDecks.position));
    },

    async deckBySlug(slug: string): Promise<DeckRow | undefined> {
      const [deck] = await db.select(deckColumns).from(flashCardDecks).where(eq(flashCardDecks.slug, slug));
      return deck;
    },

    /** Per deck: the learner's seen cards due by `now`, and cards first rated since `since`. */
    async dueCounts(
      userId: number,
      now: Date,
      since: Date,
    ): Promise<Map<number, { review: number; introduced: number; seen: number }>> {
      const rows = await db
        .select({
          deckId: flashCardStates.deckId,
          review: sql<number>`count(*) filter (where ${flashCardStates.due} <= ${now.toISOString()})::int`,
          introduced: sql<number>`count(*) filter (where ${flashCardStates.introducedAt} >= ${since.toISOString()})::int`,
          seen: count(),
        })
        .from(flashCardStates)
        .where(eq(flashCardStates.userId, userId))
        .groupBy(flashCardStates.deckId);
      return new Map(
        rows.map((r) => [r.deckId, { review: r.review, introduced: r.introduced, seen: Number(r.seen) }]),
      );
    },

    /** The seen card of the deck due soonest, if due by `now`, with its state. */
    async nextDueCard(
      userId: number,
      deckId: number,
      now: Date,
    ): Promise<{ card: CardRow; state: FsrsCard } | undefined> {
      const [row] = await db
        .select({ card: cardColumns, state: flashCardStates })
        .from(flashCardStates)
        .innerJoin(flashCards, eq(flashCards.id, flashCardStates.cardId))
        .where(
          and(
            eq(flashCardStates.userId, userId),
            eq(flashCardStates.deckId, deckId),
            lte(flashCardStates.due, now),
          ),
        )
        .orderBy(asc(flashCardStates.due), asc(flashCards.position))
        .limit(1);
      return row ? { card: row.card, state: toFsrs(row.state) } : undefined;
    },

    /** The first card of the deck the learner has never rated, in deck order. */
    async nextNewCard(userId: number, deckId: number): Promise<CardRow | undefined> {
      const [row] = await db
        .select(cardColumns)
        .from(flashCards)
        .leftJoin(
          flashCardStates,
          and(eq(flashCardStates.cardId, flashCards.id), eq(flashCardStates.userId, userId)),
        )
        .where(and(eq(flashCards.deckId, deckId), isNull(flashCardStates.cardId)))
        .orderBy(asc(flashCards.position))
        .limit(1);
      return row;
    },

    /** When the learner's next seen card of the deck falls due (null when none is left). */
    async nextDueAt(userId: number, deckId: number): Promise<Date | null> {
      const [row] = await db
        .select({ due: min(flashCardStates.due) })
        .from(flashCardStates)
        .where(and(eq(flashCardStates.userId, userId), eq(flashCardStates.deckId, deckId)));
      return row?.due ?? null;
    },

    async card(deckId: number, cardId: number): Promise<CardRow | undefined> {
      const [row] = await db
        .select(cardColumns)
        .from(flashCards)
        .where(and(eq(flashCards.deckId, deckId), eq(flashCards.id, cardId)));
      return row;
    },

    async state(userId: number, cardId: number): Promise<FsrsCard | undefined> {
      const [row] = await db
        .select()
        .from(flashCardStates)
        .where(and(eq(flashCardStates.userId, userId), eq(flashCardStates.cardId, cardId)));
      return row ? toFsrs(row) : undefined;
    },

    /** Writes the learner's state of a card; the first write records when the card was introduced. */
    async saveState(userId: number, card: CardRow, state: FsrsCard, now: Date): Promise<void> {
      const fields = {
        due: state.due,
        stability: state.stability,
        difficulty: state.difficulty,
        elapsedDays: state.elapsed_days,
        scheduledDays: state.scheduled_days,
        learningSteps: state.learning_steps,
        reps: state.reps,
        lapses: state.lapses,
        state: state.state,
        lastReview: state.last_review ?? null,
      };
      await db
        .insert(flashCardStates)
        .values({ userId, cardId: card.id, deckId: card.deckId, introducedAt: now, ...fields })
        .onConflictDoUpdate({ target: [flashCardStates.userId, flashCardStates.cardId], set: fields });
    },

    /** Cards for the quiz: of one deck, or of every deck. */
    async quizCards(
      deckId: number | undefined,
    ): Promise<(CardRow & { deckSlug: string; deckTitle: string })[]> {
      return db
        .select({ ...cardColumns, deckSlug: flashCardDecks.slug, deckTitle: flashCardDecks.title })
        .from(flashCards)
        .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
        .where(deckId === undefined ? undefined : eq(flashCards.deckId, deckId))
        .orderBy(asc(flashCardDecks.position), asc(flashCards.position));
    },

    async cardById(cardId: number): Promise<CardRow | undefined> {
      const [row] = await db.select(cardColumns).from(flashCards).where(eq(flashCards.id, cardId));
      return row;
    },
  };
}

function toFsrs(row: typeof flashCardStates.$inferSelect): FsrsCard {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

export type FlashCardRepository = ReturnType<typeof createFlashCardRepository>;
