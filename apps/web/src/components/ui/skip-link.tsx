/**
 * "Skip to content" (WCAG 2.4.1): the first focusable element of every page, hidden until it has keyboard focus;
 * activating it moves focus to the page's main region, past the header and its menus.
 */
import type { MouseEvent } from 'react';
import { MAIN_ID } from '../../lib/a11y/main-region.ts';

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus the region itself rather than change the URL's hash (the router would treat it as a navigation).
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[1000] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-fg focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-accent"
    >
      Skip to content
    </a>
  );
}
