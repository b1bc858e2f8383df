import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREP_PLAN_NEW_UNTIL } from '@katana/shared/navigation';
import { FLAG_SPOTLIGHT_SEARCH } from '../../lib/flags/flags-context.tsx';
import { signedIn } from '../../test/auth-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const header = () => screen.getByTestId('site-header');

describe('header visibility', () => {
  it.each(['/problems/two-sum', '/contests', '/contests/weekly-1/12/problems', '/guided-paths/dsa/content'])(
    'is hidden on %s',
    async (path) => {
      renderApp(path);
      await screen.findByRole('main', { hidden: true });
      expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    },
  );

  it.each(['/', '/problems', '/library', '/fourofour'])('is shown on %s', async (path) => {
    renderApp(path);
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
  });
});

describe('top menus', () => {
  it('opens a dropdown on hover with exactly its items', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Learn', 'Contests & Events', 'Interview prep', 'Practice', 'Resources']);
    await user.hover(within(nav).getByRole('button', { name: 'Practice' }));
    const practice = await within(nav).findByRole('link', { name: /Interview problem/ });
    expect(practice).toHaveAttribute('href', '/problems');
    const panel = practice.closest('ul');
    expect(
      within(panel!)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/problems', '/web-development', '/problem-of-the-day', '/problem-lists', '/test-series']);
    expect(within(nav).getByRole('button', { name: 'Practice' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the dropdown after a selection and navigates', async () => {
    const user = userEvent.setup();
    const app = renderApp('/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    await user.hover(within(nav).getByRole('button', { name: 'Contests & Events' }));
    await user.click(await within(nav).findByRole('link', { name: /Challenges/ }));
    expect(app.location()).toBe('/challenges');
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: /Challenges/ })).not.toBeInTheDocument(),
    );
    expect(within(nav).getByRole('button', { name: 'Contests & Events' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens with the keyboard and closes on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('button', { name: 'Learn' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(nav).findByRole('link', { name: /Guided paths/ })).toHaveAttribute(
      'href',
      '/guided-paths',
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: /Guided paths/ })).not.toBeInTheDocument(),
    );
  });

  it('shows Resources as three groups with the compilers and a see-all link', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    await user.hover(within(nav).getByRole('button', { name: 'Resources' }));
    expect(await within(nav).findByText('Community')).toBeInTheDocument();
    expect(within(nav).getByText('Knowledge center')).toBeInTheDocument();
    expect(within(nav).getByText('Online IDE')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /C\+\+ compiler/ })).toHaveAttribute(
      'href',
      '/online-compiler/online-cpp-compiler',
    );
    expect(within(nav).getByRole('link', { name: /See all compilers/ })).toHaveAttribute(
      'href',
      '/online-compiler',
    );
    expect(within(nav).getByRole('link', { name: /Public discussions/ })).toHaveAttribute(
      'href',
      '/campus/public-discussion',
    );
  });

  it('links the external courses entries out in a new tab', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    await user.hover(within(nav).getByRole('button', { name: 'Learn' }));
    const bootcamp = await within(nav).findByRole('link', { name: /Job Bootcamp courses/ });
    expect(bootcamp.getAttribute('href')).toMatch(/^https:\/\//);
    expect(bootcamp).toHaveAttribute('target', '_blank');
    expect(bootcamp).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe("'new' badge", () => {
  async function prepPlanLink(clock: () => number) {
    const user = userEvent.setup();
    renderApp('/', { clock });
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    await user.hover(within(nav).getByRole('button', { name: 'Interview prep' }));
    return within(nav).findByRole('link', { name: /Coding interview prep plan/ });
  }

  it('marks the prep plan new before its expiry', async () => {
    const link = await prepPlanLink(() => (PREP_PLAN_NEW_UNTIL - 60) * 1000);
    expect(within(link).getByText('New')).toBeInTheDocument();
  });

  it('drops the badge once the expiry has passed', async () => {
    const link = await prepPlanLink(() => (PREP_PLAN_NEW_UNTIL + 1) * 1000);
    expect(within(link).queryByText('New')).not.toBeInTheDocument();
  });
});

describe('small screens', () => {
  it('replaces the top menus with a drawer that closes on selection', async () => {
    const user = userEvent.setup();
    const app = renderApp('/', { width: 375 });
    expect(within(header()).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Learn' })).not.toBeInTheDocument();

    await user.click(await within(header()).findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Katana menu' });
    for (const label of ['Learn', 'Contests & Events', 'Interview prep', 'Practice', 'Resources']) {
      expect(within(drawer).getByRole('button', { name: label })).toBeInTheDocument();
    }
    await user.click(within(drawer).getByRole('button', { name: 'Practice' }));
    await user.click(within(drawer).getByRole('link', { name: /Mock test series/ }));
    expect(app.location()).toBe('/test-series');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/problems', { width: 375 });
    await user.click(await within(header()).findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Katana menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it(
    'offers Search in the drawer when cs_spotlight_search is on: it opens the spotlight',
    { timeout: 30_000 },
    async () => {
      const off = renderApp('/', { width: 375 });
      const user = userEvent.setup();
      await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
      const plain = await screen.findByRole('dialog', { name: 'Katana menu' });
      expect(within(plain).queryByRole('link', { name: 'Search' })).not.toBeInTheDocument();
      off.unmount();

      const app = renderApp('/problems', {
        width: 375,
        flags: { [FLAG_SPOTLIGHT_SEARCH]: true },
        auth: signedIn({ name: 'Asha' }),
      });
      // A signed-in phone's header row is full of widgets, so no search tab there: the drawer has it.
      expect(within(header()).queryByRole('link', { name: 'Search' })).not.toBeInTheDocument();
      const menuButton = within(header()).getByRole('button', { name: 'Open menu' });
      await user.click(menuButton);
      const drawer = await screen.findByRole('dialog', { name: 'Katana menu' });
      const search = within(drawer).getByRole('link', { name: 'Search' });
      expect(search).toHaveAttribute('href', '/search');
      await user.click(search);
      const spotlight = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
      expect(screen.queryByRole('dialog', { name: 'Katana menu' })).not.toBeInTheDocument();
      await waitFor(() => expect(within(spotlight).getByRole('combobox')).toHaveFocus());
      expect(app.location()).toBe('/problems');
      // Closing the spotlight gives focus back to the menu button it was opened from.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(menuButton).toHaveFocus();
    },
  );

  it('brings the top menus back at 1024px', async () => {
    renderApp('/', { width: 1024 });
    expect(await within(header()).findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});

describe('header links', () => {
  it('opens the login dialog from the Login button', async () => {
    const user = userEvent.setup();
    renderApp('/problems?page=2');
    await user.click(within(header()).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login or Sign up' })).toBeInTheDocument();
  });

  it('points the logo at the root for visitors and at the user home when signed in', async () => {
    const visitor = renderApp('/problems');
    expect(within(header()).getByRole('link', { name: 'Katana home' })).toHaveAttribute('href', '/');
    visitor.unmount();
    renderApp('/problems', { auth: signedIn({ name: 'Asha' }) });
    expect(within(header()).getByRole('link', { name: 'Katana home' })).toHaveAttribute('href', '/home');
    expect(within(header()).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(await within(header()).findByRole('button', { name: 'Profile menu' })).toHaveTextContent('A');
  });

  it('shows the problem-of-the-day tab above the compact width only', () => {
    const wide = renderApp('/', { width: 960 });
    expect(within(header()).getByRole('link', { name: 'Problem of the day' })).toHaveAttribute(
      'href',
      '/problem-of-the-day',
    );
    wide.unmount();
    const compact = renderApp('/', { width: 959 });
    expect(within(header()).queryByRole('link', { name: 'Problem of the day' })).not.toBeInTheDocument();
    compact.unmount();
    // Signed in, the problem-of-the-day widget takes its place: one entry, not two.
    renderApp('/', { width: 1400, auth: signedIn({ name: 'Asha' }) });
    expect(within(header()).queryByRole('link', { name: 'Problem of the day' })).not.toBeInTheDocument();
  });

  it('shows search only when cs_spotlight_search is on', { timeout: 30_000 }, async () => {
    const off = renderApp('/');
    expect(within(header()).queryByRole('link', { name: /^Search/ })).not.toBeInTheDocument();
    off.unmount();
    const user = userEvent.setup();
    const on = renderApp('/', { flags: { [FLAG_SPOTLIGHT_SEARCH]: true } });
    expect(within(header()).getByRole('link', { name: /^Search/ })).toHaveAttribute('href', '/search');
    // Ctrl+K opens the spotlight over the page (features/search/search.test.tsx covers the palette itself).
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(on.location()).toBe('/');
  });
});

describe("what's new on phones", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("lists what's new in the menu with its dot until it has been read", { timeout: 30_000 }, async () => {
    fakeApi({
      'GET v1/whats_new': [
        ok({
          entries: [{ version: '0.4.0', date: '2026-11-27', title: 'The library', html: '<p>Articles.</p>' }],
          latest_version: '0.4.0',
          last_read_version: null,
          unread: false,
        }),
      ],
    });
    const user = userEvent.setup();
    const app = renderApp('/', { width: 375 });
    expect(within(header()).queryByTestId('whats-new-dot')).not.toBeInTheDocument();
    await user.click(await within(header()).findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Katana menu' });
    await user.click(await within(drawer).findByRole('link', { name: "What's new (unread)" }));
    expect(app.location()).toBe('/whats-new');
    await waitFor(() => expect(window.localStorage.getItem('katana.whatsNewRead')).toBe('0.4.0'), {
      timeout: 15_000,
    });

    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const again = await screen.findByRole('dialog', { name: 'Katana menu' });
    expect(within(again).queryByRole('link', { name: /What's new/ })).not.toBeInTheDocument();
  });
});
