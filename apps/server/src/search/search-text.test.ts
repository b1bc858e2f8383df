import { describe, expect, it } from 'vitest';
import { highlightRanges, plainText, queryWords, requiredWords, snippetOf } from './search-text.ts';

const marked = (text: string, ranges: Array<[number, number]>) => ranges.map(([a, b]) => text.slice(a, b));

describe('queryWords and requiredWords', () => {
  it('keeps letters and digits only, lower-cased, at most eight words', () => {
    expect(queryWords("Dijkstra's  shortest-path: O(n log n) & x86")).toEqual([
      'dijkstra',
      's',
      'shortest',
      'path',
      'o',
      'n',
      'log',
      'n',
    ]);
    expect(queryWords('%_:*&|!()')).toEqual([]);
    expect(queryWords('Ünïcode 数组')).toEqual(['ünïcode', '数组']);
  });

  it('drops stop words unless the query has nothing else', () => {
    expect(requiredWords(['the', 'shortest', 'path'])).toEqual(['shortest', 'path']);
    expect(requiredWords(['the'])).toEqual(['the']);
  });
});

describe('plainText', () => {
  it('turns Markdown and HTML into the words a reader sees', () => {
    expect(
      plainText(
        '# Title\n\nUse **Dijkstra** with a [heap](https://x.test/h) and `dist[]`.\n\n```cpp\nint x;\n```',
      ),
    ).toBe('Title Use Dijkstra with a heap and dist[] . int x;');
    expect(plainText('<p>Tom &amp; Jerry <script>alert(1)</script><b>run</b></p>')).toBe('Tom & Jerry run');
  });
});

describe('snippetOf', () => {
  const long = `${'Intro words here. '.repeat(20)}Then the towers relay the signal onward. ${'Filler text. '.repeat(20)}`;

  it('cuts around the first match at word boundaries, with ellipses and the ranges of the matched words', () => {
    const { snippet, highlight } = snippetOf(long, ['relay', 'tower']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(182);
    expect(marked(snippet, highlight)).toEqual(['towers', 'relay']);
    // Whole words only: the cut text starts after a space of the original and ends before one.
    const inner = snippet.slice(1, -1);
    const at = long.indexOf(inner);
    expect([long[at - 1], long[at + inner.length]]).toEqual([' ', ' ']);
  });

  it('starts at the beginning when nothing matches, and keeps a short text whole', () => {
    expect(snippetOf(long, ['absent']).snippet.startsWith('Intro words')).toBe(true);
    expect(snippetOf('Short text about graphs.', ['graph'])).toEqual({
      snippet: 'Short text about graphs.',
      highlight: [[17, 23]],
    });
  });

  it('matches the last word as a prefix only', () => {
    expect(marked('dijkstra and dijk', highlightRanges('dijkstra and dijk', ['dijk']))).toEqual([
      'dijkstra',
      'dijk',
    ]);
    expect(highlightRanges('dijkstra', ['dijk', 'path'])).toEqual([]);
  });
});
