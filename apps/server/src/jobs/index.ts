/**
 * The job board: posts operators add (content/jobs, `katana job add`), open-post reads with filters, page heads.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { runJobCommand } from './job-command.ts';
export { importJobsAtStart } from './job-import.ts';
export { default as jobsPlugin } from './jobs.plugin.ts';
