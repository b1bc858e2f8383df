/** Auth states and users for tests: a full contract user (packages/shared/src/api/auth.ts) with overridable fields. */
import type { AuthUser } from '@katana/shared/api/auth';
import { LOGGED_OUT_STATE, type AuthState } from '../lib/auth/auth-state.ts';

export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    uuid: 'u-7',
    name: 'Asha Rao',
    email: 'asha@example.com',
    image: null,
    phone_number: null,
    phone_country_code: null,
    country_id: null,
    ps_new_user: false,
    merge_strategy: 'new',
    naukri_onboarding_seen_studio: false,
    naukri_onboarding_seen_classroom: false,
    naukri_merged_profile: false,
    show_navigation_onboarding: false,
    has_password: false,
    node_access_token: null,
    ...overrides,
  };
}

export function signedIn(user: Partial<AuthUser> = {}, state: Partial<AuthState> = {}): AuthState {
  return {
    ...LOGGED_OUT_STATE,
    phase: 'authenticated',
    isAuthenticated: true,
    user: testUser(user),
    provider: 'coding_ninjas',
    ...state,
  };
}
