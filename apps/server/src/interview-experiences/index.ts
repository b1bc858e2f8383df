/**
 * Interview experiences: learners' structured write-ups, moderated before publication, listed with filters and
 * indexed for search. The only module other slices and the composition root import from this slice
 * (lint-enforced: eslint.config.js).
 */
export { default as interviewExperiencesPlugin } from './interview-experiences.plugin.ts';
export { runInterviewExperienceDemoCommand } from './interview-experience-demo.ts';
