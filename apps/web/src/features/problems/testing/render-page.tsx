/**
 * Renders a practice screen the way the shell does (queries, auth store, notifications, a memory router) at a
 * viewport width, with a login-dialog context whose openLogin the test can inspect.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { LoginDialogContext, type LoginDialogApi } from '../../../lib/auth/login-dialog-context.tsx';
import { LOGGED_OUT_STATE, type AuthState } from '../../../lib/auth/auth-state.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';

export function renderPage(
  ui: ReactNode,
  { path, auth = LOGGED_OUT_STATE, width = 1280 }: { path: string; auth?: AuthState; width?: number },
) {
  setViewportWidth(width);
  const login: LoginDialogApi = { openLogin: vi.fn(), closeLogin: vi.fn(), isOpen: false };
  const view = renderWithAuth(<LoginDialogContext.Provider value={login}>{ui}</LoginDialogContext.Provider>, {
    path,
    auth,
  });
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, login, location };
}
