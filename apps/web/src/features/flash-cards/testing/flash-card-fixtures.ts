/** Wire-shaped flash card data for the web tests. */
import type { DeckList, Quiz, ReviewCard, ReviewSession } from '@katana/shared/api/flash-cards';

export function deckList(): DeckList {
  return {
    new_cards_per_day: 20,
    decks: [
      {
        slug: 'graphs',
        title: 'Graphs',
        topic: 'graphs',
        description: 'Traversals and shortest paths.',
        card_count: 12,
        due: { new: 12, review: 3, total: 15 },
      },
      {
        slug: 'sql',
        title: 'SQL',
        topic: 'sql',
        description: 'Joins and grouping.',
        card_count: 12,
        due: { new: 0, review: 0, total: 0 },
      },
    ],
  };
}

const previews = ['again', 'hard', 'good', 'easy'].map((rating, i) => ({
  rating: rating as 'again',
  due_at: '2026-11-21T10:00:00.000Z',
  interval: ['1m', '6m', '10m', '8d'][i]!,
}));

export function reviewCard(id: number, front: string, back: string): ReviewCard {
  return { id, front, back, is_new: true, previews };
}

export function session(card: ReviewCard | null, due = { new: 2, review: 0, total: 2 }): ReviewSession {
  return {
    deck: { slug: 'graphs', title: 'Graphs', topic: 'graphs', description: '', card_count: 12, due },
    card,
    next_due_at: card ? null : '2026-11-21T10:10:00.000Z',
  };
}

export function quiz(): Quiz {
  return {
    questions: [
      {
        card_id: 7,
        deck: 'graphs',
        deck_title: 'Graphs',
        prompt: 'Which traversal finds shortest paths by edge count?',
        options: ['Depth-first search.', 'Breadth-first search.', 'Kahn.', 'Prim.'],
      },
      {
        card_id: 8,
        deck: 'graphs',
        deck_title: 'Graphs',
        prompt: 'Which graphs have a topological order?',
        options: ['Trees only.', 'Every graph.', 'DAGs.', 'Bipartite graphs.'],
      },
    ],
  };
}
