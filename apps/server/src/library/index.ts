/**
 * Library, videos and what's new: articles by category (guided paths' articles shared, one source), reading
 * history and bookmarks, the operator's videos, the changelog and its announcements.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as libraryPlugin } from './library.plugin.ts';
export { publishWhatsNewAtStart } from './whats-new-publish.ts';
export { runWhatsNewPublishCommand } from './whats-new-command.ts';
