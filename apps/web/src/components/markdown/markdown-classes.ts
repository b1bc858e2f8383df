/**
 * The look of rendered Markdown, shared by the client renderer (markdown.tsx) and the server-rendered HTML
 * (markdown-html.tsx), so a statement reads the same whichever of the two drew it.
 */
import { clsx } from 'clsx';

export function markdownClasses(inline: boolean, className?: string): string {
  return clsx(
    'markdown-body text-[15px] leading-relaxed text-fg',
    '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
    inline ? '[&_p]:my-0' : '[&_p]:my-2',
    '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
    '[&_li]:my-0.5 [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-fg-muted',
    '[&_hr]:my-4 [&_hr]:border-line [&_.katex-display]:overflow-x-auto [&_.katex-display]:py-1',
    // An inline formula never breaks inside itself (KaTeX allows a break after each relation and operator, which at
    // 375 px split "1 <= n <=" from "10^5"): it moves to the next line whole, and long words around it may wrap.
    '[&_.katex]:whitespace-nowrap break-words',
    className,
  );
}
