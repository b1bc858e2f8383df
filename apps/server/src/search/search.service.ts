/**
 * Search everywhere: the viewer's query through practice's access policy (a problem's document, or a post about a
 * problem, is a result only while the viewer may see that problem) and the held-post rule (a document kept for one
 * learner reaches only them), one page of ranked results with the matches per type, counted up to SEARCH_COUNT_CAP.
 */
import type { FastifyInstance } from 'fastify';
import {
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
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
      // Words found as typed (the common case, and the cheap one); when they fill less than a page, the query may
      // hold a typo, and titles close to it by trigram similarity count too (in the same statement).
      const found = await repo.search(filter, { typosBelow: SEARCH_PAGE_SIZE });
      return {
        results: found.hits.map((hit) => presentSearchResult(hit, words)),
        total: Math.min(found.matches, SEARCH_COUNT_CAP),
        total_exact: found.matches <= SEARCH_COUNT_CAP,
        page: query.page,
        page_size: SEARCH_PAGE_SIZE,
        counts: found.counts,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
