/**
 * Renders the classroom the way the shell does (queries, auth store, notifications, a memory router), with a fake
 * socket for the submission feed and a login-dialog context whose openLogin the test can inspect.
 */
import { vi } from 'vitest';
import { LoginDialogContext, type LoginDialogApi } from '../../../lib/auth/login-dialog-context.tsx';
import type { AuthState } from '../../../lib/auth/auth-state.ts';
import { fakeSocketFactory } from '../../../lib/realtime/fake-socket.ts';
import { RealtimeSocketProvider } from '../../../lib/realtime/realtime-context.tsx';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { ClassroomPage } from '../routes/classroom-page.tsx';

export const SIGNED_IN = signedIn({ node_access_token: 'sess.hmac' });

export function renderClassroom(
  slug = 'pair-sum',
  {
    auth = SIGNED_IN,
    width = 1280,
    query = '',
  }: {
    auth?: AuthState;
    width?: number;
    /** The page's query string, e.g. '?source=goal'. */ query?: string;
  } = {},
) {
  setViewportWidth(width);
  const login: LoginDialogApi = { openLogin: vi.fn(), closeLogin: vi.fn(), isOpen: false };
  const sockets = fakeSocketFactory();
  const view = renderWithAuth(
    <RealtimeSocketProvider factory={sockets}>
      <LoginDialogContext.Provider value={login}>
        <ClassroomPage params={{ slug }} />
      </LoginDialogContext.Provider>
    </RealtimeSocketProvider>,
    { path: `/problems/${slug}${query}`, auth },
  );
  /** The socket the page opened (the test emits server events on it). */
  const socket = () => {
    const open = sockets.sockets.find((s) => !s.closed);
    if (!open) throw new Error('the page opened no socket');
    return open;
  };
  return { ...view, login, socket };
}
