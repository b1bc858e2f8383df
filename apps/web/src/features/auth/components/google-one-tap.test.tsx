import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { testUser } from '../../../test/auth-fixtures.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleIdentity, type GooglePromptNotification } from '../hooks/google-identity.ts';
import { logoutEverywhere } from '../hooks/session.ts';
import { createAuthStore } from '../../../lib/auth/auth-store.ts';
import { LoginForm } from './login-form.tsx';

const PROVIDERS = 'GET v2/users/oauth/providers';
const SOCIAL_LOGIN = 'POST v2/users/social_login';
const GOOGLE = { provider: 'google_oauth2', name: 'Google', enabled: true, client_id: 'katana.apps.googleusercontent.com' };
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';

type Win = { google?: { accounts: { id: GoogleIdentity } } };

/** A stand-in for Google's library: records what the page asks of it; the test plays Google's side. */
function fakeGoogle(prompt: Partial<Record<keyof GooglePromptNotification, boolean>> = {}) {
  const calls = {
    initialize: vi.fn<GoogleIdentity['initialize']>(),
    cancel: vi.fn(),
    disableAutoSelect: vi.fn(),
  };
  const api: GoogleIdentity = {
    initialize: calls.initialize,
    prompt: (listener) =>
      listener?.({
        isNotDisplayed: () => prompt.isNotDisplayed ?? false,
        isSkippedMoment: () => prompt.isSkippedMoment ?? false,
        isDismissedMoment: () => prompt.isDismissedMoment ?? false,
      }),
    cancel: calls.cancel,
    disableAutoSelect: calls.disableAutoSelect,
  };
  return { api, calls, credential: (token: string) => calls.initialize.mock.calls[0]![0].callback({ credential: token }) };
}

const googleScripts = () => document.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);

/** Google's script "arrives": the tag the page added fires load with the library in place. */
async function googleLoads(google: ReturnType<typeof fakeGoogle>) {
  await waitFor(() => expect(googleScripts()).toHaveLength(1));
  (window as Win).google = { accounts: { id: google.api } };
  await act(async () => {
    googleScripts()[0]!.dispatchEvent(new Event('load'));
  });
}

function renderForm(path = '/auth') {
  const onAuthenticated = vi.fn();
  const view = renderWithAuth(<LoginForm brand="Katana" redirectPath="/problems" onAuthenticated={onAuthenticated} />, { path });
  return { ...view, onAuthenticated };
}

beforeEach(() => setViewportWidth(1280));
afterEach(() => {
  delete (window as Win).google;
  googleScripts().forEach((s) => s.remove());
  vi.unstubAllGlobals();
});

describe('Google One Tap', () => {
  it('loads no Google script when the deployment has not configured Google', async () => {
    fakeApi({ [PROVIDERS]: [ok([{ provider: 'google_oauth2', name: 'Google', enabled: false }, { provider: 'partner', name: 'JobPortal', enabled: true }])] });
    renderForm();
    await screen.findByRole('button', { name: 'Login with JobPortal' });
    expect(googleScripts()).toHaveLength(0);
    expect(screen.queryByTestId('google-one-tap')).not.toBeInTheDocument();
  });

  it('shows the 189px One Tap box instead of the Google button and signs in with its ID token', async () => {
    const api = fakeApi({
      [PROVIDERS]: [ok([GOOGLE])],
      [SOCIAL_LOGIN]: [
        ok({ user: testUser({ name: 'Gia Google' }), user_access_token: 'secret', new_user: true, first_time_login: true, eu_user: false, eu_active_user: true }),
      ],
      'POST v2/users/user_logs': [ok({})],
    });
    const google = fakeGoogle();
    const { store, onAuthenticated } = renderForm('/auth?psReferralCode=PS42');
    const box = await screen.findByTestId('google-one-tap');
    expect(box.style.height).toBe('189px');
    expect(screen.queryByRole('button', { name: 'Login with Google' })).not.toBeInTheDocument();
    await googleLoads(google);
    expect(google.calls.initialize.mock.calls[0]![0]).toMatchObject({ client_id: GOOGLE.client_id, prompt_parent_id: box.id });

    await act(async () => google.credential(ID_TOKEN));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    const call = api.callsTo(SOCIAL_LOGIN)[0]!;
    expect(call.query.get('provider')).toBe('google_single_sign_in');
    expect(call.query.get('token')).toBe(ID_TOKEN);
    expect(call.query.get('time_zone_string')).toBeTruthy();
    expect(call.body).toEqual({ referral_data: null, ps_referral_code: 'PS42' });
    expect(call.headers.source).toBe('web');
    expect(store.getState()).toMatchObject({ isAuthenticated: true, provider: 'google_single_sign_in', user: { name: 'Gia Google' } });
  });

  it('gives the Google button back when Google will not show the prompt', async () => {
    fakeApi({ [PROVIDERS]: [ok([GOOGLE])] });
    renderForm();
    await screen.findByTestId('google-one-tap');
    await googleLoads(fakeGoogle({ isNotDisplayed: true }));
    expect(await screen.findByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(screen.queryByTestId('google-one-tap')).not.toBeInTheDocument();
  });

  it('gives the Google button back when the script cannot load', async () => {
    fakeApi({ [PROVIDERS]: [ok([GOOGLE])] });
    renderForm();
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    await act(async () => {
      googleScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(googleScripts()).toHaveLength(0);
  });

  it('does not load on screens of 600px or less, nor when continuing with the partner', async () => {
    fakeApi({ [PROVIDERS]: [ok([GOOGLE, { provider: 'partner', name: 'JobPortal', enabled: true }])] });
    setViewportWidth(600);
    const narrow = renderForm();
    expect(await screen.findByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(googleScripts()).toHaveLength(0);
    narrow.unmount();

    setViewportWidth(1280);
    renderForm('/auth?continue_with_naukri=1');
    expect(await screen.findByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(googleScripts()).toHaveLength(0);
  });

  it('shows a refused token (925) under the social buttons and stays signed out', async () => {
    fakeApi({ [PROVIDERS]: [ok([GOOGLE])], [SOCIAL_LOGIN]: [fail(400, 925, 'Sign-in with this provider failed. Please try again.')] });
    const google = fakeGoogle();
    const { store, onAuthenticated } = renderForm();
    await googleLoads(google);
    await act(async () => google.credential(ID_TOKEN));
    expect(await screen.findByText('Sign-in with this provider failed. Please try again.')).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, error: { code: 925 } });
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('logout turns One Tap auto-select off (social logout for Google)', async () => {
    fakeApi({ 'POST v2/users/logout': [ok({})] });
    const google = fakeGoogle();
    (window as Win).google = { accounts: { id: google.api } };
    const reload = vi.fn();
    await logoutEverywhere(createAuthStore(), reload);
    expect(google.calls.disableAutoSelect).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
