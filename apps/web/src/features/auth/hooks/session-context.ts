/**
 * Where this visit started and how it was referred, as login_status and user_logs want them (spec 01 §7): the first
 * URL of the browser session (kept in session storage) and the utm_* parameters of the current address.
 */
const SESSION_START_KEY = 'session_start_url';

export function sessionStartUrl(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_START_KEY);
    if (stored) return stored;
    sessionStorage.setItem(SESSION_START_KEY, window.location.href);
  } catch {
    // Storage can be disabled; the current address is the best answer then.
  }
  return window.location.href;
}

export function currentSourceUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

export interface UtmDetails {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  shorthandUtm: string | null;
}

export function utmDetails(search: string = window.location.search): UtmDetails {
  const q = new URLSearchParams(search);
  return {
    utmSource: q.get('utm_source'),
    utmMedium: q.get('utm_medium'),
    utmCampaign: q.get('utm_campaign'),
    shorthandUtm: q.get('utm'),
  };
}
