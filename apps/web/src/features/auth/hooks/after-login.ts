/**
 * What happens to the page after a login (spec 01 §4 "After login", "Login dialog", §2 "Login and Sign Up dialog").
 * Pure rules, tested on their own.
 */
import { matchRoute } from '@katana/shared/routes';

/** The login trigger flag of spec 01 §9: a guided path's "get started" button opened the dialog. */
export const GET_STARTED_TRIGGER = 'get_started';

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
 * The ?redirect target of the auth page, accepted only as a path on this site (never `//host` or `https://...`,
 * which would make the login page an open redirect). Anything else, or nothing, goes home.
 */
export function safeRedirectPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  // The auth page itself as a target would only show the form again.
  if (matchRoute(redirect).kind === 'auth') return '/';
  return redirect;
}

/** Where a sign-in started from this page returns to: here, except from the error pages, which go home (spec 01). */
export function returnPath(pathWithQuery: string): string {
  const kind = matchRoute(pathWithQuery).kind;
  return kind === 'not-found' || kind === 'server-error' ? '/' : pathWithQuery;
}
