/**
 * Helpers for tests outside the package (`@katana/judge/test-support`): the server's tests and the queue benchmark,
 * never production code (ESLint refuses this entry elsewhere). The public API is ./index.ts.
 */
export { deleteKeys, uniquePrefix, waitFor } from './queue/test-support.ts';
export { buildZip, type ZipEntryInput } from './package/zip-writer.test-support.ts';
