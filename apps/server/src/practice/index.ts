/**
 * The practice catalogue, its access policy, submissions, languages and the problem of the day.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { catalogueChanged } from './access/catalogue-changes.ts';
export { default as problemAccessPlugin } from './access/problem-access.plugin.ts';
export { default as bookmarkListRoutes } from './catalogue/bookmark-list.routes.ts';
export { default as bookmarksRoutes } from './catalogue/bookmarks.routes.ts';
export { runContentCheckCommand } from './catalogue/content-check/content-check-command.ts';
export { default as cataloguePlugin } from './catalogue/catalogue.plugin.ts';
export { runImportCommand } from './catalogue/importer/import-command.ts';
export { importContentAtStart } from './catalogue/importer/start-import.ts';
export { default as preferencesRoutes } from './catalogue/preferences.routes.ts';
export { default as problemListsRoutes } from './catalogue/problem-lists.routes.ts';
export { PROBLEM_NOT_FOUND } from './catalogue/problem.service.ts';
export { problemHtml } from './catalogue/problem-html.ts';
export { default as problemsRoutes } from './catalogue/problems.routes.ts';
export { default as reactionsRoutes } from './catalogue/reactions.routes.ts';
export { default as reportsRoutes } from './catalogue/reports.routes.ts';
export { seedAll } from './languages/language-seed.service.ts';
export { default as languagesRoutes } from './languages/languages.routes.ts';
export { renderMarkdown } from './markdown/render-markdown.ts';
export { default as potdPlugin } from './problem-of-the-day/potd.plugin.ts';
export { createProblemProgressRepository } from './submissions/problem-progress.repository.ts';
export { default as problemSubmissionsRoutes } from './submissions/problem-submissions.routes.ts';
export type { JudgedSubmissionHook, OfferingPointsScale } from './submissions/submission-hooks.ts';
export { createSubmissionRecorder } from './submissions/submission-recorder.ts';
export type { SubmissionService } from './submissions/submission.service.ts';
export { default as submissionsPlugin } from './submissions/submissions.plugin.ts';
export { default as submissionsRoutes } from './submissions/submissions.routes.ts';
