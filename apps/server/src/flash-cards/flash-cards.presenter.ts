/** Wire shapes of flash cards (packages/shared/src/api/flash-cards.ts) from the repository's rows. */
import type { DeckSummary, DueCounts, ReviewCard, ReviewRating } from '@katana/shared/api/flash-cards';
import { intervalLabel } from './fsrs-schedule.ts';
import type { CardRow, DeckRow } from './flash-cards.repository.ts';

export function presentDeck(deck: DeckRow, due: DueCounts | null): DeckSummary {
  return {
    slug: deck.slug,
    title: deck.title,
    topic: deck.topic,
    description: deck.description,
    card_count: deck.cardCount,
    due,
  };
}

export function presentReviewCard(
  card: CardRow,
  isNew: boolean,
  previews: { rating: ReviewRating; due: Date }[],
  now: Date,
): ReviewCard {
  return {
    id: card.id,
    front: card.front,
    back: card.back,
    is_new: isNew,
    previews: previews.map(({ rating, due }) => ({
      rating,
      due_at: due.toISOString(),
      interval: intervalLabel(now, due),
    })),
  };
}
