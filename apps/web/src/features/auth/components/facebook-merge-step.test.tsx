import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { testUser } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const merging = { ...LOGGED_OUT_STATE, fbMergeState: 'FACEBOOK_MERGE', fbMergeEmail: 'old@example.com', fbMergeToken: 'merge-token' };
const loginResponse = ok({ user: testUser(), user_access_token: 't', new_user: false, first_time_login: false, eu_user: false, eu_active_user: true });

describe('Facebook merge (spec 01 §4)', () => {
  it('mails the merge OTP once, verifies it and signs in', async () => {
    const api = fakeApi({
      'GET v2/users/oauth/providers': [ok([])],
      'POST v2/users/merge_fb_email_otp': [ok({})],
      'POST v2/users/merge_fb_email_otp/verify': [fail(400, 927, 'Invalid OTP'), loginResponse],
      'POST v2/users/user_logs': [ok({})],
    });
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithAuth(<LoginForm brand="Katana" redirectPath="/" onAuthenticated={onAuthenticated} />, { auth: merging });
    expect(screen.getByText(/An account with old@example\.com already exists/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST v2/users/merge_fb_email_otp')).toHaveLength(1));
    expect(api.callsTo('POST v2/users/merge_fb_email_otp')[0]!.body).toEqual({ email: 'old@example.com', fb_merge_token: 'merge-token' });
    await user.type(screen.getByPlaceholderText('Enter OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Enter OTP'));
    await user.type(screen.getByPlaceholderText('Enter OTP'), '222222');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(store.getState()).toMatchObject({ isAuthenticated: true, provider: 'facebook', fbMergeState: null });
    expect(api.callsTo('POST v2/users/merge_fb_email_otp/verify')[1]!.body).toEqual({ otp: '222222', fb_merge_token: 'merge-token' });
  });

  it('blocks the field when the merge request expired (944)', async () => {
    fakeApi({
      'GET v2/users/oauth/providers': [ok([])],
      'POST v2/users/merge_fb_email_otp': [fail(400, 944, 'This merge request has expired. Please log in again.')],
    });
    renderWithAuth(<LoginForm brand="Katana" redirectPath="/" onAuthenticated={vi.fn()} />, { auth: merging });
    expect(await screen.findByText('This merge request has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter OTP')).toBeDisabled();
  });

  it('starts from the Facebook popup answering 945 with the merge fields', async () => {
    fakeApi({
      'GET v2/users/oauth/providers': [ok([{ provider: 'facebook', name: 'Facebook', enabled: true }])],
      'POST v2/users/merge_fb_email_otp': [ok({})],
    });
    vi.spyOn(window, 'open').mockReturnValue({ closed: false } as unknown as Window);
    const user = userEvent.setup();
    const { store } = renderWithAuth(<LoginForm brand="Katana" redirectPath="/" onAuthenticated={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Login with Facebook' }));
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: {
          type: 'katana-oauth',
          ok: false,
          code: 945,
          message: 'merge',
          fb_merge_state: 'FACEBOOK_MERGE',
          fb_merge_email: 'old@example.com',
          fb_merge_token: 'tok',
        },
      }),
    );
    expect(await screen.findByText(/An account with old@example\.com already exists/)).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ fbMergeToken: 'tok', isAuthenticated: false });
  });
});
