/**
 * Starts the session at app start (spec 01 §4 "Session load at start") and plugs the auth store's reset into the
 * request layer, so envelope codes 101/102/103 clear the signed-in state from any call.
 */
import { useEffect } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-context.tsx';
import type { AuthStore } from '../../../lib/auth/auth-store.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import { loadSession } from '../hooks/session.ts';

// StrictMode runs effects twice in development; one store loads its session once.
const loaded = new WeakSet<AuthStore>();

export function SessionLoader() {
  const store = useAuthStore();
  useEffect(() => {
    apiClient.setSessionHooks({ clearAuthState: () => store.dispatch({ type: 'logout' }) });
    if (loaded.has(store) || store.getState().ready) return;
    loaded.add(store);
    void loadSession(store);
  }, [store]);
  return null;
}
