/**
 * The per-user socket of spec 03 §7 ("a per-user socket authenticated with node_access_token"): socket.io at
 * /socket.io on the page's own origin, handshake `auth: { token }`. socket.io reconnects by itself with backoff;
 * the feed (submission-feed.ts) re-asks the server on each reconnect for what it may have missed.
 *
 * socket.io-client is fetched as its own chunk when the first socket opens, so it stays out of the page's first
 * paint; listeners registered before it arrives are attached the moment it does (before it can connect).
 * Only the few socket methods the app uses are named here, so tests can hand in a fake.
 */
import { SOCKET_PATH } from '@katana/shared/api/practice-submissions';

export type SocketListener = (...args: unknown[]) => void;

export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
  disconnect(): unknown;
  /** A client event with an acknowledgement (socket.io's emitWithAck), e.g. joining a contest room. */
  emitWithAck?(event: string, ...args: unknown[]): Promise<unknown>;
}

export type SocketFactory = (token: string) => RealtimeSocket;

const RECONNECT_DELAY_MS = 1_000;
const RECONNECT_DELAY_MAX_MS = 15_000;

/** A socket whose real connection is created once `load` resolves; a failed load leaves it disconnected for good. */
export function lazySocket(load: () => Promise<RealtimeSocket>): RealtimeSocket {
  const listeners: [string, SocketListener][] = [];
  let real: RealtimeSocket | null = null;
  let closed = false;
  const loaded = load();
  loaded.then(
    (socket) => {
      if (closed) {
        socket.disconnect();
        return;
      }
      real = socket;
      for (const [event, listener] of listeners) socket.on(event, listener);
    },
    // No socket (the chunk failed to load): the watchers' polling still brings every result.
    () => {},
  );
  return {
    get connected() {
      return real?.connected ?? false;
    },
    on(event, listener) {
      listeners.push([event, listener]);
      real?.on(event, listener);
    },
    off(event, listener) {
      const at = listeners.findIndex(([e, l]) => e === event && l === listener);
      if (at >= 0) listeners.splice(at, 1);
      real?.off(event, listener);
    },
    disconnect() {
      closed = true;
      real?.disconnect();
    },
    // socket.io buffers emits until it connects, so an emit made before the chunk arrives waits for it.
    emitWithAck(event, ...args) {
      return loaded.then((socket) => (closed ? undefined : socket.emitWithAck?.(event, ...args)));
    },
  };
}

/** The real connection; no URL means the page's origin (the Vite dev server proxies /socket.io). */
export const connectSocket: SocketFactory = (token) =>
  lazySocket(async () => {
    const { io } = await import('socket.io-client');
    return io({
      path: SOCKET_PATH,
      auth: { token },
      withCredentials: true,
      reconnection: true,
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
    }) as unknown as RealtimeSocket;
  });
