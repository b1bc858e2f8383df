/**
 * Goals: journeys of phases and elements (guided path modules, problem lists, articles, videos) with progress.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as goalsPlugin } from './goals.plugin.ts';
export { importGoalsAtStart } from './goal-import.ts';
