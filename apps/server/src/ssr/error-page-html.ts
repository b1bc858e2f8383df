/**
 * The static text of the error pages (spec 01 "Error pages"), rendered inside #root so a visitor or crawler
 * without JavaScript reads it; React's createRoot replaces it when the app starts.
 */
import { PAGE_DEFAULTS } from '@katana/shared/page-kinds';
import { escapeHtml } from './escape-html.ts';

export const GO_BACK_HOME = 'Go back to home';

export type ErrorPageKind = 'not-found' | 'server-error';

export function errorPageHtml(kind: ErrorPageKind): string {
  const [heading, text] = PAGE_DEFAULTS[kind];
  return (
    `<main data-error-page="${kind === 'not-found' ? 404 : 500}">` +
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p><a href="/">${escapeHtml(GO_BACK_HOME)}</a>` +
    `</main>`
  );
}
