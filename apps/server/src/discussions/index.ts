/**
 * Discussions: campus public discussions, colleges' campus pages and problems' DISCUSS threads, with moderation.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as discussionsPlugin } from './discussions.plugin.ts';
