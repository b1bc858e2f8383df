/**
 * Concept of the day: one concept per IST date from content/concepts, with its article, quiz and archive.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as conceptOfTheDayPlugin } from './concept.plugin.ts';
export { importConceptsAtStart } from './concept-seed.ts';
