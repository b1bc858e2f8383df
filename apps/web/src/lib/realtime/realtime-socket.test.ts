import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from './fake-socket.ts';
import { lazySocket } from './realtime-socket.ts';

function later<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazySocket', () => {
  it('attaches the listeners registered before the connection arrived, and forwards events', async () => {
    const pending = later<ReturnType<typeof fakeSocket>>();
    const socket = lazySocket(() => pending.promise);
    const onEvent = vi.fn();
    const removed = vi.fn();
    socket.on('submission:result', onEvent);
    socket.on('submission:progress', removed);
    socket.off('submission:progress', removed);
    expect(socket.connected).toBe(false);
    const real = fakeSocket('t', true);
    pending.resolve(real);
    await pending.promise;
    expect(socket.connected).toBe(true);
    real.emit('submission:result', { x: 1 });
    real.emit('submission:progress', { x: 2 });
    expect(onEvent).toHaveBeenCalledWith({ x: 1 });
    expect(removed).not.toHaveBeenCalled();
  });

  it('closes a connection that arrives after disconnect', async () => {
    const pending = later<ReturnType<typeof fakeSocket>>();
    const socket = lazySocket(() => pending.promise);
    socket.disconnect();
    const real = fakeSocket();
    pending.resolve(real);
    await pending.promise;
    await Promise.resolve();
    expect(real.closed).toBe(true);
    expect(socket.connected).toBe(false);
  });

  it('stays disconnected when the chunk cannot load', async () => {
    const pending = later<ReturnType<typeof fakeSocket>>();
    const socket = lazySocket(() => pending.promise);
    pending.reject(new Error('offline'));
    await pending.promise.catch(() => {});
    expect(socket.connected).toBe(false);
  });
});
