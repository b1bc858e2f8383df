import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './html-rules.ts';
import { renderMarkdown } from './render-markdown.ts';

/** What could run script or load a hostile URL in rendered HTML: tags, on* handlers, unsafe URL attributes. */
function activeContent(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<(script|iframe|object|embed|style|form|base|meta|link)\b/gi))
    found.push(m[0]);
  for (const m of html.matchAll(/<[^>]*\son[a-z]+\s*=/gi)) found.push(m[0]);
  for (const m of html.matchAll(/\s(href|src|action|formaction|xlink:href)="([^"]*)"/gi))
    if (!isSafeUrl(decodeEntities(m[2]!))) found.push(m[0]);
  return found;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown: headings, emphasis, tables, strikethrough, task lists', () => {
    const html = renderMarkdown(
      '## Input\n\nGiven **n** numbers.\n\n| n | out |\n|---|---|\n| 1 | 2 |\n\n~~old~~\n\n- [x] done',
    );
    expect(html).toContain('<h2>Input</h2>');
    expect(html).toContain('<strong>n</strong>');
    expect(html).toContain('<del>old</del>');
    expect(html).toMatch(/<input type="checkbox" checked disabled> done/);
    // The table scrolls inside a wrapper and carries the web component's classes.
    expect(html).toMatch(
      /<div class="my-3 overflow-x-auto" tabindex="0"><table class="min-w-full border-collapse text-sm">[\s\S]*<th class="border border-line bg-surface-muted[^"]*">n<\/th>[\s\S]*<td class="border border-line px-3 py-1.5">2<\/td>[\s\S]*<\/table><\/div>/,
    );
  });

  it('typesets $inline$ and $$display$$ math with KaTeX, display written on one line too', () => {
    const html = renderMarkdown('Let $1 \\le n \\le 10^5$.\n\n$$\\sum_{i=1}^n a_i$$');
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    expect(html).toContain('class="katex-display"');
    expect(html).toMatch(/<p>Let <span class="katex">/);
    // The TeX survives only as KaTeX's MathML annotation, not as text with dollars.
    expect(html).not.toContain('$');
  });

  it('keeps code blocks and inline code literal, with the component classes', () => {
    const html = renderMarkdown('```cpp\nint main() { return $x$; }\n```\n\nCall `solve($n$)`.');
    expect(html).toMatch(
      /<pre class="my-3 overflow-x-auto rounded-lg [^"]*font-mono[^"]*" tabindex="0"><code class="font-mono language-cpp">int main\(\) \{ return \$x\$; \}\n<\/code><\/pre>/,
    );
    expect(html).toContain(
      '<code class="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">solve($n$)</code>',
    );
    expect(html).not.toContain('katex');
  });

  it('opens links in a new tab without opener or referrer, except links within the page', () => {
    const html = renderMarkdown(
      'See [the docs](https://example.org/a?b=1), <https://x.org> and a note[^1].\n\n[^1]: Here.',
    );
    expect(html).toContain(
      '<a href="https://example.org/a?b=1" class="text-accent underline underline-offset-2 hover:text-accent-hover" target="_blank" rel="noopener noreferrer">the docs</a>',
    );
    expect(html).toMatch(/<a href="https:\/\/x.org"[^>]* target="_blank" rel="noopener noreferrer">/);
    const footnote = /<a href="#user-content-fn-1"[^>]*>/.exec(html)?.[0];
    expect(footnote).toBeDefined();
    expect(footnote).not.toContain('target=');
  });

  it('keeps http(s), mailto and relative URLs', () => {
    const html = renderMarkdown(
      '[a](http://a.org) [b](mailto:x@y.org) [c](/problems/x) [d](../y) ![e](https://i.org/e.png)',
    );
    for (const url of ['http://a.org', 'mailto:x@y.org', '/problems/x', '../y'])
      expect(html).toContain(`href="${url}"`);
    expect(html).toContain('src="https://i.org/e.png"');
  });

  it('makes code blocks, display math and table wrappers tab stops (they may scroll sideways), nothing else', () => {
    const html = renderMarkdown('```\ncode\n```\n\n$$x^2$$\n\n| a |\n| - |\n| 1 |\n\nplain $y$ text');
    expect(html).toMatch(/<pre[^>]*tabindex="0"/);
    expect(html).toMatch(/<span class="katex-display"[^>]*tabindex="0"/);
    expect(html).toMatch(/<div class="[^"]*overflow-x-auto[^"]*" tabindex="0"><table/);
    expect(html.match(/tabindex="0"/g)).toHaveLength(3);
  });

  it('returns an empty string for empty or blank sources', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown('  \n ')).toBe('');
  });

  describe('is inert against script injection', () => {
    it('shows a <script> block as text', () => {
      const html = renderMarkdown('<script>alert(1)</script>\n\nafter');
      expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
      expect(activeContent(html)).toEqual([]);
    });

    it('shows an <img onerror> as text, and inline tags too', () => {
      const html = renderMarkdown(
        '<img src=x onerror="alert(1)"> hi, and <b onmouseover="alert(2)">bold</b> a<b and c>d',
      );
      expect(html).not.toMatch(/<img|<b\b/);
      expect(html).toContain('&#x3C;img src=x onerror="alert(1)">');
      // Words that look like a tag stay readable instead of vanishing.
      expect(html).toContain('a&#x3C;b and c>d');
      expect(activeContent(html)).toEqual([]);
    });

    it.each([
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](java&#x09;script:alert(1))',
      '[x](<javascript:alert(1)>)',
      '<javascript:alert(1)>',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[x](vbscript:msgbox(1))',
      '[x][r]\n\n[r]: javascript:alert(1)',
      '![x](javascript:alert(1))',
    ])('drops the unsafe URL of %j', (source) => {
      const html = renderMarkdown(source);
      expect(html).not.toMatch(/\s(href|src)=/);
      expect(activeContent(html)).toEqual([]);
    });

    it.each([
      '$\\href{javascript:alert(1)}{click}$',
      '$\\url{javascript:alert(1)}$',
      '$$\\htmlClass{x}{\\htmlStyle{background:url(javascript:alert(1))}{y}}$$',
      '$\\htmlData{onclick=alert(1)}{z}$',
      '$\\includegraphics{javascript:alert(1)}$',
    ])('renders the untrusted KaTeX command in %j as text', (source) => {
      const html = renderMarkdown(source);
      expect(html).toContain('class="katex"');
      // (The TeX itself stays readable as text in KaTeX's MathML annotation.)
      expect(html).not.toMatch(/<a\b|<img\b|<[^>]*\s(href|src|data-onclick|onclick)=/);
      expect(activeContent(html)).toEqual([]);
    });
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://a.org', true],
    ['HTTP://a.org', true],
    ['mailto:a@b.org', true],
    ['/x', true],
    ['#top', true],
    ['x/y:z', true],
    ['?q=a:b', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['ftp://a.org', false],
  ])('%j -> %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});
