import { describe, expect, it } from 'vitest';
import { reverseAutoLoginMediatorUrl, shouldStartReverseAutoLogin, startReverseAutoLogin } from './reverse-auto-login.ts';

describe('reverse auto-login rules', () => {
  const asks = { status: true, fetch_vendor_token: true };

  it('starts for a signed-in session asking for a vendor token, once, and not on its own pages', () => {
    expect(shouldStartReverseAutoLogin(asks, false, '/problems')).toBe(true);
    expect(shouldStartReverseAutoLogin(asks, true, '/problems')).toBe(false);
    expect(shouldStartReverseAutoLogin({ ...asks, fetch_vendor_token: false }, false, '/problems')).toBe(false);
    expect(shouldStartReverseAutoLogin({ ...asks, status: false }, false, '/problems')).toBe(false);
    expect(shouldStartReverseAutoLogin(asks, false, '/reverse-auto-login-mediator')).toBe(false);
    expect(shouldStartReverseAutoLogin(asks, false, '/profile/reverse-auto-login-launcher')).toBe(false);
  });

  it('uses medium mobile_site on mobile and leaves out a missing journey id', () => {
    expect(reverseAutoLoginMediatorUrl(null, true)).toBe(
      '/reverse-auto-login-mediator?utm_source=code_studio&utm_campaign=naukri_jobs_on_code_studio&utm_medium=mobile_site',
    );
  });

  it('loads the mediator in a hidden frame', () => {
    startReverseAutoLogin('/reverse-auto-login-mediator?x=1');
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-reverse-auto-login]')!;
    expect(frame.getAttribute('src')).toBe('/reverse-auto-login-mediator?x=1');
    expect(frame.hidden).toBe(true);
    frame.remove();
  });
});
