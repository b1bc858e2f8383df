/**
 * Markdown as the catalogue writes it, rendered to HTML on the server: GitHub-flavoured (tables, task lists,
 * strikethrough, autolinks, footnotes) with $inline$ and $$display$$ math typeset by KaTeX. The browser then needs
 * KaTeX's CSS only, not the parser and KaTeX (131 kB gz of the problem page's first load, bench/web/results.md).
 *
 * The output matches the web's Markdown component (apps/web/src/components/markdown/markdown.tsx) element for
 * element and class for class (html-rules.ts), so the web sets it inside the same wrapper. It is inert: raw HTML in
 * the source shows as text, only http(s)/mailto/relative URLs survive, and KaTeX runs with trust off (\href,
 * \url, \htmlClass... render as plain red command names, never as links or attributes).
 */
import katex from 'katex';
import rehypeKatex from 'rehype-katex';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { openDisplayMath } from '@katana/shared/markdown/display-math';
import { rehypeInert, rehypeWebClasses } from './html-rules.ts';

/**
 * Names this renderer's output. HTML stored under another version is rendered again (the importer re-imports such
 * problems): bump the number when the output changes. KaTeX's version is part of it because its markup must match
 * the KaTeX CSS the web ships (both pin katex 0.19.1).
 */
export const MARKDOWN_RENDERER_VERSION = `1+katex-${katex.version}`;

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  // Raw HTML is carried as `raw` nodes only so that rehypeInert can turn it into visible text, as react-markdown
  // does; rehype-stringify (without allowDangerousHtml) would escape any raw node that were left anyway.
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeKatex, { trust: false })
  .use(rehypeInert)
  .use(rehypeWebClasses)
  .use(rehypeStringify)
  .freeze();

export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return String(processor.processSync(openDisplayMath(source)));
}
