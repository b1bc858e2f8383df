/**
 * The partner-login layer (spec 01 "Guarded routes", §4 "Login dialog"): in the partner environment the Login button
 * leaves for the auth route with codestudioRedirect = the current URL and remembers where the sign-up started
 * (host plus path, session storage signup_source). On that route the partner's sign-in runs; closing it or an error
 * sends the user to the root, success reloads the page the user came from.
 */
import { afterLoginPath } from './after-login.ts';

export const CODESTUDIO_REDIRECT_PARAM = 'codestudioRedirect';
export const SIGNUP_SOURCE_KEY = 'signup_source';

/** The auth route of the partner-login layer for the page at `href`. */
export function partnerAuthUrl(href: string): string {
  return `/auth?${CODESTUDIO_REDIRECT_PARAM}=${encodeURIComponent(href)}`;
}

/** Host plus path of the page at `href` (spec: "the signup source (host plus path)"). */
export function signupSource(href: string): string {
  const url = new URL(href);
  return `${url.host}${url.pathname}`;
}

/** What the Login button does in the partner environment. */
export function startPartnerLogin(win: Window = window): void {
  try {
    win.sessionStorage.setItem(SIGNUP_SOURCE_KEY, signupSource(win.location.href));
  } catch {
    // Storage disabled: the sign-in still works, only its source is not recorded.
  }
  win.location.assign(partnerAuthUrl(win.location.href));
}

/**
 * The page to return to after the partner sign-in: codestudioRedirect when it is a page of this site (never another
 * host, so the layer is no open redirect), as a path; otherwise the root.
 */
export function partnerReturnPath(codestudioRedirect: string | null, origin: string): string {
  return afterLoginPath(codestudioRedirect, origin);
}
