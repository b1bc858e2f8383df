/**
 * The session's life in the client (spec 01 §4): the load at start, completing a login, refreshing after a social
 * sign-in, and logout. Plain async functions over the auth store, so they are testable with a fake network.
 */
import type { LoginStatusResponse } from '@katana/shared/api/auth';
import { STARTUP_WAIT_MS } from '@katana/shared/auth-rules';
import type { AuthStore } from '../../../lib/auth/auth-store.ts';
import { getAuthDetails } from '../api/auth-details.ts';
import { googleSignOut } from './google-identity.ts';
import { markLoginSuccess } from './login-success-event.ts';
import { isFbMerge, type LoginOutcome } from '../api/login.ts';
import { getLoginStatus } from '../api/login-status.ts';
import { logout } from '../api/logout.ts';
import { saveUserLogs } from '../api/user-logs.ts';
import { currentSourceUrl, sessionStartUrl, utmDetails } from './session-context.ts';

/**
 * Reads login_status and, when signed in, auth_details into the store. The session cookie is HttpOnly, so the page
 * cannot tell whether one exists: login_status (which never answers 401) goes first. Start-up is released when the
 * load ends or after STARTUP_WAIT_MS, whichever comes first.
 */
export async function loadSession(
  store: AuthStore,
  { waitMs = STARTUP_WAIT_MS, setTimer = setTimeout, clearTimer = clearTimeout } = {},
): Promise<LoginStatusResponse | null> {
  const timer = setTimer(() => store.dispatch({ type: 'startup-done' }), waitMs);
  try {
    const status = await getLoginStatus({
      utm_details: JSON.stringify(utmDetails()),
      source_url: currentSourceUrl(),
      session_start_url: sessionStartUrl(),
    });
    if (status.status) {
      const user = await getAuthDetails();
      store.dispatch({ type: 'authenticated', provider: null, result: { user, eu_user: status.eu_user, eu_active_user: status.eu_active_user } });
    }
    store.dispatch({ type: 'login-status', status });
    return status;
  } catch {
    // A failed load leaves the visitor anonymous; the page still works for everything public.
    return null;
  } finally {
    clearTimer(timer);
    store.dispatch({ type: 'startup-done' });
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
 * Logout everywhere (spec 01 §4 "Logout"): the server revokes the session and clears its cookies, the local state
 * is reset, and the page reloads so nothing of the signed-in user stays on screen.
 */
export async function logoutEverywhere(store: AuthStore, reload: () => void = () => window.location.reload()): Promise<void> {
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
