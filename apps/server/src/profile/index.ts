/**
 * Profile: the learner's details, picture, screen name and visibility, and the public profile (issue #16).
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as profilePlugin } from './profile.plugin.ts';
export { reindexLearners } from './learner-index.ts';
