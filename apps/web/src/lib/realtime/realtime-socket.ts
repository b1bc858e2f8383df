/**
 * The per-user socket of spec 03 §7 ("a per-user socket authenticated with node_access_token"): socket.io at
 * /socket.io on the page's own origin, handshake `auth: { token }`. socket.io reconnects by itself with backoff;
 * the feed (submission-feed.ts) re-asks the server on each reconnect for what it may have missed.
 *
 * Only the few socket methods the app uses are named here, so tests can hand in a fake.
 */
import { io } from 'socket.io-client';
import { SOCKET_PATH } from '@katana/shared/api/practice-submissions';

export type SocketListener = (...args: unknown[]) => void;

export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (token: string) => RealtimeSocket;

const RECONNECT_DELAY_MS = 1_000;
const RECONNECT_DELAY_MAX_MS = 15_000;

/** The real connection; `undefined` as the URL means the page's origin (the Vite dev server proxies /socket.io). */
export const connectSocket: SocketFactory = (token) =>
  io({
    path: SOCKET_PATH,
    auth: { token },
    withCredentials: true,
    reconnection: true,
    reconnectionDelay: RECONNECT_DELAY_MS,
    reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
  }) as unknown as RealtimeSocket;
