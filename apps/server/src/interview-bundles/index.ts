/**
 * Interview bundles: curated sets of catalogue problems in sections, with each learner's progress.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { importInterviewBundlesAtStart } from './interview-bundle-import.ts';
export { runBundleImportCommand } from './interview-bundle-import-command.ts';
export { default as interviewBundlesPlugin } from './interview-bundles.plugin.ts';
