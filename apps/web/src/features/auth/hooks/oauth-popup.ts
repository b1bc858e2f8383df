/**
 * The social / partner sign-in popup (spec 01 §7 "Third-party logins"): a 600x500 window on the server's start URL,
 * answered by the callback page posting `{type: 'katana-oauth', ok, code?, message?}` to this window. Only messages
 * from our own origin count, so another site cannot fake a sign-in.
 */
import { OAUTH_POPUP_MESSAGE_TYPE, type FbMergeResponse, type OAuthPopupMessage } from '@katana/shared/api/auth';

export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 500;
export const POPUP_CLOSED_MESSAGE = 'Window closed without authentication';
/** The closed-window check; after the callback posts its message it closes itself, so allow the message to land. */
const POLL_MS = 400;

export class OAuthPopupError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    /** Set when a Facebook e-mail belongs to an existing account (code 945): the merge flow continues. */
    readonly fbMerge: FbMergeResponse | null = null,
  ) {
    super(message);
    this.name = 'OAuthPopupError';
  }
}

function mergeFields(data: OAuthPopupMessage): FbMergeResponse | null {
  if (!('fb_merge_state' in data)) return null;
  return { fb_merge_state: data.fb_merge_state, fb_merge_email: data.fb_merge_email, fb_merge_token: data.fb_merge_token };
}

export type PopupOutcome = { ok: true; newUser: boolean } | { ok: false; blocked: true };

function isPopupMessage(data: unknown): data is OAuthPopupMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OAUTH_POPUP_MESSAGE_TYPE;
}

function features(win: Window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the popup and resolves `{ok: true}` once the provider signed the user in; rejects with an OAuthPopupError
 * carrying the server's code (943, 925...) on failure, or POPUP_CLOSED_MESSAGE when the user closed the window.
 * Resolves `{ok: false, blocked: true}` when the browser refused to open it.
 */
export function openOAuthPopup(url: string, win: Window = window): Promise<PopupOutcome> {
  const popup = win.open(url, 'katana-oauth', features(win));
  if (!popup) return Promise.resolve({ ok: false, blocked: true });
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = () => {
      settled = true;
      win.removeEventListener('message', onMessage);
      win.clearInterval(poll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || !isPopupMessage(event.data)) return;
      finish();
      const data = event.data;
      if (data.ok) resolve({ ok: true, newUser: data.new_user === true });
      else reject(new OAuthPopupError(data.message, data.code, mergeFields(data)));
    };
    const poll = win.setInterval(() => {
      if (!popup.closed || settled) return;
      win.clearInterval(poll);
      // A message posted just before the window closed may still be queued: give it one more turn.
      win.setTimeout(() => {
        if (settled) return;
        finish();
        reject(new OAuthPopupError(POPUP_CLOSED_MESSAGE, null));
      }, POLL_MS);
    }, POLL_MS);
    win.addEventListener('message', onMessage);
  });
}
