import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '../../../lib/auth/auth-store.ts';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { testUser } from '../../../test/auth-fixtures.ts';
import { LOGIN_SUCCESS_FLAG, markLoginSuccess, watchLoginSuccess } from './login-success-event.ts';

const signIn = (store: ReturnType<typeof createAuthStore>) =>
  store.dispatch({ type: 'authenticated', provider: 'coding_ninjas', result: { user: testUser() } });

function deferredSend() {
  let settle: { resolve(): void; reject(e: Error): void } = { resolve: () => {}, reject: () => {} };
  const send = vi.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        settle = { resolve: () => resolve({}), reject };
      }),
  );
  return { send, resolve: () => settle.resolve(), reject: () => settle.reject(new Error('down')) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => sessionStorage.clear());

describe('login-success event (spec 01 §4)', () => {
  it('is sent once, with the user type, when a flagged login is authenticated, and the flag is then cleared', async () => {
    const store = createAuthStore(LOGGED_OUT_STATE);
    const { send, resolve } = deferredSend();
    watchLoginSuccess(store, { storage: sessionStorage, send });
    markLoginSuccess(true, sessionStorage);
    signIn(store);
    // Further state changes while the call is out send nothing more.
    store.dispatch({ type: 'onboarding-seen', variant: 'studio' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ event_key: 'LOGIN_SUCCESS', acknowledgement: 'new' });
    expect(sessionStorage.getItem(LOGIN_SUCCESS_FLAG)).toBe('new');
    resolve();
    await flush();
    expect(sessionStorage.getItem(LOGIN_SUCCESS_FLAG)).toBeNull();
    store.dispatch({ type: 'onboarding-seen', variant: 'classroom' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is sent by the page after the reload when the call before it did not finish', async () => {
    sessionStorage.setItem(LOGIN_SUCCESS_FLAG, 'returning');
    // The next page: a fresh store, authenticated by the session load.
    const store = createAuthStore();
    const send = vi.fn(() => Promise.resolve({}));
    watchLoginSuccess(store, { storage: sessionStorage, send });
    expect(send).not.toHaveBeenCalled();
    signIn(store);
    expect(send).toHaveBeenCalledWith({ event_key: 'LOGIN_SUCCESS', acknowledgement: 'returning' });
    await flush();
    expect(sessionStorage.getItem(LOGIN_SUCCESS_FLAG)).toBeNull();
  });

  it('is not sent for a session restored at start without a login', () => {
    const store = createAuthStore();
    const send = vi.fn(() => Promise.resolve({}));
    watchLoginSuccess(store, { storage: sessionStorage, send });
    signIn(store);
    expect(send).not.toHaveBeenCalled();
  });

  it('drops the event when the server refuses it instead of retrying on every change', async () => {
    const store = createAuthStore();
    const { send, reject } = deferredSend();
    watchLoginSuccess(store, { storage: sessionStorage, send });
    markLoginSuccess(false, sessionStorage);
    signIn(store);
    reject();
    await flush();
    store.dispatch({ type: 'onboarding-seen', variant: 'studio' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(LOGIN_SUCCESS_FLAG)).toBeNull();
  });

  it('stops with the returned unsubscribe', () => {
    const store = createAuthStore();
    const send = vi.fn(() => Promise.resolve({}));
    const stop = watchLoginSuccess(store, { storage: sessionStorage, send });
    stop();
    markLoginSuccess(true, sessionStorage);
    signIn(store);
    expect(send).not.toHaveBeenCalled();
  });
});
