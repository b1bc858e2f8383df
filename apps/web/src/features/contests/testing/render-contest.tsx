/** Renders a contest screen as the shell does, with a fake socket (that answers joins) and a fixed clock. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { LoginDialogContext, type LoginDialogApi } from '../../../lib/auth/login-dialog-context.tsx';
import { LOGGED_OUT_STATE, type AuthState } from '../../../lib/auth/auth-state.ts';
import { ClockProvider } from '../../../lib/clock/clock-context.tsx';
import { fakeSocket, type FakeSocket } from '../../../lib/realtime/fake-socket.ts';
import { RealtimeSocketProvider } from '../../../lib/realtime/realtime-context.tsx';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { NOW } from './contest-fixtures.ts';

export type JoiningSocket = FakeSocket & { emitWithAck: ReturnType<typeof vi.fn> };

export function renderContest(
  ui: ReactNode,
  { path, auth = LOGGED_OUT_STATE, width = 1280 }: { path: string; auth?: AuthState; width?: number },
) {
  setViewportWidth(width);
  const sockets: JoiningSocket[] = [];
  const factory = (token: string) => {
    const socket = Object.assign(fakeSocket(token), {
      emitWithAck: vi.fn(async () => ({ ok: true, contest_id: 1 })),
    });
    sockets.push(socket);
    return socket;
  };
  const login: LoginDialogApi = { openLogin: vi.fn(), closeLogin: vi.fn(), isOpen: false };
  const view = renderWithAuth(
    <ClockProvider clock={() => NOW}>
      <RealtimeSocketProvider factory={factory}>
        <LoginDialogContext.Provider value={login}>{ui}</LoginDialogContext.Provider>
      </RealtimeSocketProvider>
    </ClockProvider>,
    { path, auth },
  );
  return { ...view, sockets, login };
}
