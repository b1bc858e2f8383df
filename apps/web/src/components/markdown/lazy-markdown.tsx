/**
 * Markdown for pages: the parser, KaTeX and its CSS load as their own chunk on first use. Until they arrive the
 * source shows as plain wrapped text (marked busy), so the words are readable from the first paint.
 */
import { lazy, Suspense } from 'react';
import { clsx } from 'clsx';
import type { MarkdownProps } from './markdown.tsx';

const loadMarkdown = () => import('./markdown.tsx');
const Markdown = lazy(loadMarkdown);

export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className={clsx('text-[15px] leading-relaxed whitespace-pre-wrap text-fg', props.className)}>
          {props.children}
        </div>
      }
    >
      <Markdown {...props} />
    </Suspense>
  );
}
