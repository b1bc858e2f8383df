import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { signedIn, testUser } from '../test/auth-fixtures.ts';
import { renderApp } from './testing/render-app.tsx';

// The profile menu's code loads on the avatar's first click (issue 21); fetched once here so the clicks are quick.
beforeAll(() => import('../features/auth/components/profile-menu.tsx'), 30_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const providers = () => fakeApi({ 'GET v2/users/oauth/providers': [ok([])] });

describe('guarded routes', () => {
  it('sends an anonymous visitor to /auth with the redirect', async () => {
    providers();
    const app = renderApp('/home/goals?tab=week');
    await waitFor(() => expect(app.location()).toBe('/auth?redirect=%2Fhome%2Fgoals%3Ftab%3Dweek'));
    expect(await screen.findByRole('heading', { name: 'Login or Sign up', level: 1 })).toBeInTheDocument();
  });

  it('strips email and phone_number and lets a signed-in user through', async () => {
    const app = renderApp('/profile/edit?email=a@b.co&phone_number=99&x=1', { auth: signedIn() });
    await waitFor(() => expect(app.location()).toBe('/profile/edit?x=1'));
  });

  it('sends inactive EU users to /coming-soon', async () => {
    const app = renderApp('/problems', { auth: signedIn({}, { euUser: true, euActiveUser: false }) });
    await waitFor(() => expect(app.location()).toBe('/coming-soon'));
  });

  it('shows inactive EU users a real notice with no link that loops back, and a way to log out', async () => {
    const api = fakeApi({ 'POST v2/users/logout': [ok({})] });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, assign: vi.fn() });
    const user = userEvent.setup();
    renderApp('/coming-soon', {
      auth: signedIn({ email: 'lena@example.eu' }, { euUser: true, euActiveUser: false }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Katana is coming soon to your region' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/registered in the European Union/)).toBeInTheDocument();
    expect(screen.queryByText(/still building it/)).not.toBeInTheDocument();
    // Every page sends this account back here: no header, menu or home link on it.
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    // (The skip link stays: it moves focus within this page, it leads nowhere.)
    const leaving = screen
      .queryAllByRole('link')
      .filter((link) => !link.getAttribute('href')?.startsWith('#'));
    expect(leaving).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.callsTo('POST v2/users/logout')).toHaveLength(1);
  });

  it('tells other visitors of /coming-soon that their access is not affected, with the way home', async () => {
    renderApp('/coming-soon');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coming soon to more regions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('the /auth page', () => {
  it('signs in and goes to the redirect path', async () => {
    fakeApi({
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
    const user = userEvent.setup();
    const app = renderApp('/auth?redirect=%2Fproblems%3Fpage%3D2');
    await user.type(await screen.findByPlaceholderText('Email address'), 'old@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByPlaceholderText('Enter OTP', {}, { timeout: 3000 }), '123456');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.location()).toBe('/problems?page=2'));
    expect(
      await within(screen.getByTestId('site-header')).findByRole('button', { name: 'Profile menu' }),
    ).toBeInTheDocument();
  });

  it('sends a new account to /profile/setup first, which continues to the redirect when skipped', async () => {
    fakeApi({
      'GET v2/users/oauth/providers': [ok([])],
      'POST v2/users/email_login': [ok({ status: 'NEW_USER' })],
      'POST v2/users/login': [
        ok({
          user: testUser(),
          user_access_token: 't',
          new_user: true,
          first_time_login: true,
          eu_user: false,
          eu_active_user: true,
        }),
      ],
      'POST v2/users/we_params': [ok({})],
      'POST v2/users/user_logs': [ok({})],
      'POST v3/users/events': [ok({})],
      'GET v1/profile/edit': [
        ok({
          uuid: 'u-7',
          name: 'Asha Rao',
          screen_name: null,
          image: '/api/v1/profile/avatars/avatar-1.svg',
          avatar: 1,
          college: null,
          grad_year: null,
          branch: null,
          bio: null,
          links: [],
          visibility: 'public',
          hidden_sections: [],
          setup_done: false,
          profile_url: '/profile/u-7',
        }),
      ],
      'POST v1/profile/setup/skip': [ok({})],
    });
    const user = userEvent.setup();
    const app = renderApp('/auth?redirect=%2Fproblems');
    await user.type(await screen.findByPlaceholderText('Email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const name = await screen.findByLabelText('Name', {}, { timeout: 3000 });
    await user.type(name, 'Asha Rao');
    await user.type(screen.getByPlaceholderText('Enter OTP'), '123456');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.location()).toBe('/profile/setup?redirect=%2Fproblems'));
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }, { timeout: 5000 }));
    await waitFor(() => expect(app.location()).toBe('/problems'));
  }, 20_000);

  it('with logged_out=true asks a restored session to sign in again instead of bouncing back', async () => {
    providers();
    const app = renderApp('/auth?redirect=%2Fhome&logged_out=true', {
      auth: signedIn({}, { provider: null }),
    });
    expect(await screen.findByPlaceholderText('Email address')).toBeInTheDocument();
    expect(app.location()).toBe('/auth?redirect=%2Fhome&logged_out=true');
  });

  it('sends a signed-in visitor straight on, and never off the site', async () => {
    const app = renderApp('/auth?redirect=https%3A%2F%2Fevil.example%2F', { auth: signedIn() });
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});

describe('critical-flow pages', () => {
  it('open the login panel for anonymous visitors only', async () => {
    providers();
    const anon = renderApp('/online-compiler/online-python-compiler');
    expect(await screen.findByTestId('login-panel')).toBeInTheDocument();
    anon.unmount();
    renderApp('/online-compiler/online-python-compiler', { auth: signedIn() });
    await screen.findByRole('main');
    expect(screen.queryByTestId('login-panel')).not.toBeInTheDocument();
  });

  it('do not open it on ordinary pages', async () => {
    providers();
    renderApp('/problems');
    await screen.findByRole('main');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('header per role', () => {
  it('shows the profile menu with name, e-mail and Logout, locking page scroll while open', async () => {
    const api = fakeApi({ 'POST v2/users/logout': [ok({})] });
    const reload = vi.fn();
    const location = window.location;
    vi.stubGlobal('location', { ...location, reload, assign: vi.fn() });
    const user = userEvent.setup();
    renderApp('/problems', { auth: signedIn({ name: 'Asha Rao', email: 'asha@example.com' }) });
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(menu).getByText('asha@example.com')).toBeInTheDocument();
    // Radix's modal menu locks scroll through react-remove-scroll, which marks the body.
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.callsTo('POST v2/users/logout')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the verify-email prompt to partner users with an unverified e-mail; its button opens the dialog', async () => {
    providers();
    const user = userEvent.setup();
    renderApp('/problems', { auth: signedIn({}, { naukriUnverified: true }) });
    expect(screen.getByText('Verify your email, unlock full potential of Katana.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify your email' }));
    expect(await screen.findByRole('dialog', { name: 'Login or Sign up' })).toBeInTheDocument();
  });

  it("says 'Verify email' on mobile", () => {
    renderApp('/problems', { auth: signedIn({}, { naukriUnverified: true }), width: 375 });
    expect(screen.getByRole('button', { name: 'Verify email' })).toBeInTheDocument();
  });
});

describe('partner-merge dialog (classroom variant)', () => {
  it("goes from 'Merging profile...' to success after 5 s and acknowledges on close", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      'GET v2/users/oauth/providers': [ok([{ provider: 'partner', name: 'JobPortal', enabled: true }])],
      'POST v3/users/events': [ok({})],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/guided-paths/dsa/content', {
      auth: signedIn({ merge_strategy: 'porting', naukri_merged_profile: true }),
      width: 1440,
    });
    const dialog = await screen.findByTestId('partner-merge-classroom');
    expect(within(dialog).getByText('Big leap in your tech career')).toBeInTheDocument();
    expect(within(dialog).getByText('Merging profile...')).toBeInTheDocument();
    expect(await within(dialog).findByText('Attract recruiters on JobPortal')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(within(dialog).getByText('Merging profile...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(dialog).getByText('Profile merged successfully')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start your learning journey' }));
    expect(screen.queryByTestId('partner-merge-classroom')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST v3/users/events')).toHaveLength(1));
    expect(api.callsTo('POST v3/users/events')[0]!.body).toEqual({
      event_key: 'NAUKRI_ONBOARDING_SEEN_CLASSROOM',
      acknowledgement: true,
    });
    // The classroom screen loads lazily: longer than the 5 s default on a busy machine.
  }, 20_000);
});

describe('registration success', () => {
  it("shows the success toast titled 'Sucess' (spec 02 §4, as spelled) saying 'Successfully Registered' for regSuccess=true, and drops the parameter", async () => {
    const app = renderApp('/problems?regSuccess=true&page=2', { auth: signedIn() });
    const message = await screen.findByText('Successfully Registered');
    const toast = message.closest('li')!;
    expect(within(toast).getByText('Sucess')).toBeInTheDocument();
    // The title comes first, the message under it.
    expect(toast).toHaveTextContent(/^Sucess\s*Successfully Registered/);
    await waitFor(() => expect(app.location()).toBe('/problems?page=2'));
  });
});

describe('verify-email flow for a signed-in partner user', () => {
  it('keeps the session on screen when the OTP there is wrong', async () => {
    fakeApi({
      'GET v2/users/oauth/providers': [ok([])],
      'POST v2/users/email_login': [ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' })],
      'POST v2/users/login': [
        { status: 400, body: { status: 400, error: { code: 927, message: 'Invalid OTP' } } },
      ],
    });
    const user = userEvent.setup();
    renderApp('/problems', { auth: signedIn({ email: 'p@example.com' }, { naukriUnverified: true }) });
    await user.click(screen.getByRole('button', { name: 'Verify your email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login or Sign up' });
    expect(within(dialog).getByPlaceholderText('Email address')).toHaveValue('p@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(await within(dialog).findByPlaceholderText('Enter OTP', {}, { timeout: 3000 }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByTestId('site-header').querySelector('[aria-label="Profile menu"]')).not.toBeNull();
  });
});
