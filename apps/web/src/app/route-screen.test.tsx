import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@katana/shared/routes';
import { AppShell } from './shell/app-shell.tsx';
import { SCREENS } from './route-screen.tsx';
import { ServerErrorPage } from '../features/errors/routes/server-error-page.tsx';
import { renderApp } from './testing/render-app.tsx';

const descriptionTag = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const robotsTag = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

describe('error pages', () => {
  it('replaces an unknown path with /fourofour and shows the 404 texts', async () => {
    const app = renderApp('/no/such/page?x=1');
    expect(await screen.findByRole('heading', { name: "404 - That's an error." })).toBeInTheDocument();
    expect(
      screen.getByText(
        "But we're not ones to leave you hanging. Head to our homepage for a full catalog of awesome stuff.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    expect(app.location()).toBe('/fourofour');
    expect(robotsTag()).toBe('noindex, nofollow');
  });

  it('shows the 500 texts at /500', async () => {
    renderApp('/500');
    expect(await screen.findByRole('heading', { name: 'Oopps! Some thing went wrong!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Something went wrong at our end. Don't worry it's not you - It's us. Sorry about that.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the 500 page inside the shell when a screen fails', async () => {
    const routes = [
      {
        element: <AppShell />,
        children: [
          {
            path: '*',
            loader: () => {
              throw new Error('boom');
            },
            element: <p>never</p>,
            hydrateFallbackElement: <p>Loading</p>,
            errorElement: <ServerErrorPage />,
          },
        ],
      },
    ];
    renderApp('/problems', { routes });
    expect(await screen.findByRole('heading', { name: 'Oopps! Some thing went wrong!' })).toBeInTheDocument();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    // The boundary's page switches the title in an effect after it has rendered.
    await waitFor(() => expect(document.title).toBe('Oopps! Some thing went wrong! | Katana'));
  });
});

describe('screens of the route map', () => {
  it('shows the landing page at the root with links into the product', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Practice coding, prepare for interviews, get hired',
      }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const href of ['/problems', '/contests', '/online-compiler', '/guided-paths']) {
      expect(main.querySelector(`a[href="${href}"]`), href).not.toBeNull();
    }
  });

  it('shows a coming-soon page under the route title for screens not built yet', async () => {
    renderApp('/questions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('forwards /discussions to the root', async () => {
    const app = renderApp('/discussions');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Practice coding, prepare for interviews, get hired',
    });
    expect(app.location()).toBe('/');
  });

  it('forwards /campus/public, the parent of a post’s address, to the public discussions', async () => {
    const app = renderApp('/campus/public');
    await waitFor(() => expect(app.location()).toBe('/campus/public-discussion'));
  });
});

describe('document title and description', () => {
  it.each([
    ['/', 'Practice coding, prepare for interviews, get hired | Katana'],
    ['/problems', 'Interview problems | Katana'],
    ['/contests', 'Contests | Katana'],
    ['/online-compiler/online-python-compiler', 'Online Python Compiler | Katana'],
    ['/fourofour', "404 - That's an error. | Katana"],
    ['/definitely-unknown', "404 - That's an error. | Katana"],
  ])('%s is titled %s', async (path, title) => {
    renderApp(path);
    await screen.findByRole('main', { hidden: true });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows client-side navigation', async () => {
    const app = renderApp('/problems');
    await screen.findByRole('main', { hidden: true });
    expect(descriptionTag()).toMatch(/^Practise coding interview problems/);
    await app.router.navigate('/guided-paths');
    // The list page is a lazy chunk of its own: its first import in a run takes a while.
    await screen.findByRole('heading', { level: 1, name: 'Guided paths' }, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe('Guided paths | Katana'));
    expect(descriptionTag()).toBe('Structured guided paths for data structures, algorithms and more.');
    expect(robotsTag()).toBe('index, follow');
  });
});

describe('entity routes', () => {
  it('have a screen exactly when the route map does not mark them coming soon (the server resolves those)', () => {
    const disagree = ROUTES.filter((r) => r.entity && Boolean(SCREENS[r.kind]) === Boolean(r.comingSoon)).map(
      (r) => r.kind,
    );
    expect(disagree).toEqual([]);
  });
});
