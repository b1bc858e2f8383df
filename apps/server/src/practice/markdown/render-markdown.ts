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
import { remarkBlankPlaceholders } from './blank-placeholders.ts';
import { rehypeInert, rehypeWebClasses } from './html-rules.ts';

/**
 * Names this renderer's output. HTML stored under another version is rendered again (the importer re-imports such
 * problems): bump the number when the output changes. KaTeX's version is part of it because its markup must match
 * the KaTeX CSS the web ships (both pin katex 0.19.1).
 *
 * 2: FILL_UP statements are rendered too, each blank an empty placeholder (blank-placeholders.ts).
 * 3: code blocks, display math and table wrappers are tab stops (they may scroll sideways).
 */
export const MARKDOWN_RENDERER_VERSION = `3+katex-${katex.version}`;

/** The pipeline; `blanks` adds the fill-up placeholders, after parsing and before the Markdown becomes HTML. */
function processorFor(blanks: boolean) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkMath)
      .use(blanks ? [remarkBlankPlaceholders] : [])
      // Raw HTML is carried as `raw` nodes only so that rehypeInert can turn it into visible text, as react-markdown
      // does; rehype-stringify (without allowDangerousHtml) would escape any raw node that were left anyway.
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeKatex, { trust: false })
      .use(rehypeInert)
      .use(rehypeWebClasses)
      .use(rehypeStringify)
      .freeze()
  );
}

const processor = processorFor(false);
const fillUpProcessor = processorFor(true);

export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return String(processor.processSync(openDisplayMath(source)));
}

/**
 * A FILL_UP statement: as renderMarkdown, with each `{{blank:<id>}}` marker an empty `<span data-blank="<id>">`
 * for the web to put the blank's input in. A marker in code or math stays text.
 */
export function renderFillUpStatement(source: string): string {
  if (source.trim() === '') return '';
  return String(fillUpProcessor.processSync(openDisplayMath(source)));
}

/**
 * What goes wrong rendering `source` (content check): each message the pipeline reports, such as a formula KaTeX
 * cannot parse (rehype-katex renders it in red and reports it instead of throwing), as "line L: reason".
 */
export function markdownProblems(source: string, opts: { fillUp?: boolean } = {}): string[] {
  if (source.trim() === '') return [];
  const file = (opts.fillUp ? fillUpProcessor : processor).processSync(openDisplayMath(source));
  return file.messages.map((m) => {
    const cause = m.cause instanceof Error ? `: ${m.cause.message.split('\n')[0]}` : '';
    return `${m.line ? `line ${m.line}: ` : ''}${m.reason}${cause}`;
  });
}
