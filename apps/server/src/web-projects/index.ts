/**
 * Web-development projects: guided multi-step front-end builds, with each learner's progress and files.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { importWebProjectsAtStart } from './web-project-import.ts';
export { default as webProjectsPlugin } from './web-projects.plugin.ts';
