import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { withHeadingIds } from './article-html.ts';
import { describe as describeArticle, loadLibraryContent } from './library-content.ts';
import { loadReleases, loadVideos } from './resource-content.ts';

describe('the shipped library content', () => {
  const content = loadLibraryContent(REPO_ROOT);

  it('has at least 30 articles across its categories, each with a title, description and reading time', () => {
    expect(content.articles.size).toBeGreaterThanOrEqual(30);
    expect(content.categories.length).toBeGreaterThanOrEqual(4);
    for (const article of content.articles.values()) {
      expect(article.title, article.slug).not.toBe('');
      expect(article.description.length, article.slug).toBeGreaterThan(40);
      expect(article.minutes, article.slug).toBeGreaterThan(0);
      expect(article.toc.length, article.slug).toBeGreaterThan(1);
    }
  });

  it('shares the guided paths’ articles (one source) with their section’s problems as related problems', () => {
    const search = content.articles.get('binary-search')!;
    expect(search.guidedPath).toEqual({ slug: 'data-structures-algorithms', title: expect.any(String) });
    expect(search.related.length).toBeGreaterThan(0);
  });

  it('ships no videos and a what’s new entry per release, newest first', () => {
    expect(loadVideos(REPO_ROOT)).toEqual([]);
    const releases = loadReleases(REPO_ROOT);
    expect(releases.length).toBeGreaterThanOrEqual(3);
    expect(releases.map((r) => r.version)).toEqual(
      [...releases.map((r) => r.version)].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })),
    );
  });
});

describe('article headings', () => {
  it('get ids from their source text, repeats numbered, math and code left out of the label', () => {
    const { html, toc } = withHeadingIds(
      '<h2>Why $O(n)$</h2><p>x</p><h3>Set <code>x</code></h3><h2>Why $O(n)$</h2>',
      '## Why $O(n)$\n\ntext\n\n```\n## not a heading\n```\n\n### Set `x`\n\n## Why $O(n)$\n',
    );
    expect(toc).toEqual([
      { id: 'why-on', text: 'Why O(n)', level: 2 },
      { id: 'set-x', text: 'Set x', level: 3 },
      { id: 'why-on-2', text: 'Why O(n)', level: 2 },
    ]);
    expect(html).toContain('<h2 id="why-on">');
  });

  it('describes an article by its first paragraph, cut to 160 characters', () => {
    expect(
      describeArticle('## Heading\n\nA **bold** claim with $x$ and [a link](https://example.org).'),
    ).toBe('A bold claim with x and a link.');
    expect(describeArticle(`${'word '.repeat(60)}`).length).toBeLessThanOrEqual(160);
  });
});
