/**
 * Markdown the server has already rendered to HTML (statements, hints, editorials: see the server's
 * practice/markdown/render-markdown.ts), set in the same wrapper as the client renderer. The page then needs only
 * KaTeX's CSS, not the Markdown parser and KaTeX. The server's HTML is inert by construction (raw HTML in the
 * source is escaped, unsafe URLs dropped, KaTeX without trust), which is why it may be set as innerHTML here.
 */
import 'katex/dist/katex.min.css';
import { markdownClasses } from './markdown-classes.ts';

export function MarkdownHtml({ html, inline = false, className }: { html: string; inline?: boolean; className?: string }) {
  return <div className={markdownClasses(inline, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
