/**
 * Search everywhere: the index other slices write (search-index.ts) and, on top, the search endpoint and its
 * re-indexing of the catalogue. The only module other slices and the composition root import from this slice
 * (lint-enforced: eslint.config.js).
 */
export { indexSearchDocuments, removeSearchDocuments, replaceSearchDocuments } from './search-index.ts';
export type { SearchDocumentInput } from './search-index.repository.ts';
export { reindexCatalogue } from './catalogue-index.ts';
export { default as searchPlugin } from './search.plugin.ts';
