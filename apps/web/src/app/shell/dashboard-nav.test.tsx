import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FLAG_SPOTLIGHT_SEARCH } from '../../lib/flags/flags-context.tsx';
import { signedIn } from '../../test/auth-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderApp } from '../testing/render-app.tsx';
import { shellChrome } from './shell-layout.ts';

// The profile menu's code loads on the avatar's first click (issue 21); fetched once here so the clicks are quick.
beforeAll(() => import('../../features/auth/components/profile-menu.tsx'), 30_000);

afterEach(() => vi.unstubAllGlobals());

const ASHA = signedIn({ name: 'Asha Rao', email: 'asha@example.com' });

function stubLogout() {
  const api = fakeApi({ 'POST v2/users/logout': [ok({})] });
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload, assign: vi.fn() });
  return { api, reload };
}

describe('shellChrome', () => {
  it.each([
    ['/problems', 'header'],
    ['/', 'header'],
    ['/home', 'dashboard-nav'],
    ['/home/goals', 'dashboard-nav'],
    ['/contests', 'dashboard-nav'],
    ['/contests/weekly-1', 'dashboard-nav'],
    ['/contests/weekly-1/100001/problems', 'own'],
    ['/problems/gift-pair-budget', 'own'],
    ['/test-series/mock/1000000001', 'own'],
    ['/guided-paths/dsa/content', 'own'],
    ['/guided-paths/dsa', 'header'],
  ])('%s gets %s', (path, chrome) => {
    expect(shellChrome(path)).toBe(chrome);
  });
});

describe('dashboard side navigation (header hidden: /home, /contests)', () => {
  it.each(['/home', '/contests'])(
    'at 1280px %s shows the logo, the menus and the account; Problems leads to /problems',
    async (path) => {
      fakeApi({});
      const user = userEvent.setup();
      const app = renderApp(path, { auth: ASHA });
      const nav = await screen.findByTestId('dashboard-nav');
      expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: 'Katana home' })).toHaveAttribute('href', '/home');
      for (const menu of ['Learn', 'Contests & Events', 'Interview prep', 'Practice', 'Resources'])
        expect(within(nav).getByRole('button', { name: menu })).toBeInTheDocument();
      expect(within(nav).getByText('Asha Rao')).toBeInTheDocument();
      await user.click(within(nav).getByRole('link', { name: 'Problems' }));
      await waitFor(() => expect(app.location()).toBe('/problems'));
      expect(screen.getByTestId('site-header')).toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-nav')).not.toBeInTheDocument();
    },
  );

  it('at 1280px logs out from the account menu at the foot of the navigation', async () => {
    const { api, reload } = stubLogout();
    const user = userEvent.setup();
    renderApp('/home', { auth: ASHA });
    const nav = await screen.findByTestId('dashboard-nav');
    await user.click(await within(nav).findByRole('button', { name: 'Profile menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(api.callsTo('POST v2/users/logout')).toHaveLength(1);
  });

  it('at 375px opens the navigation as a drawer from a compact bar; a menu item leads on and closes it', async () => {
    fakeApi({});
    const user = userEvent.setup();
    const app = renderApp('/contests', { auth: ASHA, width: 375 });
    const bar = await screen.findByTestId('dashboard-bar');
    expect(screen.queryByTestId('dashboard-nav')).not.toBeInTheDocument();
    expect(await within(bar).findByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    await user.click(await within(bar).findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Katana menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Practice' }));
    await user.click(within(drawer).getByRole('link', { name: 'Interview problem' }));
    await waitFor(() => expect(app.location()).toBe('/problems'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Katana menu' })).not.toBeInTheDocument(),
    );
  });

  it(
    'at 375px offers Search in the drawer when cs_spotlight_search is on: it opens the spotlight',
    { timeout: 30_000 },
    async () => {
      fakeApi({});
      const user = userEvent.setup();
      renderApp('/contests', { auth: ASHA, width: 375, flags: { [FLAG_SPOTLIGHT_SEARCH]: true } });
      const bar = await screen.findByTestId('dashboard-bar');
      await user.click(within(bar).getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Katana menu' });
      await user.click(within(drawer).getByRole('link', { name: 'Search' }));
      const spotlight = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
      await waitFor(() => expect(within(spotlight).getByRole('combobox')).toHaveFocus());
      expect(screen.queryByRole('dialog', { name: 'Katana menu' })).not.toBeInTheDocument();
    },
  );

  it('at 375px logs out from the compact bar', async () => {
    const { reload } = stubLogout();
    const user = userEvent.setup();
    renderApp('/home', { auth: ASHA, width: 375 });
    const bar = await screen.findByTestId('dashboard-bar');
    await user.click(await within(bar).findByRole('button', { name: 'Profile menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('offers visitors of /contests the Login button and leaves the Dashboard link out', async () => {
    fakeApi({});
    renderApp('/contests');
    const nav = await screen.findByTestId('dashboard-nav');
    expect(within(nav).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Katana home' })).toHaveAttribute('href', '/');
  });
});
