import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { card, list, summary } from '../testing/gp-fixtures.ts';
import { renderGp } from '../testing/render-gp.tsx';
import { GuidedPathListPage } from './guided-path-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/guided-paths', () => {
  it('shows each path as a card with level, special mark, counts and a link to its page', async () => {
    fakeApi({ 'GET v1/guided_paths': [ok(list())] });
    renderGp(<GuidedPathListPage />, { path: '/guided-paths' });
    const title = await screen.findByRole('link', { name: 'Data structures and algorithms' });
    expect(title).toHaveAttribute('href', '/guided-paths/data-structures-algorithms');
    const article = title.closest('article')!;
    expect(within(article).getByText('Achiever')).toBeInTheDocument();
    expect(within(article).getByText('Special')).toBeInTheDocument();
    expect(
      within(article).getByText(/2 modules · about 40 hours · 12 learners enrolled/),
    ).toBeInTheDocument();
    // Not enrolled: no progress bar.
    expect(within(article).queryByRole('progressbar')).not.toBeInTheDocument();
    // Anonymous visitors get no status filter.
    expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('shows an enrolled learner their progress and filters by status, level and topic through the URL', async () => {
    const enrolled = card({ enrolled: true, progress: summary(2, 5) });
    const { callsTo } = fakeApi({ 'GET v1/guided_paths': [ok(list([enrolled]))] });
    const { router } = renderGp(<GuidedPathListPage />, {
      path: '/guided-paths',
      auth: signedIn({ node_access_token: 't' }),
    });
    expect(await screen.findByRole('progressbar', { name: /Progress in Data structures/ })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enrolled' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: 'Master' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Graphs/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('topic')).toBe('graphs'),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('enrolled');
    expect(params.get('level')).toBe('Master');
    await waitFor(() => {
      const last = callsTo('GET v1/guided_paths').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        status: 'enrolled',
        level: 'Master',
        topic: 'graphs',
      });
    });
    expect(screen.getByRole('button', { name: 'Master' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when no path matches and clears the filters', async () => {
    fakeApi({
      'GET v1/guided_paths': (call) => ok(list(call.query.get('level') ? [] : [card()])),
    });
    const { router } = renderGp(<GuidedPathListPage />, { path: '/guided-paths?level=Master' });
    expect(await screen.findByText('No guided path matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Data structures and algorithms' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    fakeApi({ 'GET v1/guided_paths': [fail(500, 500, 'Server error'), ok(list())] });
    renderGp(<GuidedPathListPage />, { path: '/guided-paths' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Data structures and algorithms' })).toBeInTheDocument();
  });
});
