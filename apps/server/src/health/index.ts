/**
 * Health: the registry of checks behind GET /api/health.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as healthPlugin } from './health.plugin.ts';
export { default as healthRoutes } from './health.routes.ts';
