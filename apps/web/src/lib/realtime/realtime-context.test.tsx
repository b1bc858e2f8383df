import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../auth/auth-context.tsx';
import { LOGGED_OUT_STATE, type AuthState } from '../auth/auth-state.ts';
import { createAuthStore } from '../auth/auth-store.ts';
import { signedIn } from '../../test/auth-fixtures.ts';
import { fakeSocketFactory } from './fake-socket.ts';
import { RealtimeSocketProvider, useSocketEvent, useSubmissionFeed } from './realtime-context.tsx';

function setup(auth: AuthState) {
  const factory = fakeSocketFactory();
  const store = createAuthStore(auth);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider store={store}>
      <RealtimeSocketProvider factory={factory}>{children}</RealtimeSocketProvider>
    </AuthProvider>
  );
  return { factory, store, wrapper };
}

describe('useSubmissionFeed', () => {
  it('opens one socket with the user node_access_token, shared by every caller, closed after the last', () => {
    const { factory, wrapper } = setup(signedIn({ node_access_token: 'sess.hmac' }));
    const a = renderHook(() => useSubmissionFeed(), { wrapper });
    const b = renderHook(() => useSubmissionFeed(), { wrapper });
    expect(a.result.current).not.toBeNull();
    expect(b.result.current).toBe(a.result.current);
    expect(factory.sockets.map((s) => s.token)).toEqual(['sess.hmac']);
    a.unmount();
    expect(factory.sockets[0]?.closed).toBe(false);
    b.unmount();
    expect(factory.sockets[0]?.closed).toBe(true);
  });

  it('opens nothing for an anonymous visitor', () => {
    const { factory, wrapper } = setup(LOGGED_OUT_STATE);
    const { result } = renderHook(() => useSubmissionFeed(), { wrapper });
    expect(result.current).toBeNull();
    expect(factory.sockets).toEqual([]);
  });
});

describe('useSocketEvent', () => {
  it('hands each payload of the named event on the shared socket to the listener, and stops on unmount', () => {
    const { factory, wrapper } = setup(signedIn({ node_access_token: 'sess.hmac' }));
    const seen: unknown[] = [];
    const { unmount } = renderHook(() => useSocketEvent('codestudio_notification_drawer', (p) => seen.push(p)), {
      wrapper,
    });
    const socket = factory.sockets[0]!;
    socket.emit('codestudio_notification_drawer', { id: 1 });
    socket.emit('other_event', { id: 2 });
    expect(seen).toEqual([{ id: 1 }]);
    unmount();
    expect(socket.listenerCount('codestudio_notification_drawer')).toBe(0);
  });

  it('calls onReconnect when the socket comes back', () => {
    const { factory, wrapper } = setup(signedIn({ node_access_token: 'sess.hmac' }));
    let reconnects = 0;
    renderHook(() => useSocketEvent('x', () => {}, () => (reconnects += 1)), { wrapper });
    const socket = factory.sockets[0]!;
    socket.disconnectFromServer();
    socket.reconnect();
    expect(reconnects).toBe(1);
  });
});
