/**
 * Test support: a socket that the test drives. `emit` delivers a server event to the app's listeners;
 * `disconnectFromServer` / `reconnect` play a dropped connection and socket.io's automatic reconnection.
 */
import type { RealtimeSocket, SocketFactory, SocketListener } from './realtime-socket.ts';

export interface FakeSocket extends RealtimeSocket {
  connected: boolean;
  token: string;
  closed: boolean;
  emit(event: string, payload: unknown): void;
  disconnectFromServer(): void;
  reconnect(): void;
  listenerCount(event: string): number;
}

export function fakeSocket(token = 'token', connected = true): FakeSocket {
  const listeners = new Map<string, Set<SocketListener>>();
  const socket: FakeSocket = {
    connected,
    token,
    closed: false,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    disconnect() {
      socket.closed = true;
      socket.connected = false;
    },
    emit(event, payload) {
      listeners.get(event)?.forEach((listener) => listener(payload));
    },
    disconnectFromServer() {
      socket.connected = false;
      socket.emit('disconnect', 'transport close');
    },
    reconnect() {
      socket.connected = true;
      socket.emit('connect', undefined);
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  };
  return socket;
}

/** A factory that records every socket it opens. */
export function fakeSocketFactory(connected = true): SocketFactory & { sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const open = (token: string): FakeSocket => {
    const socket = fakeSocket(token, connected);
    sockets.push(socket);
    return socket;
  };
  const factory = Object.assign(open, { sockets });
  return factory;
}

/** Timers the test fires by hand: no waiting, no thresholds. */
export function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    set(run: () => void, ms: number) {
      const id = next++;
      pending.set(id, { run, ms });
      return id;
    },
    clear(handle: unknown) {
      pending.delete(handle as number);
    },
    /** Delays of the timers waiting now. */
    delays: () => [...pending.values()].map((t) => t.ms),
    /** Runs every timer waiting now (not the ones they set). */
    fireAll() {
      const now = [...pending.entries()];
      now.forEach(([id]) => pending.delete(id));
      now.forEach(([, t]) => t.run());
    },
  };
}
