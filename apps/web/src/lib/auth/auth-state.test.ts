import { describe, expect, it } from 'vitest';
import type { LoginStatusResponse } from '@katana/shared/api/auth';
import { signedIn, testUser } from '../../test/auth-fixtures.ts';
import { authReducer, displayName, isInactiveEuUser, LOGGED_OUT_STATE, STARTING_STATE } from './auth-state.ts';

const status = (overrides: Partial<LoginStatusResponse> = {}): LoginStatusResponse => ({
  status: true,
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
  ...overrides,
});

describe('authReducer (spec 01 §4 Authentication)', () => {
  it('goes logged out -> authenticating -> authenticated, clearing merge data and the error', () => {
    let s = authReducer(STARTING_STATE, { type: 'fb-merge', fb_merge_state: 'FACEBOOK_MERGE', fb_merge_email: 'a@b.co', fb_merge_token: 't' });
    expect(s).toMatchObject({ isAuthenticated: false, fbMergeState: 'FACEBOOK_MERGE', fbMergeEmail: 'a@b.co', fbMergeToken: 't' });
    s = authReducer(s, { type: 'authenticating', provider: 'coding_ninjas' });
    expect(s).toMatchObject({ phase: 'authenticating', isAuthenticating: true });
    s = authReducer(s, { type: 'authenticated', provider: 'coding_ninjas', result: { user: testUser(), new_user: true } });
    expect(s).toMatchObject({
      phase: 'authenticated',
      isAuthenticated: true,
      isAuthenticating: false,
      new_user: true,
      fbMergeState: null,
      fbMergeToken: null,
      error: null,
      ready: true,
    });
  });

  it('resets the whole state on error and keeps the error until the forms reset it', () => {
    const s = authReducer(signedIn(), { type: 'error', error: { code: 927, message: 'Invalid OTP' } });
    expect(s).toMatchObject({ phase: 'error', isAuthenticated: false, user: null, error: { code: 927 } });
    expect(authReducer(s, { type: 'reset-error' })).toMatchObject({ phase: 'logged-out', error: null });
  });

  it('takes the partner and EU flags from login_status, and a false status resets the user', () => {
    const s = authReducer(signedIn(), { type: 'login-status', status: status({ naukri_unverified: true, eu_user: true, eu_active_user: false }) });
    expect(s).toMatchObject({ isAuthenticated: true, naukriUnverified: true, euUser: true, euActiveUser: false });
    expect(isInactiveEuUser(s)).toBe(true);
    const out = authReducer(signedIn(), { type: 'login-status', status: status({ status: false }) });
    expect(out).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('logout resets everything; onboarding-seen marks the variant locally', () => {
    expect(authReducer(signedIn(), { type: 'logout' })).toEqual(LOGGED_OUT_STATE);
    const seen = authReducer(signedIn(), { type: 'onboarding-seen', variant: 'studio' });
    expect(seen.user).toMatchObject({ naukri_onboarding_seen_studio: true, naukri_onboarding_seen_classroom: false });
  });

  it('releases start-up once', () => {
    const s = authReducer(STARTING_STATE, { type: 'startup-done' });
    expect(s.ready).toBe(true);
    expect(authReducer(s, { type: 'startup-done' })).toBe(s);
  });

  it('shows the name, else the e-mail local part', () => {
    expect(displayName(testUser({ name: '  ' }))).toBe('asha');
    expect(displayName(testUser({ name: 'Asha Rao' }))).toBe('Asha Rao');
  });
});
