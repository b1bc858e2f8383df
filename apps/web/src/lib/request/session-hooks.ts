/**
 * What the request layer does when the server reports a session problem (spec 01 §8, spec 03 §8). The effects are
 * hooks so the auth store can plug in (`apiClient.setSessionHooks({ clearAuthState })`) and tests can observe them.
 */
import { SessionErrorCode } from '@katana/shared/envelope';
import { CSRF_COOKIE } from '@katana/shared/auth-errors';
import { authRedirectUrl, matchRoute } from '@katana/shared/routes';

export interface SessionHooks {
  /** Resets the signed-in user, token and flags held by the client. */
  clearAuthState(): void;
  /** Leaves the page for `url` (a full navigation, so every cached query goes with it). */
  redirect(url: string): void;
  /** The current path plus query, e.g. `/problems?page=2`. */
  currentPathWithQuery(): string;
  /** Expires the named cookies for this site. */
  clearCookies(names: readonly string[]): void;
  /** A token to send as `Authorization: Token <t>`, for clients that hold one outside the HttpOnly cookie. */
  authToken(): string | null;
  /** The double-submit CSRF value echoed on cookie-authenticated writes (x-csrf-token), or null without one. */
  csrfToken(): string | null;
}

/** Session cookies cleared on envelope code 103. */
export const SESSION_COOKIES = ['studio_at', 'studio_rt', 'nauk_sid'] as const;

export function expireCookies(names: readonly string[]): void {
  const host = window.location.hostname;
  // The cookies may have been set on the host or on its parent domain; expire both variants.
  const parent = host.split('.').slice(-2).join('.');
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    if (parent.includes('.')) document.cookie = `${name}=; Max-Age=0; path=/; domain=.${parent}`;
  }
}

/** A cookie's value as the page can read it (HttpOnly cookies, such as the session token, are invisible here). */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

export const browserSessionHooks: SessionHooks = {
  clearAuthState: () => {},
  redirect: (url) => window.location.assign(url),
  currentPathWithQuery: () => `${window.location.pathname}${window.location.search}`,
  clearCookies: expireCookies,
  authToken: () => null,
  csrfToken: () => readCookie(CSRF_COOKIE),
};

/** The auth route for an expired session: redirect back here, logged_out=true, and the partner flag for 102. */
export function loggedOutUrl(currentPathWithQuery: string, code: number): string {
  const base = `${authRedirectUrl(currentPathWithQuery)}&logged_out=true`;
  return code === SessionErrorCode.PARTNER_LOGGED_OUT ? `${base}&continue_with_naukri=1` : base;
}

/** Runs the session effects for an envelope error code; other codes are left to the caller. */
export function handleSessionCode(code: number, hooks: SessionHooks): void {
  if (code === SessionErrorCode.LOGGED_OUT || code === SessionErrorCode.PARTNER_LOGGED_OUT) {
    hooks.clearAuthState();
    const here = hooks.currentPathWithQuery();
    // Already on the auth page: sending the visitor there again would only loop.
    if (matchRoute(here).kind !== 'auth') hooks.redirect(loggedOutUrl(here, code));
    return;
  }
  if (code === SessionErrorCode.CLEAR_SESSION) {
    hooks.clearCookies(SESSION_COOKIES);
    hooks.clearAuthState();
  }
}
