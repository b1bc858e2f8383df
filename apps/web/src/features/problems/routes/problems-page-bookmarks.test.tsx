import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { deferred, fail, fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { FACETS, listingPage, problem } from '../testing/catalogue-fixtures.ts';
import { renderPage } from '../testing/render-page.tsx';
import { ProblemsPage } from './problems-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'katana_csrf=; Max-Age=0; path=/';
});

const LIST = listingPage([
  problem(1, { name: 'Two sum' }),
  problem(2, { name: 'Word ladder', is_bookmarked: true }),
]);

function api(routes: Record<string, FakeRoute> = {}) {
  return fakeApi({ 'GET v1/problems': [ok(LIST)], 'GET v1/problems/filters': [ok(FACETS)], ...routes });
}

const show = (path: string, options: Omit<Parameters<typeof renderPage>[1], 'path'> = {}) =>
  renderPage(<ProblemsPage params={{}} />, { path, ...options });

const star = (name: string) => screen.getByRole('button', { name: `Bookmark ${name}` });

describe('bookmarks on /problems', () => {
  it('flips at once, sends the add call with the CSRF header, and keeps the server answer', async () => {
    document.cookie = 'katana_csrf=csrf-123; path=/';
    const add = deferred();
    const net = api({
      'GET v2/bookmarks/add': [add.reply],
      'GET v2/bookmarks/remove': [ok({ problem_id: 1, is_bookmarked: false })],
    });
    const user = userEvent.setup();
    show('/problems', { auth: signedIn() });
    await screen.findByRole('link', { name: 'Two sum' }, { timeout: 5000 });
    expect(star('Two sum')).toHaveAttribute('aria-pressed', 'false');
    await user.click(star('Two sum'));
    // Optimistic: pressed before the server has answered.
    expect(star('Two sum')).toHaveAttribute('aria-pressed', 'true');
    const [call] = net.callsTo('GET v2/bookmarks/add');
    expect(Object.fromEntries(call!.query)).toEqual({ problem_id: '1' });
    expect(call!.headers['x-csrf-token']).toBe('csrf-123');
    add.release(ok({ problem_id: 1, is_bookmarked: true }) as { status: number; body: unknown });
    await waitFor(() => expect(star('Two sum')).toBeEnabled());
    expect(star('Two sum')).toHaveAttribute('aria-pressed', 'true');
    await user.click(star('Two sum'));
    await waitFor(() => expect(net.callsTo('GET v2/bookmarks/remove')).toHaveLength(1));
    await waitFor(() => expect(star('Two sum')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('rolls back and says so when the call fails', async () => {
    const remove = deferred();
    api({ 'GET v2/bookmarks/remove': [remove.reply] });
    const user = userEvent.setup();
    show('/problems', { auth: signedIn() });
    await screen.findByRole('link', { name: 'Word ladder' }, { timeout: 5000 });
    await user.click(star('Word ladder'));
    expect(star('Word ladder')).toHaveAttribute('aria-pressed', 'false');
    remove.release(fail(500, 500, 'Bookmarks are unavailable') as { status: number; body: unknown });
    await waitFor(() => expect(star('Word ladder')).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Could not remove the bookmark')).toBeInTheDocument();
    expect(screen.getByText('Bookmarks are unavailable')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in instead of calling the server', async () => {
    const net = api();
    const user = userEvent.setup();
    const page = show('/problems');
    await screen.findByRole('link', { name: 'Two sum' }, { timeout: 5000 });
    await user.click(star('Two sum'));
    expect(page.login.openLogin).toHaveBeenCalledWith({ source: 'problem_listing' });
    expect(star('Two sum')).toHaveAttribute('aria-pressed', 'false');
    expect(net.calls.filter((c) => c.path.startsWith('v2/bookmarks'))).toHaveLength(0);
  });

  it('drops an unbookmarked problem from the bookmarks view', async () => {
    const bookmarked = listingPage([
      problem(2, { name: 'Word ladder', is_bookmarked: true }),
      problem(3, { name: 'Coins', is_bookmarked: true }),
    ]);
    const after = listingPage([problem(3, { name: 'Coins', is_bookmarked: true })]);
    const net = api({
      'GET v1/problems': [ok(bookmarked), ok(after)],
      'GET v2/bookmarks/remove': [ok({ problem_id: 2, is_bookmarked: false })],
    });
    const user = userEvent.setup();
    show('/problems?bookmarked=true', { auth: signedIn() });
    await screen.findByRole('link', { name: 'Word ladder' }, { timeout: 5000 });
    await user.click(star('Word ladder'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Word ladder' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Coins' })).toBeInTheDocument();
    expect(net.callsTo('GET v1/problems').every((c) => c.query.get('bookmarked') === 'true')).toBe(true);
  });

  it('shows the empty bookmarks view with its own text', async () => {
    api({ 'GET v1/problems': [ok(listingPage([]))] });
    show('/problems?bookmarked=true', { auth: signedIn() });
    expect(await screen.findByText('No bookmarks yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('/problems below 960px', () => {
  it('shows cards and keeps the filters in a sheet that writes the URL', async () => {
    api();
    const user = userEvent.setup();
    const page = show('/problems?difficulty=EASY', { width: 600, auth: signedIn() });
    await screen.findByRole('link', { name: 'Two sum' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('problem-card')).toHaveLength(2);
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: /Easy/ })).toBeChecked();
    expect(within(sheet).getByRole('group', { name: 'Status' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: /Medium/ }));
    await waitFor(() => expect(page.location()).toBe('/problems?difficulty=EASY,MEDIUM'));
    await user.click(within(sheet).getByRole('button', { name: 'Show problems' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('2');
  });
});
