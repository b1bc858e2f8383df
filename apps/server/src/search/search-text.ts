/**
 * The text side of search, in plain TypeScript: the words of a query, Markdown/HTML turned into plain text for the
 * index, and the snippet a result shows with the [start, end) ranges of the matched words. Snippets are cut from
 * plain text (never ts_headline's HTML), so the web renders them as text and nothing needs sanitising.
 */

/** PostgreSQL's english.stop: the english configuration drops these, so a query must not require them. */
const ENGLISH_STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is are ' +
    'was were be been being have has had having do does did doing a an the and but if or because as until while ' +
    'of at by for with about against between into through during before after above below to from up down in out ' +
    'on off over under again further then once here there when where why how all any both each few more most ' +
    'other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The query's words, lower-cased letters and digits only (so they are safe inside to_tsquery), at most eight. */
export function queryWords(q: string): string[] {
  const words =
    q
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * The words a document must contain: stop words only count when the query has nothing else ("the" alone still
 * searches titles for "the"). The last word stays last, since it is matched as a prefix.
 */
export function requiredWords(words: readonly string[]): string[] {
  const meaningful = words.filter((w) => !ENGLISH_STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : [...words];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Markdown or HTML as the words a reader sees: tags, link targets, emphasis and code fences dropped. */
export function plainText(source: string): string {
  return source
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name] ?? ' ')
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|[*`$|~])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A word's crude stem, so "graphs" and "sorting" highlight for "graph" and "sort". */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(ing|ed|es|s)$/, '');
}

function tokenMatches(token: string, words: readonly string[], prefixLast: boolean): boolean {
  const lower = token.toLowerCase();
  return words.some((word, i) => {
    if (lower === word) return true;
    if (prefixLast && i === words.length - 1 && lower.startsWith(word)) return true;
    return word.length >= 3 && stem(lower) === stem(word);
  });
}

/** [start, end) ranges of the tokens of `text` that match a query word (the last word also as a prefix). */
export function highlightRanges(text: string, words: readonly string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (words.length === 0) return ranges;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (tokenMatches(m[0], words, true)) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

export const SNIPPET_LENGTH = 180;
const LEAD = 60;

/**
 * About SNIPPET_LENGTH characters of `text` around its first matching word (or its start), cut at word boundaries
 * with an ellipsis where it was cut, and the highlight ranges inside it.
 */
export function snippetOf(
  text: string,
  words: readonly string[],
  length = SNIPPET_LENGTH,
): { snippet: string; highlight: Array<[number, number]> } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return { snippet: clean, highlight: highlightRanges(clean, words) };
  const first = highlightRanges(clean, words)[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - LEAD, clean.length - length));
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const snippet = `${start > 0 ? '…' : ''}${clean.slice(start, end)}${end < clean.length ? '…' : ''}`;
  return { snippet, highlight: highlightRanges(snippet, words) };
}
