/**
 * Colleges: reference data (content/colleges, operator additions, learners' requests) for profiles and campus pages.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as collegesPlugin } from './colleges.plugin.ts';
export { importCollegesAtStart } from './college-import.ts';
export { runCollegeCommand } from './college-command.ts';
export type { CollegeService } from './college.service.ts';
