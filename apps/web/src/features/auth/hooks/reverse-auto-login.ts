/**
 * Reverse auto-login to the partner (spec 01 §4 "Session load at start", §9; spec 03 §6): when login status asks for
 * a vendor token (fetch_vendor_token) and it was not triggered yet in this page, the partner's mediator route is
 * loaded out of sight with the vendor-token journey id and the spec's UTM values, and the triggered flag is set so
 * it runs once. The mediator exchanges the journey for the partner's sign-in.
 */
import type { LoginStatusResponse } from '@katana/shared/api/auth';
import { matchRoute } from '@katana/shared/routes';

export const REVERSE_AUTO_LOGIN_UTM = { utm_source: 'code_studio', utm_campaign: 'naukri_jobs_on_code_studio' } as const;
/** Device rule of spec 01 §9 for the public section: mobile at or below 979px. */
export const REVERSE_AUTO_LOGIN_MOBILE_QUERY = '(max-width: 979px)';

/** The mediator and launcher pages run the flow themselves: loading them must not start it again ("skipped"). */
export function shouldStartReverseAutoLogin(
  status: Pick<LoginStatusResponse, 'status' | 'fetch_vendor_token'>,
  alreadyTriggered: boolean,
  pathname: string,
): boolean {
  const kind = matchRoute(pathname).kind;
  const skipped = kind === 'reverse-auto-login-mediator' || kind === 'reverse-auto-login-launcher';
  return status.status && status.fetch_vendor_token && !skipped && !alreadyTriggered;
}

export function reverseAutoLoginMediatorUrl(journeyId: string | null, mobile: boolean): string {
  const params = new URLSearchParams({
    ...REVERSE_AUTO_LOGIN_UTM,
    utm_medium: mobile ? 'mobile_site' : 'desktop',
    ...(journeyId ? { naukri_token_journey_id: journeyId } : {}),
  });
  return `/reverse-auto-login-mediator?${params}`;
}

/** Loads the mediator in a hidden frame: the mediator page itself is not shown (spec 01 §4). */
export function startReverseAutoLogin(url: string, doc: Document = document): void {
  const frame = doc.createElement('iframe');
  frame.src = url;
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.reverseAutoLogin = 'true';
  doc.body.appendChild(frame);
}
