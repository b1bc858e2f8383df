/** A search hit as the wire's SearchResult: the snippet cut from the plain-text body around the matched words. */
import type { SearchResult } from '@katana/shared/api/search';
import type { SearchHit } from './search.repository.ts';
import { highlightRanges, snippetOf } from './search-text.ts';

export function presentSearchResult(hit: SearchHit, words: readonly string[]): SearchResult {
  const { snippet, highlight } = snippetOf(hit.body, words);
  return {
    type: hit.type,
    title: hit.title,
    url: hit.url,
    snippet,
    highlight,
    title_highlight: highlightRanges(hit.title, words),
    meta: hit.meta,
  };
}
