/**
 * The login-success analytics event (spec 01 §4 "Session load at start"): a login leaves a local flag with the user
 * type (new or returning); once the session is authenticated, the event goes to the server's user-events endpoint
 * (POST /api/v3/users/events, LOGIN_SUCCESS) and the flag is cleared. Most logins reload the page, so the flag
 * lives in sessionStorage and the event is sent by the page that loads after the reload; a login that does not
 * reload (online compilers) sends it at once. The flag is cleared only after the server took the event, so a reload
 * that cuts the call short sends it again from the next page.
 */
import { LOGIN_SUCCESS_EVENT, LOGIN_USER_TYPES, type LoginUserType } from '@katana/shared/api/auth';
import type { AuthStore } from '../../../lib/auth/auth-store.ts';
import { acknowledgeUserEvent } from '../api/user-events.ts';

export const LOGIN_SUCCESS_FLAG = 'katana_login_success';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the browser: the event is simply not sent.
    return null;
  }
}

/** Called by every successful login, before the auth state changes. */
export function markLoginSuccess(newUser: boolean, storage: Storage | null = sessionStore()): void {
  storage?.setItem(LOGIN_SUCCESS_FLAG, newUser ? 'new' : 'returning');
}

function flag(storage: Storage | null): LoginUserType | null {
  const value = storage?.getItem(LOGIN_SUCCESS_FLAG);
  return (LOGIN_USER_TYPES as readonly string[]).includes(value ?? '') ? (value as LoginUserType) : null;
}

/** Sends the event whenever the store is authenticated while the flag is set; returns the unsubscribe. */
export function watchLoginSuccess(
  store: AuthStore,
  { storage = sessionStore(), send = acknowledgeUserEvent }: { storage?: Storage | null; send?: typeof acknowledgeUserEvent } = {},
): () => void {
  let sending = false;
  const check = () => {
    const userType = flag(storage);
    if (!userType || sending || !store.getState().isAuthenticated) return;
    sending = true;
    send({ event_key: LOGIN_SUCCESS_EVENT, acknowledgement: userType })
      .then(
        () => {
          // Cleared only if no newer login set it again meanwhile.
          if (flag(storage) === userType) storage?.removeItem(LOGIN_SUCCESS_FLAG);
        },
        () => {
          // A failed call drops the event rather than retrying on every state change.
          storage?.removeItem(LOGIN_SUCCESS_FLAG);
        },
      )
      .finally(() => {
        sending = false;
      });
  };
  check();
  return store.subscribe(check);
}
