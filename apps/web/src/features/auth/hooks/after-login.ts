/**
 * What happens to the page after a login (spec 01 §4 "After login", "Login dialog", §2 "Login and Sign Up dialog").
 * Pure rules, tested on their own.
 */
import { matchRoute } from '@katana/shared/routes';
import { safeRedirectPath } from '@katana/shared/safe-redirect';
import { GET_STARTED_TRIGGER } from '../../../lib/auth/login-dialog-context.tsx';

/**
 * The page reloads after a login, except on the online compilers (the code being written must survive) and on
 * guided paths when the dialog was opened by the get_started trigger (the path continues in place).
 */
export function shouldReloadAfterLogin(pathname: string, trigger?: string): boolean {
  const kind = matchRoute(pathname).kind;
  if (kind === 'online-compiler') return false;
  if (trigger === GET_STARTED_TRIGGER && pathname.startsWith('/guided-paths')) return false;
  return true;
}

/** With reloadAfterClose set, the page reloads after the dialog closes, unless the cross was used. */
export function shouldReloadAfterClose(reloadAfterClose: boolean, reason: string): boolean {
  return reloadAfterClose && reason !== 'cross_clicked';
}

/**
 * Where the auth page goes after a login (its ?redirect, or the partner layer's codestudioRedirect): a page of this
 * site by the shared safeRedirectPath (parsed as the browser parses it, so no spelling of `//host` gets through and
 * the login page is no open redirect). Anything else, or nothing, goes home.
 */
export function afterLoginPath(redirect: string | null | undefined, origin: string): string {
  const path = safeRedirectPath(redirect, origin);
  // The auth page itself as a target would only show the form again.
  return matchRoute(path).kind === 'auth' ? '/' : path;
}

/** Where a sign-in started from this page returns to: here, except from the error pages, which go home (spec 01). */
export function returnPath(pathWithQuery: string): string {
  const kind = matchRoute(pathWithQuery).kind;
  return kind === 'not-found' || kind === 'server-error' ? '/' : pathWithQuery;
}
