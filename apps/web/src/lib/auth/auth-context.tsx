/**
 * Who is signed in, for every screen: `useAuth()` reads the auth store, `useAuthStore()` gives the store itself to
 * the sign-in feature that changes it. The app creates one store at start and plugs its reset into the request
 * layer (`apiClient.setSessionHooks({ clearAuthState })`), so an expired session clears it from anywhere.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { LOGGED_OUT_STATE, type AuthState } from './auth-state.ts';
import { createAuthStore, type AuthStore } from './auth-store.ts';

export type { AuthState, AuthUser } from './auth-state.ts';

/** Anonymous with the start-up finished: the state tests and static renders start from. */
export const ANONYMOUS: AuthState = LOGGED_OUT_STATE;

const AuthStoreContext = createContext<AuthStore>(createAuthStore(ANONYMOUS));

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

export function useAuthStore(): AuthStore {
  return useContext(AuthStoreContext);
}

export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
