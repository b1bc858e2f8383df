/**
 * Guided paths: courses through the catalogue (modules, sections, problems, articles, videos) with progress.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { importGuidedPathsAtStart } from './guided-path-import.ts';
export { runGuidedPathImportCommand } from './guided-path-import-command.ts';
export { guidedPathsSubmissionHook } from './guided-paths-submission-hook.ts';
export { default as guidedPathsPlugin } from './guided-paths.plugin.ts';
export { learnerPathItems, type LearnerPath } from './guided-path-plan-items.ts';
export { moduleCompletionOf } from './guided-path-settle.ts';
export { embedUrlOf } from './guided-paths.presenter.ts';
export { loadGuidedPathFolder, readingMinutes, type LoadedPath } from './guided-path-content.ts';
