/**
 * Opening the Login and Sign Up dialog from anywhere (spec 01 "Login and Sign Up dialog"): a header button, a
 * verify-email prompt, a critical-flow page. The sign-in feature provides the real dialog; this context only
 * carries the request so screens of other features can ask for it without importing that feature.
 */
import { createContext, useContext } from 'react';

/** The login trigger flag of spec 01 §9: a guided path's "get started" button opened the dialog. */
export const GET_STARTED_TRIGGER = 'get_started';

/** Why the dialog closed: success after authentication, the cross, or the host closing it. */
export type LoginCloseReason = 'success' | 'cross_clicked' | 'closed';

export interface LoginDialogRequest {
  /** Where the request came from, e.g. navbar, verify_email, critical_flow. */
  source: string;
  /** dialog: the centred 445px modal; panel: the 520px right-side panel of critical-flow pages. */
  variant?: 'dialog' | 'panel';
  /** Reload the page after it closes, unless the cross was used. */
  reloadAfterClose?: boolean;
  /** False hides the cross and ignores Escape. */
  dismissible?: boolean;
  /** What opened it, e.g. get_started on a guided path (no reload after login there). */
  trigger?: string;
  /** The dialog's inputs of spec 01: the step to open at (an OTP was already sent), the e-mail and the name. */
  loginFormUserStatus?:
    'INITIAL' | 'NEW_USER' | 'REGISTERED_USER_WITH_PASSWORD' | 'REGISTERED_USER_WITHOUT_PASSWORD';
  userEmail?: string;
  userName?: string;
  /** Which field the initial step starts with: the e-mail (default) or the phone number. */
  loginType?: 'email' | 'phone';
  onClose?(reason: LoginCloseReason): void;
}

export interface LoginDialogApi {
  openLogin(request: LoginDialogRequest): void;
  closeLogin(reason?: LoginCloseReason): void;
  isOpen: boolean;
}

const fallback: LoginDialogApi = {
  openLogin: () => {
    // Without the dialog host (static renders), the auth page is the way to sign in.
    window.location.assign(
      `/auth?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`,
    );
  },
  closeLogin: () => {},
  isOpen: false,
};

export const LoginDialogContext = createContext<LoginDialogApi>(fallback);

export function useLoginDialog(): LoginDialogApi {
  return useContext(LoginDialogContext);
}
