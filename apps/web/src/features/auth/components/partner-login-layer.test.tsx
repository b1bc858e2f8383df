import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPartnerEnvironment } from '../../../lib/auth/partner-environment.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { CODESTUDIO_REDIRECT_PARAM, SIGNUP_SOURCE_KEY, startPartnerLogin } from '../hooks/partner-login.ts';
import { AuthPage } from '../routes/auth-page.tsx';
import { PartnerLoginLayer } from './partner-login-layer.tsx';

const post = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as unknown as Window);
});
afterEach(() => {
  open.mockRestore();
  setPartnerEnvironment(false);
  vi.unstubAllGlobals();
});

function renderLayer() {
  const go = vi.fn();
  renderWithAuth(<PartnerLoginLayer partnerName="JobPortal" brand="Katana" returnPath="/problems?page=2" go={go} />);
  return go;
}

describe('partner-login layer', () => {
  it("opens the partner's sign-in and reloads the page the user came from on success", async () => {
    const go = renderLayer();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with JobPortal' }));
    expect(open.mock.calls[0]![0]).toBe('/api/v2/users/oauth/partner/start?redirect=%2Fproblems%3Fpage%3D2');
    post({ type: 'katana-oauth', ok: true, new_user: false });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/problems?page=2'));
  });

  it('sends the user to the root on an error or when the popup is closed', async () => {
    const go = renderLayer();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with JobPortal' }));
    post({ type: 'katana-oauth', ok: false, code: 943, message: 'We could not verify your email id.' });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
  });

  it('sends the user to the root when the layer is closed', async () => {
    const go = renderLayer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(go).toHaveBeenCalledWith('/');
  });

  it('falls back to the full-page sign-in when popups are blocked', async () => {
    open.mockReturnValue(null);
    const go = renderLayer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with JobPortal' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/v2/users/oauth/partner/start?redirect=%2Fproblems%3Fpage%3D2'));
  });
});

describe('the auth route in the partner environment', () => {
  it('shows the partner-login layer instead of the e-mail form', async () => {
    setPartnerEnvironment(true);
    fakeApi({ 'GET v2/users/oauth/providers': [ok([{ provider: 'partner', name: 'JobPortal', enabled: true }])] });
    const redirect = encodeURIComponent(`${window.location.origin}/contests`);
    renderWithAuth(<AuthPage />, { path: `/auth?${CODESTUDIO_REDIRECT_PARAM}=${redirect}` });
    expect(await screen.findByTestId('partner-login-layer')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Email address')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with JobPortal' }));
    expect(open.mock.calls[0]![0]).toBe('/api/v2/users/oauth/partner/start?redirect=%2Fcontests');
  });

  it('keeps the usual form when the partner is not configured', async () => {
    setPartnerEnvironment(true);
    fakeApi({ 'GET v2/users/oauth/providers': [ok([{ provider: 'partner', name: 'JobPortal', enabled: false }])] });
    renderWithAuth(<AuthPage />, { path: '/auth' });
    expect(await screen.findByPlaceholderText('Email address')).toBeInTheDocument();
    expect(screen.queryByTestId('partner-login-layer')).not.toBeInTheDocument();
  });
});

describe('Login button in the partner environment', () => {
  it('leaves for the auth route with codestudioRedirect and records the signup source', () => {
    const assign = vi.fn();
    const storage = new Map<string, string>();
    const win = {
      location: { href: 'https://katana.test/problems/two-sum?tab=1', assign },
      sessionStorage: { setItem: (k: string, v: string) => storage.set(k, v) },
    } as unknown as Window;
    startPartnerLogin(win);
    expect(assign).toHaveBeenCalledWith('/auth?codestudioRedirect=https%3A%2F%2Fkatana.test%2Fproblems%2Ftwo-sum%3Ftab%3D1');
    expect(storage.get(SIGNUP_SOURCE_KEY)).toBe('katana.test/problems/two-sum');
  });
});
