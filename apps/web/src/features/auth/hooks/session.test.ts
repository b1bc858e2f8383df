import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '../../../lib/auth/auth-store.ts';
import { STARTING_STATE } from '../../../lib/auth/auth-state.ts';
import { deferred, fakeApi, fail, ok } from '../../../test/fake-api.ts';
import { signedIn, testUser } from '../../../test/auth-fixtures.ts';
import { loadSession, logoutEverywhere } from './session.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const status = (signed: boolean, extra = {}) =>
  ok({
    status: signed,
    country_id: null,
    eu_user: false,
    eu_active_user: true,
    naukri_unverified: false,
    naukri_flow_user: 0,
    registration_utm_source: null,
    registration_utm_medium: null,
    registration_utm_campaign: null,
    user_basic_detail: null,
    classroom_paid: false,
    fetch_vendor_token: false,
    vendor_token_journey_id: null,
    ...extra,
  });

describe('session load at start (spec 01 §4)', () => {
  it('asks login_status first and stays anonymous without auth_details when signed out', async () => {
    const api = fakeApi({ 'GET v2/users/login_status': [status(false)] });
    const store = createAuthStore(STARTING_STATE);
    await loadSession(store);
    expect(store.getState()).toMatchObject({ ready: true, isAuthenticated: false });
    expect(api.callsTo('GET v2/users/auth_details')).toHaveLength(0);
    const query = api.callsTo('GET v2/users/login_status')[0]!.query;
    expect(JSON.parse(query.get('utm_details')!)).toHaveProperty('utmSource');
    expect(query.get('session_start_url')).toBeTruthy();
  });

  it('reads auth_details when login_status says signed in', async () => {
    fakeApi({
      'GET v2/users/login_status': [status(true, { naukri_unverified: true })],
      'GET v2/users/auth_details': [ok({ user: testUser({ name: 'Ravi' }) })],
    });
    const store = createAuthStore(STARTING_STATE);
    await loadSession(store);
    expect(store.getState()).toMatchObject({ ready: true, isAuthenticated: true, naukriUnverified: true, user: { name: 'Ravi' } });
  });

  it('releases start-up after 3.5 s even when the server is slow', async () => {
    vi.useFakeTimers();
    const slow = deferred();
    fakeApi({ 'GET v2/users/login_status': [slow.reply] });
    const store = createAuthStore(STARTING_STATE);
    const done = loadSession(store);
    await vi.advanceTimersByTimeAsync(3499);
    expect(store.getState().ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().ready).toBe(true);
    slow.release({ status: 200, body: { status: 200, data: { status: false } } });
    await done;
  });

  it('leaves the visitor anonymous when the load fails', async () => {
    fakeApi({ 'GET v2/users/login_status': [fail(500, 500, 'down')] });
    const store = createAuthStore(STARTING_STATE);
    expect(await loadSession(store)).toBeNull();
    expect(store.getState()).toMatchObject({ ready: true, isAuthenticated: false });
  });
});

describe('logout everywhere', () => {
  it('revokes the session on the server, resets the state and reloads', async () => {
    const api = fakeApi({ 'POST v2/users/logout': [ok({})] });
    const store = createAuthStore(signedIn());
    const reload = vi.fn();
    await logoutEverywhere(store, reload);
    expect(api.callsTo('POST v2/users/logout')).toHaveLength(1);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still clears the local state when the server cannot be reached', async () => {
    fakeApi({ 'POST v2/users/logout': [fail(503, 503, 'Network error.')] });
    const store = createAuthStore(signedIn());
    const reload = vi.fn();
    await logoutEverywhere(store, reload);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
