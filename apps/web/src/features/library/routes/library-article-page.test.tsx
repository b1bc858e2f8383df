import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, fail, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { article } from '../testing/library-fixtures.ts';
import LibraryArticlePage from './library-article-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = 'GET v1/library/articles/data-structures/union-find';
const render = (auth = signedIn({ node_access_token: 't' })) =>
  renderWithAuth(<LibraryArticlePage params={{ category: 'data-structures', slug: 'union-find' }} />, {
    path: '/library/data-structures/union-find',
    auth,
  });

// The first render loads the Markdown wrapper and KaTeX's CSS: slow on a busy machine.
describe('/library/{category}/{article}', { timeout: 30_000 }, () => {
  it('shows the article with its reading time, contents, related problems and neighbours', async () => {
    fakeApi({ [PATH]: [ok(article())] });
    render(LOGGED_OUT_STATE);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Union-find: keeping track of groups' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    // One table of contents above the article on narrow screens, one beside it on wide ones (CSS shows one).
    expect(screen.getAllByRole('navigation', { name: 'Contents' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'The idea' })[0]).toHaveAttribute('href', '#the-idea');
    expect(screen.getByRole('link', { name: 'Rope Bridges Between Rafts' })).toHaveAttribute(
      'href',
      '/problems/raft-rope-bridges',
    );
    expect(screen.getByRole('link', { name: /Next\s*Tries for prefix questions/ })).toHaveAttribute(
      'href',
      '/library/data-structures/tries',
    );
    // A visitor is asked to log in instead of getting buttons that would fail.
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Flibrary%2Fdata-structures%2Funion-find',
    );
  });

  it('marks the article read for a learner and then shows it as read', async () => {
    const api = fakeApi({
      [PATH]: [ok(article()), ok(article({ is_read: true, read_at: '2026-11-27T10:00:00.000Z' }))],
      'POST v1/library/read': [ok({ is_read: true, read_at: '2026-11-27T10:00:00.000Z' })],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }, { timeout: 15_000 }));
    expect(await screen.findByText(/You read this on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      category: 'data-structures',
      slug: 'union-find',
    });
  });

  it('toggles the bookmark', async () => {
    const api = fakeApi({
      [PATH]: [ok(article()), ok(article({ is_bookmarked: true }))],
      'POST v1/library/bookmark': [ok({ is_bookmarked: true })],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Bookmark' }, { timeout: 15_000 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ bookmarked: true });
  });

  it('sends an unknown article to the 404 page', async () => {
    fakeApi({ [PATH]: [fail(404, 404, 'Article not found.')] });
    const { router } = render();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fourofour'));
  });
});
