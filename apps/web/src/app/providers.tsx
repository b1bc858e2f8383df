/**
 * App-wide providers. Auth and flags start anonymous and all-off; the sign-in and flags issues wrap their real
 * values in here.
 */
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ANONYMOUS, AuthProvider, type AuthState } from '../lib/auth/auth-context.tsx';
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
  auth = ANONYMOUS,
  flags = {},
  queryClient,
}: {
  children: ReactNode;
  auth?: AuthState;
  flags?: FeatureFlags;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AuthProvider value={auth}>
          <FlagsProvider flags={flags}>{children}</FlagsProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
