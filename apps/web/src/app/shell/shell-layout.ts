/**
 * Which chrome a page gets around it. The shell header follows spec 01 (`isHeaderHidden`). Where it is hidden,
 * the classrooms bring their own compact header (back or close, title, contest timer); every other page gets the
 * dashboard side navigation, so no page is left without a way to the menus and the account. An entity route still
 * shown as coming soon has no classroom yet, so it gets the side navigation too.
 */
import type { PageKind } from '@katana/shared/page-kinds';
import { isHeaderHidden, matchRoute } from '@katana/shared/routes';

const CLASSROOM_KINDS: ReadonlySet<PageKind> = new Set<PageKind>([
  'problem',
  'contest-classroom',
  'test-series-test',
  'guided-path-classroom',
]);

export type ShellChrome = 'header' | 'dashboard-nav' | 'own';

export function shellChrome(pathname: string): ShellChrome {
  if (!isHeaderHidden(pathname)) return 'header';
  const match = matchRoute(pathname);
  return CLASSROOM_KINDS.has(match.kind) && !match.route?.comingSoon ? 'own' : 'dashboard-nav';
}
