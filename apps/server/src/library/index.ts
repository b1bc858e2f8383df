/**
 * Library, videos and what's new: articles by category (guided paths' articles shared, one source), reading
 * history and bookmarks, the operator's videos and the one record of completed videos (goals' videos too), the
 * changelog and its announcements.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as libraryPlugin } from './library.plugin.ts';
export { publishWhatsNewAtStart } from './whats-new-publish.ts';
export { runWhatsNewPublishCommand } from './whats-new-command.ts';
export { completedVideoIdentities, isVideoCompleted, markVideoCompleted } from './video-completions.ts';
