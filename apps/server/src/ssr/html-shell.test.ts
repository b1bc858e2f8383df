import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { BUILTIN_SHELL, injectIntoShell } from './html-shell.ts';
import { renderHead } from './page-head.ts';

const VITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Katana</title>
    <meta name="description" content="placeholder" />
    <meta name="katana-config" content="{}" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('injectIntoShell', () => {
  it('fills the placeholders of the built-in shell', () => {
    const html = injectIntoShell(BUILTIN_SHELL, '<title>T</title>', '<p>x</p>');
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<div id="root"><p>x</p></div>');
    expect(html).not.toContain('<!--app-');
  });

  it("replaces a plain Vite index.html's title and description and keeps its script", () => {
    const html = injectIntoShell(
      VITE_INDEX,
      '<title>New</title>\n<meta name="description" content="d" />',
      '<h1>e</h1>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>New</title>');
    expect(html).not.toContain('placeholder');
    expect(html).toContain('src="/assets/index-abc123.js"');
    expect(html).toContain('<div id="root"><h1>e</h1></div>');
  });

  const webIndex = join(REPO_ROOT, 'apps/web/index.html');
  it.skipIf(!existsSync(webIndex))(
    "leaves exactly one of each head tag in the web app's own index.html",
    () => {
      const head = renderHead({
        meta: { title: 'T', description: 'D', robots: 'noindex, nofollow' },
        canonicalUrl: 'https://k.example/x',
        brand: 'K',
        webConfig: { brandName: 'K' },
      });
      const html = injectIntoShell(readFileSync(webIndex, 'utf8'), head, '<h1>e</h1>');
      for (const tag of [
        /<title>/g,
        /name="description"/g,
        /name="robots"/g,
        /name="katana-config"/g,
        /rel="canonical"/g,
      ]) {
        expect(html.match(tag)).toHaveLength(1);
      }
      expect(html).toContain('<title>T</title>');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html).toMatch(/<div id="root"><h1>e<\/h1><\/div>/);
    },
  );

  it('keeps $ sequences in injected text literal', () => {
    const html = injectIntoShell(BUILTIN_SHELL, "<title>$& $' $1</title>", '');
    expect(html).toContain("<title>$& $' $1</title>");
  });
});

describe('renderHead', () => {
  it('escapes every injected value', () => {
    const head = renderHead({
      meta: {
        title: '</title><script>alert(1)</script>',
        description: '"quoted" & <b>',
        robots: 'index, follow',
        keywords: 'a"b',
      },
      canonicalUrl: 'https://k.example/p?x="y"',
      brand: 'K<>',
      webConfig: { brandName: 'K<>"' },
    });
    expect(head).not.toContain('<script>');
    expect(head).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(head).toContain('content="&quot;quoted&quot; &amp; &lt;b&gt;"');
    expect(head).toContain('<meta name="keywords" content="a&quot;b" />');
    expect(head).toContain('content="K&lt;&gt;"');
    expect(head).toContain(
      '<meta name="katana-config" content="{&quot;brandName&quot;:&quot;K&lt;&gt;\\&quot;&quot;}" />',
    );
  });
});
