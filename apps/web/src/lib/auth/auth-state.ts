/**
 * The client's auth state (spec 01 §3 "Auth state") and its transitions (spec 01 §4 "Authentication"): logged out,
 * authenticating, authenticated, error; plus the Facebook-merge fields and what login_status reports. Pure, so every
 * transition is testable without React or a network.
 *
 * The session token itself is not kept here: it lives in the HttpOnly cookie ninja_auth_token, out of reach of page
 * scripts, and every call sends it automatically.
 */
import type { AuthUser, LoginResponse, LoginStatusResponse } from '@katana/shared/api/auth';

export type { AuthUser };

export type AuthPhase = 'logged-out' | 'authenticating' | 'authenticated' | 'error';

export interface AuthFailure {
  code: number;
  message: string;
}

export interface AuthState {
  phase: AuthPhase;
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  user: AuthUser | null;
  new_user: boolean;
  first_time_login: boolean;
  /** How the current session was created: coding_ninjas, phone_coding_ninjas, google_oauth2, facebook, partner. */
  provider: string | null;
  error: AuthFailure | null;
  fbMergeState: string | null;
  fbMergeEmail: string | null;
  fbMergeToken: string | null;
  /** Signed in through the partner, partner e-mail not verified yet: the verify-email prompt shows. */
  naukriUnverified: boolean;
  naukriFlowUser: number;
  basicDetails: LoginStatusResponse['user_basic_detail'];
  classroomPaid: boolean;
  euUser: boolean;
  euActiveUser: boolean;
  registrationUtmSource: string | null;
  registrationUtmMedium: string | null;
  registrationUtmCampaign: string | null;
  reverse_auto_login_triggered: boolean;
  /** The session load at start has finished (or its 3.5 s wait ran out): guards may decide now. */
  ready: boolean;
}

export const LOGGED_OUT_STATE: AuthState = {
  phase: 'logged-out',
  isAuthenticated: false,
  isAuthenticating: false,
  user: null,
  new_user: false,
  first_time_login: false,
  provider: null,
  error: null,
  fbMergeState: null,
  fbMergeEmail: null,
  fbMergeToken: null,
  naukriUnverified: false,
  naukriFlowUser: 0,
  basicDetails: null,
  classroomPaid: false,
  euUser: false,
  euActiveUser: true,
  registrationUtmSource: null,
  registrationUtmMedium: null,
  registrationUtmCampaign: null,
  reverse_auto_login_triggered: false,
  ready: true,
};

/** What the app starts with before the session load: anonymous and not ready. */
export const STARTING_STATE: AuthState = { ...LOGGED_OUT_STATE, ready: false };

export type AuthSuccess = Pick<LoginResponse, 'user'> &
  Partial<Pick<LoginResponse, 'new_user' | 'first_time_login' | 'eu_user' | 'eu_active_user'>>;

export type AuthAction =
  | { type: 'authenticating'; provider: string }
  | { type: 'authenticated'; provider: string | null; result: AuthSuccess }
  | { type: 'fb-merge'; fb_merge_state: string; fb_merge_email: string; fb_merge_token: string }
  | { type: 'error'; error: AuthFailure }
  | { type: 'reset-error' }
  | { type: 'login-status'; status: LoginStatusResponse }
  | { type: 'logout' }
  | { type: 'startup-done' }
  | { type: 'reverse-auto-login-triggered' }
  | { type: 'onboarding-seen'; variant: 'studio' | 'classroom' }
  /** The navigation tour was finished or closed (PS_NAV_ONBOARDING acknowledged). */
  | { type: 'navigation-tour-seen' };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'authenticating':
      return { ...state, phase: 'authenticating', isAuthenticating: true, provider: action.provider, error: null };
    case 'authenticated': {
      const { result } = action;
      // Authenticated clears any merge data and the error (spec 01 §4).
      return {
        ...state,
        phase: 'authenticated',
        isAuthenticated: true,
        isAuthenticating: false,
        user: result.user,
        new_user: result.new_user ?? state.new_user,
        first_time_login: result.first_time_login ?? state.first_time_login,
        euUser: result.eu_user ?? state.euUser,
        euActiveUser: result.eu_active_user ?? state.euActiveUser,
        provider: action.provider ?? state.provider,
        error: null,
        fbMergeState: null,
        fbMergeEmail: null,
        fbMergeToken: null,
        ready: true,
      };
    }
    case 'fb-merge':
      // A social e-mail that matches another account: no session until the merge OTP is verified.
      return {
        ...state,
        phase: 'logged-out',
        isAuthenticated: false,
        isAuthenticating: false,
        fbMergeState: action.fb_merge_state,
        fbMergeEmail: action.fb_merge_email,
        fbMergeToken: action.fb_merge_token,
      };
    case 'error':
      // Error resets the whole auth state and stores the error (spec 01 §4).
      return { ...LOGGED_OUT_STATE, phase: 'error', error: action.error, ready: state.ready };
    case 'reset-error':
      return state.error ? { ...state, error: null, phase: state.isAuthenticated ? 'authenticated' : 'logged-out' } : state;
    case 'login-status': {
      const s = action.status;
      const base = s.status ? state : { ...LOGGED_OUT_STATE, ready: state.ready };
      return {
        ...base,
        naukriUnverified: s.naukri_unverified,
        naukriFlowUser: s.naukri_flow_user,
        basicDetails: s.user_basic_detail,
        classroomPaid: s.classroom_paid,
        euUser: s.eu_user,
        euActiveUser: s.eu_active_user,
        registrationUtmSource: s.registration_utm_source,
        registrationUtmMedium: s.registration_utm_medium,
        registrationUtmCampaign: s.registration_utm_campaign,
      };
    }
    case 'logout':
      return { ...LOGGED_OUT_STATE, ready: true };
    case 'startup-done':
      return state.ready ? state : { ...state, ready: true };
    case 'reverse-auto-login-triggered':
      return state.reverse_auto_login_triggered ? state : { ...state, reverse_auto_login_triggered: true };
    case 'onboarding-seen': {
      if (!state.user) return state;
      const field = action.variant === 'studio' ? 'naukri_onboarding_seen_studio' : 'naukri_onboarding_seen_classroom';
      return { ...state, user: { ...state.user, [field]: true } };
    }
    case 'navigation-tour-seen':
      return state.user ? { ...state, user: { ...state.user, show_navigation_onboarding: false } } : state;
  }
}

/** EU users whose account is inactive go to the coming-soon page (spec 01 §6). */
export function isInactiveEuUser(state: Pick<AuthState, 'isAuthenticated' | 'euUser' | 'euActiveUser'>): boolean {
  return state.isAuthenticated && state.euUser && !state.euActiveUser;
}

/** The name the header shows: the user's name, else the e-mail's local part. */
export function displayName(user: Pick<AuthUser, 'name' | 'email'> | null): string {
  const name = user?.name?.trim();
  if (name) return name;
  return user?.email?.split('@')[0] ?? '';
}
