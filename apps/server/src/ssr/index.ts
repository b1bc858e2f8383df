/**
 * Server-rendered pages: the HTML shell, page resolvers, the web app route.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { escapeHtml } from './escape-html.ts';
export { default as pageResolversPlugin } from './page-resolvers.plugin.ts';
export { default as pagesPlugin } from './pages.plugin.ts';
export { default as webAppRoutes } from './web-app.routes.ts';
