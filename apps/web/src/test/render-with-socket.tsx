/** Renders a screen the way the shell does (signed in, fixed clock), with a socket the test drives (lib/realtime's fake). */
import type { ReactNode } from 'react';
import { fakeSocketFactory } from '../lib/realtime/fake-socket.ts';
import { RealtimeSocketProvider } from '../lib/realtime/realtime-context.tsx';
import { ClockProvider } from '../lib/clock/clock-context.tsx';
import { signedIn } from './auth-fixtures.ts';
import { renderWithAuth } from './render-auth.tsx';

export const NOW = Date.parse('2026-03-10T12:00:00Z');

export function renderWithSocket(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const factory = fakeSocketFactory();
  const view = renderWithAuth(
    <ClockProvider clock={() => NOW}>
      <RealtimeSocketProvider factory={factory}>{ui}</RealtimeSocketProvider>
    </ClockProvider>,
    { path, auth: signedIn({ node_access_token: 'node.token' }) },
  );
  return { ...view, socket: () => factory.sockets[0]! };
}

