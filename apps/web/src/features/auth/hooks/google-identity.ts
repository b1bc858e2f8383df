/**
 * Google Identity Services (the script behind One Tap, spec 01 "Initial form"): loaded from Google only when the
 * deployment configured Google sign-in and the page asks for One Tap, once per page, never otherwise. The types
 * cover the part of `google.accounts.id` we call.
 */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  /** The ID token (a JWT) the server verifies. */
  credential: string;
}

export interface GooglePromptNotification {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
}

export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback(response: GoogleCredentialResponse): void;
    prompt_parent_id?: string;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
  cancel(): void;
  disableAutoSelect(): void;
}

interface GoogleWindow {
  google?: { accounts?: { id?: GoogleIdentity } };
}

/** The loaded library, if this page has loaded it. */
export function loadedGoogleIdentity(win: Window = window): GoogleIdentity | null {
  return (win as unknown as GoogleWindow).google?.accounts?.id ?? null;
}

let loading: { script: HTMLScriptElement; promise: Promise<GoogleIdentity> } | null = null;

/** Adds the script tag once and resolves with `google.accounts.id`; rejects when it cannot load (blocked, offline). */
export function loadGoogleIdentity(doc: Document = document): Promise<GoogleIdentity> {
  const win = doc.defaultView ?? window;
  const ready = loadedGoogleIdentity(win);
  if (ready) return Promise.resolve(ready);
  // A tag still in the page is still loading: wait for it rather than adding a second one.
  if (loading && doc.contains(loading.script)) return loading.promise;
  const script = doc.createElement('script');
  script.src = GOOGLE_IDENTITY_SCRIPT;
  script.async = true;
  const promise = new Promise<GoogleIdentity>((resolve, reject) => {
    script.addEventListener('load', () => {
      const api = loadedGoogleIdentity(win);
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not start'));
    });
    script.addEventListener('error', () => {
      // A later dialog may try again: the failed tag goes.
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    });
  });
  loading = { script, promise };
  doc.head.appendChild(script);
  return promise;
}

/** Social logout for Google (spec 01 §4 "Logout"): One Tap must not sign the user straight back in. */
export function googleSignOut(win: Window = window): void {
  loadedGoogleIdentity(win)?.disableAutoSelect();
}
