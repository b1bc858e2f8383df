/** TanStack Query keys of flash cards, per viewer so one learner's due counts never show for another. */
export type ViewerId = string | number;

export const flashCardKeys = {
  all: ['flash-cards'] as const,
  decks: (viewer: ViewerId) => ['flash-cards', viewer, 'decks'] as const,
  review: (viewer: ViewerId, deck: string) => ['flash-cards', viewer, 'review', deck] as const,
};
