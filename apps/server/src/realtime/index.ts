/**
 * Realtime: socket.io rooms per user, in-memory or through the Redis adapter.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as realtimePlugin } from './realtime.plugin.ts';
export type { RealtimePluginOptions } from './realtime.plugin.ts';
