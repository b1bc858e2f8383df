/**
 * Contests: lifecycle, participation, standings, rating.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { runContestCreate } from './contest-command.ts';
export { default as contestParticipationExpPlugin } from './contest-participation-exp.plugin.ts';
export { default as contestRemindersPlugin } from './contest-reminders.plugin.ts';
export { seedContests } from './contest-seed.ts';
export { contestPointsScale, contestSubmissionHook } from './contest-submission-hook.ts';
export { default as contestsPlugin } from './contests.plugin.ts';
export { default as contestRatingPlugin } from './rating/contest-rating.plugin.ts';
