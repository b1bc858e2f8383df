/**
 * The prep plan: a learner's day-by-day schedule of guided-path items and flash-card reviews up to a target date.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as prepPlanPlugin } from './prep-plan.plugin.ts';
