/**
 * Flash cards of the prep plan: decks from content/flash-cards, FSRS reviews per learner, and a quiz.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as flashCardsPlugin } from './flash-cards.plugin.ts';
export { importFlashCardsAtStart } from './flash-cards-seed.ts';
export { flashCardPlanCounts } from './flash-cards-plan.ts';
