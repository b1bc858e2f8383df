/**
 * Who is signed in, as the shell needs it (logo target, Login button). Anonymous until the sign-in feature
 * provides the real state: it renders `<AuthProvider value={...}>` from its store, and plugs the store's reset into
 * the request layer with `apiClient.setSessionHooks({ clearAuthState })`.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface AuthUser {
  id: string;
  name: string;
  avatarUrl?: string | null;
}

export interface AuthState {
  isAuthenticated: boolean;
  user: AuthUser | null;
}

export const ANONYMOUS: AuthState = { isAuthenticated: false, user: null };

const AuthContext = createContext<AuthState>(ANONYMOUS);

export function AuthProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
