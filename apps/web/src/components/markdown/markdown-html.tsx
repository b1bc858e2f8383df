/**
 * Markdown the server has already rendered to HTML (statements, hints, editorials: see the server's
 * practice/markdown/render-markdown.ts), set in the same wrapper as the client renderer. The page then needs only
 * KaTeX's CSS, not the Markdown parser and KaTeX. The server's HTML is inert by construction (raw HTML in the
 * source is escaped, unsafe URLs dropped, KaTeX without trust), which is why it may be set as innerHTML here.
 *
 * `slots` puts React elements into the HTML's empty placeholder elements (the server writes a fill-up statement's
 * blanks as `<span data-blank="id"></span>`): each is rendered through a portal, so it stays part of this React
 * tree (context, state, events) while sitting inside its sentence. The HTML itself is set once per string: React
 * leaves innerHTML alone while `html` is unchanged, so typing into a slot never rebuilds the statement.
 */
import 'katex/dist/katex.min.css';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { markdownClasses } from './markdown-classes.ts';

export interface HtmlSlots {
  /** The attribute that marks a placeholder; its value is handed to `render`. */
  attribute: string;
  render(id: string): ReactNode;
}

interface Placeholder {
  id: string;
  element: Element;
}

export function MarkdownHtml({
  html,
  inline = false,
  className,
  slots,
}: {
  html: string;
  inline?: boolean;
  className?: string;
  slots?: HtmlSlots;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [placeholders, setPlaceholders] = useState<Placeholder[]>([]);
  const attribute = slots?.attribute;

  // After React has set the HTML (and again whenever it sets a new one), find the placeholders before paint.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || !attribute) {
      setPlaceholders([]);
      return;
    }
    setPlaceholders(
      [...root.querySelectorAll(`[${attribute}]`)].map((element) => ({
        id: element.getAttribute(attribute) ?? '',
        element,
      })),
    );
  }, [html, attribute]);

  return (
    <>
      <div ref={ref} className={markdownClasses(inline, className)} dangerouslySetInnerHTML={{ __html: html }} />
      {slots && placeholders.map((p, i) => createPortal(slots.render(p.id), p.element, `${i}:${p.id}`))}
    </>
  );
}
