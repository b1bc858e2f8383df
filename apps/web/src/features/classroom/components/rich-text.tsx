/**
 * Text the catalogue writes in Markdown: the server's rendered HTML when it sent one (no parser or KaTeX in the
 * page), else the Markdown rendered here by the lazily loaded component (FILL_UP statements with their blanks,
 * graded explanations, or an older server).
 */
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown.tsx';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';

export function RichText({
  markdown,
  html,
  inline,
  className,
}: {
  markdown: string;
  html?: string | null;
  inline?: boolean;
  className?: string;
}) {
  if (typeof html === 'string') return <MarkdownHtml html={html} inline={inline} className={className} />;
  return (
    <LazyMarkdown inline={inline} className={className}>
      {markdown}
    </LazyMarkdown>
  );
}

/**
 * A statement or note without its opening heading when that heading is the problem's name (the classroom header
 * already shows it).
 */
export function RichTextWithoutTitle({
  markdown,
  html,
  title,
}: {
  markdown: string;
  html?: string | null;
  title: string;
}) {
  return (
    <RichText
      markdown={withoutTitle(markdown, title)}
      html={html == null ? html : withoutTitleHtml(html, title)}
    />
  );
}

/** Markdown: a leading '# name' heading. */
function withoutTitle(statement: string, name: string): string {
  const match = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(statement);
  return match && same(match[1] ?? '', name) ? statement.slice(match[0].length) : statement;
}

/** The same for the server's HTML: a leading <h1> that reads as the problem's name. */
function withoutTitleHtml(html: string, name: string): string {
  const match = /^\s*<h1[^>]*>([\s\S]*?)<\/h1>\s*/.exec(html);
  return match && same((match[1] ?? '').replace(/<[^>]+>/g, ''), name) ? html.slice(match[0].length) : html;
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
