import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoginDialog, type LoginDialogRequest } from '../../../lib/auth/login-dialog-context.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { testUser } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { LoginDialogHost } from './login-dialog-host.tsx';

afterEach(() => vi.unstubAllGlobals());

function Opener(props: Omit<LoginDialogRequest, 'source'>) {
  const { openLogin } = useLoginDialog();
  return (
    <button type="button" onClick={() => openLogin({ source: 'test', ...props })}>
      Open
    </button>
  );
}

function setup(path: string, request: Omit<LoginDialogRequest, 'source'> = {}) {
  const reload = vi.fn();
  const leave = vi.fn();
  const view = renderWithAuth(
    <LoginDialogHost reload={reload} leave={leave}>
      <Opener {...request} />
    </LoginDialogHost>,
    { path },
  );
  return { ...view, reload, leave };
}

async function signInThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByPlaceholderText('Email address'), 'old@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByPlaceholderText('Enter OTP', {}, { timeout: 3000 }), '123456');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

function signInApi() {
  return fakeApi({
    'GET v2/users/oauth/providers': [ok([])],
    'POST v2/users/email_login': [ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' })],
    'POST v2/users/login': [
      ok({
        user: testUser(),
        user_access_token: 't',
        new_user: false,
        first_time_login: false,
        eu_user: false,
        eu_active_user: true,
      }),
    ],
    'POST v2/users/we_params': [ok({})],
    'POST v2/users/user_logs': [ok({})],
  });
}

describe('Login and Sign Up dialog', () => {
  it('gives focus back to the button that opened it when it closes, by Escape or by the cross', async () => {
    fakeApi({ 'GET v2/users/oauth/providers': [ok([])] });
    const user = userEvent.setup();
    setup('/problems');
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Login or Sign up' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Login or Sign up' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('is 445px wide at most 80%, ignores outside clicks and closes on the cross with cross_clicked', async () => {
    fakeApi({ 'GET v2/users/oauth/providers': [ok([])] });
    const onClose = vi.fn();
    // The page behind a modal has pointer-events: none; the click still reaches Radix's outside-click listener.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { reload } = setup('/problems', { onClose, reloadAfterClose: true });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login or Sign up' });
    expect(dialog.className).toContain('w-[445px]');
    expect(dialog.className).toContain('max-w-[80%]');
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith('cross_clicked');
    // reloadAfterClose does not apply to the cross.
    expect(reload).not.toHaveBeenCalled();
  });

  it('closes itself on authentication and reloads the page', async () => {
    signInApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { reload, store } = setup('/problems', { onClose });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await signInThroughDialog(user);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('success'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().isAuthenticated).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the 404 page for the home page after a login instead of reloading it', async () => {
    signInApi();
    const user = userEvent.setup();
    const { reload, leave, store } = setup('/fourofour');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await signInThroughDialog(user);
    await waitFor(() => expect(store.getState().isAuthenticated).toBe(true));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload after a login on an online compiler', async () => {
    signInApi();
    const user = userEvent.setup();
    const { reload, store } = setup('/online-compiler/online-python-compiler');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await signInThroughDialog(user);
    await waitFor(() => expect(store.getState().isAuthenticated).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload after a login on a guided path opened by get_started', async () => {
    signInApi();
    const user = userEvent.setup();
    const { reload, store } = setup('/guided-paths/data-structures', { trigger: 'get_started' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await signInThroughDialog(user);
    await waitFor(() => expect(store.getState().isAuthenticated).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('opens as the 520px right panel, full width under 720px', async () => {
    fakeApi({ 'GET v2/users/oauth/providers': [ok([])] });
    const user = userEvent.setup();
    setup('/problems/two-sum', { variant: 'panel' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const panel = await screen.findByTestId('login-panel');
    expect(panel.className).toContain('right-0');
    expect(panel.className).toContain('w-full');
    expect(panel.className).toContain('min-[720px]:w-[520px]');
  });

  it('opens at the step, e-mail and name it is given', async () => {
    fakeApi({ 'GET v2/users/oauth/providers': [ok([])] });
    const user = userEvent.setup();
    setup('/problems', { loginFormUserStatus: 'NEW_USER', userEmail: 'given@example.com', userName: 'Gia' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/sent to your email, given@example\.com,/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Gia');
  });
});
