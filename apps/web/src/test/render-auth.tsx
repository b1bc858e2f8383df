/** Renders a sign-in component with the providers it needs (auth store, notifications, queries, a memory router). */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { LOGGED_OUT_STATE, type AuthState } from '../lib/auth/auth-state.ts';
import { createAuthStore } from '../lib/auth/auth-store.ts';
import { NotificationProvider } from '../lib/notifications/notifications.tsx';

export function renderWithAuth(ui: ReactNode, { path = '/', auth = LOGGED_OUT_STATE }: { path?: string; auth?: AuthState } = {}) {
  const store = createAuthStore(auth);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <AuthProvider store={store}>
        <NotificationProvider>
          <RouterProvider router={router} />
        </NotificationProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, store, router };
}
