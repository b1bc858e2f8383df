/** Renders a guided path screen as the shell does, with a fake socket and an inspectable login dialog. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { LoginDialogContext, type LoginDialogApi } from '../../../lib/auth/login-dialog-context.tsx';
import { LOGGED_OUT_STATE, type AuthState } from '../../../lib/auth/auth-state.ts';
import { fakeSocketFactory } from '../../../lib/realtime/fake-socket.ts';
import { RealtimeSocketProvider } from '../../../lib/realtime/realtime-context.tsx';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';

export function renderGp(
  ui: ReactNode,
  { path, auth = LOGGED_OUT_STATE, width = 1280 }: { path: string; auth?: AuthState; width?: number },
) {
  setViewportWidth(width);
  const login: LoginDialogApi = { openLogin: vi.fn(), closeLogin: vi.fn(), isOpen: false };
  const view = renderWithAuth(
    <RealtimeSocketProvider factory={fakeSocketFactory()}>
      <LoginDialogContext.Provider value={login}>{ui}</LoginDialogContext.Provider>
    </RealtimeSocketProvider>,
    { path, auth },
  );
  return { ...view, login };
}
