/**
 * Monthly challenges: content import, registration, per-day unlocks, counted solves, the board, Challenge badges
 * (through engagement's grantBadge), share cards and page heads.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { runChallengeAddCommand } from './challenge-command.ts';
export { importChallengesAtStart } from './challenge-import.ts';
export { challengeSubmissionHook } from './challenge-submission-hook.ts';
export { default as challengesPlugin } from './challenges.plugin.ts';
