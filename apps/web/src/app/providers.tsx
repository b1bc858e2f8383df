/**
 * App-wide providers: queries, theme, the auth store (loaded at start by the session loader), notifications and
 * flags. Flags start all-off; the flags issue wraps its real values in here. Tests pass a fixed auth state.
 */
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionLoader } from '../features/auth/components/session-loader.tsx';
import { AuthProvider, type AuthState } from '../lib/auth/auth-context.tsx';
import { STARTING_STATE } from '../lib/auth/auth-state.ts';
import { createAuthStore } from '../lib/auth/auth-store.ts';
import { NotificationProvider } from '../lib/notifications/notifications.tsx';
import { FlagsProvider, type FeatureFlags } from '../lib/flags/flags-context.tsx';
import { ThemeProvider } from '../lib/theme/theme-context.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request layer already retries network failures where a call asks for it; a second layer of retries
      // would multiply them.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  children,
  auth = STARTING_STATE,
  flags = {},
  queryClient,
}: {
  children: ReactNode;
  /** The auth store's first state; without one the session loads from the server. */
  auth?: AuthState;
  flags?: FeatureFlags;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The initial state only seeds the store; from then on the store changes by itself.
  const [store] = useState(() => createAuthStore(auth));
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AuthProvider store={store}>
          <SessionLoader />
          <NotificationProvider>
            <FlagsProvider flags={flags}>{children}</FlagsProvider>
          </NotificationProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
