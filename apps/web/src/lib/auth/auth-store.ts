/**
 * The auth state as a small external store: React reads it with `useSyncExternalStore`, and code outside React (the
 * request layer's session hooks for envelope codes 101/102/103) can reset it.
 */
import { authReducer, STARTING_STATE, type AuthAction, type AuthState } from './auth-state.ts';

export interface AuthStore {
  getState(): AuthState;
  dispatch(action: AuthAction): void;
  subscribe(listener: () => void): () => void;
}

export function createAuthStore(initial: AuthState = STARTING_STATE): AuthStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = authReducer(state, action);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
