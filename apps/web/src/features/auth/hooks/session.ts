/**
 * The session's life in the client (spec 01 §4): the load at start, completing a login, refreshing after a social
 * sign-in, and logout. Plain async functions over the auth store, so they are testable with a fake network. In the
 * partner environment the partner is asked too: at the load whether it still has the user signed in, at logout to
 * log the user out first.
 */
import type { LoginStatusResponse } from '@katana/shared/api/auth';
import { PARTNER_COOKIES, STARTUP_WAIT_MS } from '@katana/shared/auth-rules';
import type { AuthStore } from '../../../lib/auth/auth-store.ts';
import { isPartnerEnvironment } from '../../../lib/auth/partner-environment.ts';
import { expireCookies } from '../../../lib/request/session-hooks.ts';
import { getAuthDetails } from '../api/auth-details.ts';
import { getPartnerLoginStatus, partnerLogout } from '../api/partner-session.ts';
import { googleSignOut } from './google-identity.ts';
import { markLoginSuccess } from './login-success-event.ts';
import { isFbMerge, type LoginOutcome } from '../api/login.ts';
import { getLoginStatus } from '../api/login-status.ts';
import { logout } from '../api/logout.ts';
import { saveUserLogs } from '../api/user-logs.ts';
import {
  REVERSE_AUTO_LOGIN_MOBILE_QUERY,
  reverseAutoLoginMediatorUrl,
  shouldStartReverseAutoLogin,
  startReverseAutoLogin,
} from './reverse-auto-login.ts';
import { currentSourceUrl, sessionStartUrl, utmDetails } from './session-context.ts';

export interface SessionEnvironment {
  partnerEnvironment?: boolean;
  reload?: () => void;
  clearCookies?: (names: readonly string[]) => void;
  /** Starts the reverse auto-login (a hidden frame on the mediator). */
  startReverseAutoLogin?: (url: string) => void;
}

const reloadPage = () => window.location.reload();

/**
 * Reads login_status and, when signed in, auth_details into the store. The session cookie is HttpOnly, so the page
 * cannot tell whether one exists: login_status (which never answers 401) goes first. Start-up is released when the
 * load ends or after STARTUP_WAIT_MS, whichever comes first.
 */
export async function loadSession(
  store: AuthStore,
  {
    waitMs = STARTUP_WAIT_MS,
    setTimer = setTimeout,
    clearTimer = clearTimeout,
    partnerEnvironment = isPartnerEnvironment(),
    reload = reloadPage,
    startReverseAutoLogin: startMediator = startReverseAutoLogin,
  }: SessionEnvironment & { waitMs?: number; setTimer?: typeof setTimeout; clearTimer?: typeof clearTimeout } = {},
): Promise<LoginStatusResponse | null> {
  const timer = setTimer(() => store.dispatch({ type: 'startup-done' }), waitMs);
  try {
    const status = await getLoginStatus({
      utm_details: JSON.stringify(utmDetails()),
      source_url: currentSourceUrl(),
      session_start_url: sessionStartUrl(),
    });
    if (status.status && partnerEnvironment && !(await partnerStillSignedIn())) {
      // Spec 01 §8: the job-portal login status says not logged in: erase the token cookie (the server's logout
      // revokes and clears it), reset the auth state, reload.
      await logout().catch(() => {});
      store.dispatch({ type: 'logout' });
      reload();
      return status;
    }
    if (status.status) {
      const user = await getAuthDetails();
      store.dispatch({ type: 'authenticated', provider: null, result: { user, eu_user: status.eu_user, eu_active_user: status.eu_active_user } });
    }
    store.dispatch({ type: 'login-status', status });
    if (shouldStartReverseAutoLogin(status, store.getState().reverse_auto_login_triggered, window.location.pathname)) {
      store.dispatch({ type: 'reverse-auto-login-triggered' });
      startMediator(reverseAutoLoginMediatorUrl(status.vendor_token_journey_id, window.matchMedia(REVERSE_AUTO_LOGIN_MOBILE_QUERY).matches));
    }
    return status;
  } catch {
    // A failed load leaves the visitor anonymous; the page still works for everything public.
    return null;
  } finally {
    clearTimer(timer);
    store.dispatch({ type: 'startup-done' });
  }
}

/** The partner's own answer; when it cannot be reached nothing is known, and the session is kept. */
async function partnerStillSignedIn(): Promise<boolean> {
  try {
    return (await getPartnerLoginStatus()).loggedin;
  } catch {
    return true;
  }
}

/** After a social or partner popup signed in: the cookies are set, so read the session like at start. */
export async function refreshSession(store: AuthStore, provider: string, newUser = false): Promise<boolean> {
  const user = await getAuthDetails();
  const status = await getLoginStatus().catch(() => null);
  markLoginSuccess(newUser);
  store.dispatch({
    type: 'authenticated',
    provider,
    result: status ? { user, eu_user: status.eu_user, eu_active_user: status.eu_active_user } : { user },
  });
  if (status) store.dispatch({ type: 'login-status', status });
  logAfterLogin(newUser);
  return true;
}

/** Sent once after a login (spec 01 §7 "Save user logs"); a failure only loses the log line. */
function logAfterLogin(newUser: boolean): void {
  saveUserLogs({
    new_user: newUser,
    source_url: currentSourceUrl(),
    session_start_url: sessionStartUrl(),
    utm: JSON.stringify(utmDetails()),
  }).catch(() => {});
}

/** Stores a login answer: a session, or the Facebook-merge fields (then the user is not authenticated). */
export function completeLogin(store: AuthStore, outcome: LoginOutcome, provider: string): 'authenticated' | 'fb-merge' {
  if (isFbMerge(outcome)) {
    store.dispatch({ type: 'fb-merge', ...outcome });
    return 'fb-merge';
  }
  markLoginSuccess(outcome.new_user);
  store.dispatch({ type: 'authenticated', provider, result: outcome });
  logAfterLogin(outcome.new_user);
  return 'authenticated';
}

/**
 * Logout everywhere (spec 01 §4 "Logout"): in the partner environment the partner logout comes first and the
 * cookies it names are erased (when it fails, the fixed list of partner cookies); then the server revokes the
 * session and clears its cookies, the local state is reset, and the page reloads so nothing of the signed-in user
 * stays on screen.
 */
export async function logoutEverywhere(
  store: AuthStore,
  reload: () => void = reloadPage,
  { partnerEnvironment = isPartnerEnvironment(), clearCookies = expireCookies }: SessionEnvironment = {},
): Promise<void> {
  if (partnerEnvironment) {
    try {
      clearCookies((await partnerLogout()).cookies);
    } catch (err) {
      console.warn('partner logout failed; erasing the partner cookies', err instanceof Error ? err.message : err);
      clearCookies(PARTNER_COOKIES);
    }
  }
  try {
    await logout();
  } catch {
    // The local state is cleared anyway; an unreachable server must not keep the user signed in on screen.
  }
  store.dispatch({ type: 'logout' });
  // Social logout: One Tap must not pick the same Google account on its own after the reload.
  googleSignOut();
  reload();
}
