/**
 * Markdown as the catalogue writes it: GitHub-flavoured (tables, task lists, strikethrough, autolinks) with $inline$
 * and $$display$$ math rendered by KaTeX. Raw HTML in the source is shown as text, never injected.
 *
 * Heavy (the parser, KaTeX and its CSS): pages load it through `LazyMarkdown` (lazy-markdown.tsx) so it stays out of
 * their first load; import this file directly only inside an already-lazy chunk.
 *
 * `slots` puts React elements inline where a pattern matches in the text (not inside code), e.g. an input at each
 * `{{blank:id}}` marker of a fill-up statement, so the blanks sit inside their sentences.
 */
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { clsx } from 'clsx';
import 'katex/dist/katex.min.css';
import { markdownClasses } from './markdown-classes.ts';
import { openDisplayMath } from '@katana/shared/markdown/display-math';
import { remarkSlots, SLOT_ATTRIBUTE } from './remark-slots.ts';

export interface MarkdownSlots {
  /** A global pattern; its first group is handed to `render`. */
  pattern: RegExp;
  render(id: string): ReactNode;
}

export interface MarkdownProps {
  children: string;
  slots?: MarkdownSlots;
  /** Short texts set inside other elements (a quiz option): paragraphs without their vertical margins. */
  inline?: boolean;
  className?: string;
}

const codeBlock =
  'my-3 overflow-x-auto rounded-lg border border-line bg-surface-muted p-3 font-mono text-[13px] leading-relaxed text-fg';

function baseComponents(slots: MarkdownSlots | undefined): Components {
  return {
    a: ({ node: _node, ...props }) => (
      <a
        {...props}
        className="text-accent underline underline-offset-2 hover:text-accent-hover"
        target="_blank"
        rel="noreferrer noopener"
      />
    ),
    // Blocks that scroll sideways on a narrow screen are tab stops, so a keyboard can scroll them (WCAG 2.1.1).
    pre: ({ node: _node, className, ...props }) => (
      <pre {...props} tabIndex={0} className={clsx(codeBlock, className)} />
    ),
    code: ({ node: _node, className, ...props }) => {
      // Fenced blocks come with a language class or sit in <pre>; only inline code gets the pill look.
      const block = /language-/.test(className ?? '') || String(props.children ?? '').includes('\n');
      return (
        <code
          {...props}
          className={clsx(
            block ? 'font-mono' : 'rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]',
            className,
          )}
        />
      );
    },
    table: ({ node: _node, ...props }) => (
      <div className="my-3 overflow-x-auto" tabIndex={0}>
        <table {...props} className="min-w-full border-collapse text-sm" />
      </div>
    ),
    th: ({ node: _node, ...props }) => (
      <th {...props} className="border border-line bg-surface-muted px-3 py-1.5 text-left font-semibold" />
    ),
    td: ({ node: _node, ...props }) => <td {...props} className="border border-line px-3 py-1.5" />,
    span: ({ node: _node, ...props }: ComponentProps<'span'> & { node?: unknown }) => {
      const id = (props as Record<string, unknown>)[SLOT_ATTRIBUTE];
      if (slots && typeof id === 'string') return <>{slots.render(id)}</>;
      // Display math wider than a phone scrolls sideways: a tab stop too.
      return props.className === 'katex-display' ? <span {...props} tabIndex={0} /> : <span {...props} />;
    },
  };
}

export function Markdown({ children, slots, inline = false, className }: MarkdownProps) {
  const components = useMemo(() => baseComponents(slots), [slots]);
  const remarkPlugins = useMemo<NonNullable<Options['remarkPlugins']>>(
    () =>
      slots ? [remarkGfm, remarkMath, [remarkSlots, { pattern: slots.pattern }]] : [remarkGfm, remarkMath],
    [slots],
  );
  return (
    <div className={markdownClasses(inline, className)}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={[rehypeKatex]} components={components}>
        {openDisplayMath(children)}
      </ReactMarkdown>
    </div>
  );
}

export default Markdown;
