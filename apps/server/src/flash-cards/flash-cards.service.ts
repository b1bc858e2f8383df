/**
 * Flash card rules: what is due, what a rating does, how a quiz is drawn.
 *
 * - A card is due when the learner has rated it before and its FSRS due moment has come ("review"), or when it is
 *   a card they never rated ("new") and the deck's daily allowance of NEW_CARDS_PER_DAY new cards (per learner,
 *   per IST day, counted from each card's first rating) is not used up.
 * - The review screen shows due reviews first (soonest due first), then new cards in deck order.
 * - Rating a card that is not due (answered twice, or beyond today's new cards) is refused with 409, so a double
 *   click cannot schedule a card twice.
 * - A quiz question is a card's front with four options: its back and the backs of three other cards of its deck,
 *   shuffled. Quiz answers never touch the review schedule.
 */
import {
  FlashCardMessage,
  NEW_CARDS_PER_DAY,
  type DeckList,
  type DueCounts,
  type Quiz,
  type QuizAnswerResult,
  type ReviewRating,
  type ReviewSession,
} from '@katana/shared/api/flash-cards';
import { istDate, startOfIstDay } from '@katana/shared/engagement/ist-time';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../plugins/app/api-error.ts';
import { newCard, preview, rate } from './fsrs-schedule.ts';
import type { DeckRow, FlashCardRepository } from './flash-cards.repository.ts';
import { presentDeck, presentReviewCard } from './flash-cards.presenter.ts';

const deckNotFound = () => new ApiError(404, ErrorCode.NOT_FOUND, FlashCardMessage.DECK_NOT_FOUND);

function dueOf(
  deck: DeckRow,
  counts: { review: number; introduced: number; seen: number } | undefined,
): DueCounts {
  const review = counts?.review ?? 0;
  const unseen = deck.cardCount - (counts?.seen ?? 0);
  const fresh = Math.max(0, Math.min(unseen, NEW_CARDS_PER_DAY - (counts?.introduced ?? 0)));
  return { new: fresh, review, total: fresh + review };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function createFlashCardService({
  repo,
  random = Math.random,
}: {
  repo: FlashCardRepository;
  random?: () => number;
}) {
  const dayStart = (now: Date) => new Date(startOfIstDay(istDate(now.getTime())));

  async function deckOrThrow(slug: string): Promise<DeckRow> {
    const deck = await repo.deckBySlug(slug);
    if (!deck) throw deckNotFound();
    return deck;
  }

  async function countsOf(userId: number, deck: DeckRow, now: Date): Promise<DueCounts> {
    return dueOf(deck, (await repo.dueCounts(userId, now, dayStart(now))).get(deck.id));
  }

  async function session(userId: number, deck: DeckRow, now: Date): Promise<ReviewSession> {
    const due = await countsOf(userId, deck, now);
    const summary = { ...presentDeck(deck, due), due };
    const review = await repo.nextDueCard(userId, deck.id, now);
    if (review) {
      return {
        deck: summary,
        card: presentReviewCard(review.card, false, preview(review.state, now), now),
        next_due_at: null,
      };
    }
    const fresh = due.new > 0 ? await repo.nextNewCard(userId, deck.id) : undefined;
    if (fresh) {
      return {
        deck: summary,
        card: presentReviewCard(fresh, true, preview(newCard(now), now), now),
        next_due_at: null,
      };
    }
    const next = await repo.nextDueAt(userId, deck.id);
    return { deck: summary, card: null, next_due_at: next ? next.toISOString() : null };
  }

  return {
    async decks(userId: number | undefined, now: Date): Promise<DeckList> {
      const decks = await repo.decks();
      const counts = userId ? await repo.dueCounts(userId, now, dayStart(now)) : null;
      return {
        decks: decks.map((deck) => presentDeck(deck, counts ? dueOf(deck, counts.get(deck.id)) : null)),
        new_cards_per_day: NEW_CARDS_PER_DAY,
      };
    },

    async review(userId: number, slug: string, now: Date): Promise<ReviewSession> {
      return session(userId, await deckOrThrow(slug), now);
    },

    async rate(
      userId: number,
      slug: string,
      cardId: number,
      rating: ReviewRating,
      now: Date,
    ): Promise<ReviewSession> {
      const deck = await deckOrThrow(slug);
      const card = await repo.card(deck.id, cardId);
      if (!card) throw new ApiError(404, ErrorCode.NOT_FOUND, FlashCardMessage.CARD_NOT_FOUND);
      const state = await repo.state(userId, card.id);
      const due = state ? state.due.getTime() <= now.getTime() : (await countsOf(userId, deck, now)).new > 0;
      if (!due) throw new ApiError(409, ErrorCode.CONFLICT, FlashCardMessage.CARD_NOT_DUE);
      await repo.saveState(userId, card, rate(state ?? newCard(now), rating, now), now);
      return session(userId, deck, now);
    },

    async quiz(deckSlug: string | undefined, count: number): Promise<Quiz> {
      const deck = deckSlug === undefined ? undefined : await deckOrThrow(deckSlug);
      const cards = await repo.quizCards(deck?.id);
      const picked = shuffle(cards, random).slice(0, count);
      return {
        questions: picked.map((card) => {
          const others = cards.filter(
            (c) => c.deckId === card.deckId && c.id !== card.id && c.back !== card.back,
          );
          const wrong = shuffle(others, random)
            .slice(0, 3)
            .map((c) => c.back);
          return {
            card_id: card.id,
            deck: card.deckSlug,
            deck_title: card.deckTitle,
            prompt: card.front,
            options: shuffle([card.back, ...wrong], random),
          };
        }),
      };
    },

    async checkAnswer(cardId: number, choice: string): Promise<QuizAnswerResult> {
      const card = await repo.cardById(cardId);
      if (!card) throw new ApiError(404, ErrorCode.NOT_FOUND, FlashCardMessage.CARD_NOT_FOUND);
      return { correct: choice.trim() === card.back.trim(), answer: card.back };
    },

    /** Title and description of a deck's page, or null when there is no such deck. */
    async deckHead(slug: string): Promise<{ title: string; description: string } | null> {
      const deck = await repo.deckBySlug(slug);
      return deck
        ? {
            title: `${deck.title} flash cards`,
            description: deck.description || `Flash cards on ${deck.title}.`,
          }
        : null;
    },
  };
}

export type FlashCardService = ReturnType<typeof createFlashCardService>;
