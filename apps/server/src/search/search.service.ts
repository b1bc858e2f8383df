/**
 * Search everywhere: the viewer's query through practice's access policy (a problem's document, or a post about a
 * problem, is a result only while the viewer may see that problem) and the held-post rule (a document kept for one
 * learner reaches only them), one page of ranked results with the matches per type.
 */
import type { FastifyInstance } from 'fastify';
import {
  SEARCH_PAGE_SIZE,
  type SearchDocumentType,
  type SearchQuery,
  type SearchResponse,
} from '@katana/shared/api/search';
import type { createSearchRepository } from './search.repository.ts';
import { presentSearchResult } from './search.presenter.ts';
import { queryWords, requiredWords } from './search-text.ts';

export interface SearchServiceOptions {
  repo: ReturnType<typeof createSearchRepository>;
  problemAccess: Pick<FastifyInstance['problemAccess'], 'visibleTo'>;
}

export function createSearchService({ repo, problemAccess }: SearchServiceOptions) {
  return {
    async search(viewer: number | null, query: SearchQuery): Promise<SearchResponse> {
      const words = requiredWords(queryWords(query.q));
      const text = query.q.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
      const filter = {
        words,
        text,
        type: query.type,
        viewer,
        visibleProblem: problemAccess.visibleTo(viewer),
        limit: SEARCH_PAGE_SIZE,
        offset: (query.page - 1) * SEARCH_PAGE_SIZE,
      };
      const totalOf = (counts: Partial<Record<SearchDocumentType, number>>) =>
        query.type ? (counts[query.type] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0);
      // Words found as typed first (the common case, and the cheap one); when they fill less than a page, the
      // query may hold a typo: search again with titles close to it by trigram similarity.
      let { hits, counts } = await repo.search({ ...filter, typos: false });
      if (totalOf(counts) < SEARCH_PAGE_SIZE)
        ({ hits, counts } = await repo.search({ ...filter, typos: true }));
      const total = totalOf(counts);
      return {
        results: hits.map((hit) => presentSearchResult(hit, words)),
        total,
        page: query.page,
        page_size: SEARCH_PAGE_SIZE,
        counts: counts as Partial<Record<SearchDocumentType, number>>,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
