import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '../../../lib/auth/auth-store.ts';
import { STARTING_STATE } from '../../../lib/auth/auth-state.ts';
import { deferred, fakeApi, fail, ok } from '../../../test/fake-api.ts';
import { signedIn, testUser } from '../../../test/auth-fixtures.ts';
import { loadSession, logoutEverywhere } from './session.ts';

const PARTNER_STATUS = 'GET v2/users/oauth/partner/login_status';
const PARTNER_LOGOUT = 'POST v2/users/oauth/partner/logout';

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

describe('partner environment (spec 01 §4, §8)', () => {
  it('erases the session, resets the state and reloads when the partner says not logged in', async () => {
    const api = fakeApi({
      'GET v2/users/login_status': [status(true)],
      [PARTNER_STATUS]: [ok({ loggedin: false })],
      'POST v2/users/logout': [ok({})],
      'GET v2/users/auth_details': [ok({ user: testUser() })],
    });
    const store = createAuthStore(STARTING_STATE);
    const reload = vi.fn();
    await loadSession(store, { partnerEnvironment: true, reload });
    expect(api.callsTo('POST v2/users/logout')).toHaveLength(1);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, ready: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the session while the partner says logged in, or cannot be reached', async () => {
    for (const answer of [ok({ loggedin: true }), fail(502, 925, 'The partner could not be reached. Please try again.')]) {
      const api = fakeApi({
        'GET v2/users/login_status': [status(true)],
        [PARTNER_STATUS]: [answer],
        'GET v2/users/auth_details': [ok({ user: testUser({ name: 'Priya' }) })],
      });
      const store = createAuthStore(STARTING_STATE);
      const reload = vi.fn();
      await loadSession(store, { partnerEnvironment: true, reload });
      expect(store.getState()).toMatchObject({ isAuthenticated: true, user: { name: 'Priya' } });
      expect(api.callsTo('POST v2/users/logout')).toHaveLength(0);
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('asks the partner only in the partner environment and only for a signed-in session', async () => {
    const api = fakeApi({
      'GET v2/users/login_status': [status(true), status(false)],
      'GET v2/users/auth_details': [ok({ user: testUser() })],
      [PARTNER_STATUS]: [ok({ loggedin: false })],
    });
    await loadSession(createAuthStore(STARTING_STATE), { partnerEnvironment: false });
    await loadSession(createAuthStore(STARTING_STATE), { partnerEnvironment: true });
    expect(api.callsTo(PARTNER_STATUS)).toHaveLength(0);
  });

  it('logs out at the partner first and erases the cookies it names', async () => {
    const api = fakeApi({ [PARTNER_LOGOUT]: [ok({ cookies: ['nauk_at', 'nauk_rt'] })], 'POST v2/users/logout': [ok({})] });
    const clearCookies = vi.fn();
    const store = createAuthStore(signedIn());
    const reload = vi.fn();
    await logoutEverywhere(store, reload, { partnerEnvironment: true, clearCookies });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([PARTNER_LOGOUT, 'POST v2/users/logout']);
    expect(clearCookies).toHaveBeenCalledWith(['nauk_at', 'nauk_rt']);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('erases the fixed list of partner cookies when the partner logout fails, and still logs out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi({ [PARTNER_LOGOUT]: [fail(502, 925, 'down')], 'POST v2/users/logout': [ok({})] });
    const clearCookies = vi.fn();
    const store = createAuthStore(signedIn());
    await logoutEverywhere(store, vi.fn(), { partnerEnvironment: true, clearCookies });
    expect(clearCookies).toHaveBeenCalledWith(['nauk_at', 'nauk_rt', 'nauk_sid', 'studio_at', 'studio_rt']);
    expect(api.callsTo('POST v2/users/logout')).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    expect(store.getState().isAuthenticated).toBe(false);
    warn.mockRestore();
  });

  it('makes no partner call outside the partner environment', async () => {
    const api = fakeApi({ 'POST v2/users/logout': [ok({})] });
    await logoutEverywhere(createAuthStore(signedIn()), vi.fn(), { partnerEnvironment: false, clearCookies: vi.fn() });
    expect(api.callsTo(PARTNER_LOGOUT)).toHaveLength(0);
  });
});

describe('reverse auto-login (spec 01 §4, §9)', () => {
  it('starts once, out of sight, when login status asks for a vendor token', async () => {
    fakeApi({
      'GET v2/users/login_status': [status(true, { fetch_vendor_token: true, vendor_token_journey_id: 'j-42', classroom_paid: true })],
      'GET v2/users/auth_details': [ok({ user: testUser({ naukri_merged_profile: true }) })],
    });
    const start = vi.fn();
    const store = createAuthStore(STARTING_STATE);
    await loadSession(store, { startReverseAutoLogin: start });
    expect(start).toHaveBeenCalledTimes(1);
    const url = new URL(start.mock.calls[0]![0] as string, 'https://katana.test');
    expect(url.pathname).toBe('/reverse-auto-login-mediator');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'code_studio',
      utm_campaign: 'naukri_jobs_on_code_studio',
      utm_medium: 'desktop',
      naukri_token_journey_id: 'j-42',
    });
    expect(store.getState().reverse_auto_login_triggered).toBe(true);
    // A second load in the same page does not start it again.
    await loadSession(store, { startReverseAutoLogin: start });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start without fetch_vendor_token', async () => {
    fakeApi({ 'GET v2/users/login_status': [status(true)], 'GET v2/users/auth_details': [ok({ user: testUser() })] });
    const start = vi.fn();
    await loadSession(createAuthStore(STARTING_STATE), { startReverseAutoLogin: start });
    expect(start).not.toHaveBeenCalled();
  });
});
