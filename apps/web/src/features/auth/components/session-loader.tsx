/**
 * Starts the session at app start (spec 01 §4 "Session load at start"), plugs the auth store's reset into the
 * request layer, so envelope codes 101/102/103 clear the signed-in state from any call, and sends the login-success
 * event once a login's flag meets an authenticated session.
 */
import { useEffect } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-context.tsx';
import type { AuthStore } from '../../../lib/auth/auth-store.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import { watchLoginSuccess } from '../hooks/login-success-event.ts';
import { loadSession } from '../hooks/session.ts';

// StrictMode runs effects twice in development; one store loads its session once.
const loaded = new WeakSet<AuthStore>();

export function SessionLoader() {
  const store = useAuthStore();
  useEffect(() => {
    apiClient.setSessionHooks({ clearAuthState: () => store.dispatch({ type: 'logout' }) });
    const stopWatching = watchLoginSuccess(store);
    if (!loaded.has(store) && !store.getState().ready) {
      loaded.add(store);
      void loadSession(store);
    }
    return stopWatching;
  }, [store]);
  return null;
}
