import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { problem } from '../testing/catalogue-fixtures.ts';
import { renderPage } from '../testing/render-page.tsx';
import { ProblemListPage } from './problem-list-page.tsx';
import { ProblemListsPage } from './problem-lists-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // The request layer's GET cache lives as long as the page; each test is a fresh page.
  apiClient.cache.clear();
});

const TOP = {
  slug: 'top-50',
  name: 'Top interview 50',
  description: 'The classics.',
  total_problems: 50,
  solved_problems: 12,
};
const SQL = {
  slug: 'sql-basics',
  name: 'SQL basics',
  description: 'Joins and groups.',
  total_problems: 5,
  solved_problems: 0,
};

function detail(solved: number) {
  return {
    list: { ...TOP, total_problems: 3, solved_problems: solved },
    problems: [
      problem(30, { name: 'Two sum', status: 'SOLVED', user_score: 100 }),
      problem(10, { name: 'Valid brackets', status: 'ATTEMPTED', user_score: 20 }),
      problem(20, { name: 'Merge intervals' }),
    ],
  };
}

const showLists = (options: Omit<Parameters<typeof renderPage>[1], 'path'> = {}) =>
  renderPage(<ProblemListsPage params={{}} />, { path: '/problem-lists', ...options });
const showList = (slug: string, options: Omit<Parameters<typeof renderPage>[1], 'path'> = {}) =>
  renderPage(<ProblemListPage params={{ slug }} />, { path: `/problem-lists/${slug}`, ...options });

describe('/problem-lists', () => {
  it('shows each list as a card with the signed-in user progress', async () => {
    fakeApi({ 'GET v1/problem-lists': [ok({ lists: [TOP, SQL] })] });
    showLists({ auth: signedIn() });
    const link = await screen.findByRole('link', { name: 'Top interview 50' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/problem-lists/top-50');
    const bar = screen.getByRole('progressbar', { name: 'Top interview 50 progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '50');
    expect(within(link.closest('li')!).getByText('12/50 solved')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'SQL basics progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('shows no progress to anonymous visitors', async () => {
    fakeApi({ 'GET v1/problem-lists': [ok({ lists: [{ ...TOP, solved_problems: null }] })] });
    showLists();
    await screen.findByRole('link', { name: 'Top interview 50' }, { timeout: 5000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to track your progress.')).toBeInTheDocument();
  });

  it('retries after an error', async () => {
    fakeApi({ 'GET v1/problem-lists': [fail(503, 503, 'Try later'), ok({ lists: [TOP] })] });
    const user = userEvent.setup();
    showLists();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not load the problem lists');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Top interview 50' })).toBeInTheDocument();
  });
});

describe('/problem-lists/:slug', () => {
  function api(detailRoute: FakeRoute, progress: FakeRoute = [ok({ total: 3, solved: 1, attempted: 1 })]) {
    return fakeApi({
      'GET v1/problem-lists/top-50': detailRoute,
      'GET v1/problem-lists/top-50/progress': progress,
      'GET v2/bookmarks/add': [ok({ problem_id: 20, is_bookmarked: true })],
    });
  }

  it('shows the list header with progress and the problems in the list order with their status', async () => {
    const net = api([ok(detail(1))]);
    showList('top-50', { auth: signedIn() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Top interview 50' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Top interview 50 progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('1 attempted, not solved yet')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Problems in this list' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Two sum',
      'Valid brackets',
      'Merge intervals',
    ]);
    expect(within(rows[0]!).getByText('1.')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Solved')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Attempted')).toBeInTheDocument();
    expect(net.callsTo('GET v1/problem-lists/top-50/progress')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Filter this list' })).toHaveAttribute(
      'href',
      '/problems?list=top-50',
    );
  });

  it('keeps the progress for 1000 seconds, unless the list shows a different solved count', async () => {
    const net = api(
      [ok(detail(1)), ok(detail(1)), ok(detail(2))],
      [ok({ total: 3, solved: 1, attempted: 1 }), ok({ total: 3, solved: 2, attempted: 0 })],
    );
    const first = showList('top-50', { auth: signedIn() });
    await screen.findByText('1/3 solved', {}, { timeout: 5000 });
    first.unmount();
    // A second visit: the cached progress still matches the list, so no call.
    const second = showList('top-50', { auth: signedIn() });
    await screen.findByText('1/3 solved', {}, { timeout: 5000 });
    expect(net.callsTo('GET v1/problem-lists/top-50/progress')).toHaveLength(1);
    second.unmount();
    // A problem was solved since: the list says 2, so the progress is fetched past the cache.
    showList('top-50', { auth: signedIn() });
    await screen.findByText('2/3 solved', {}, { timeout: 5000 });
    const calls = net.callsTo('GET v1/problem-lists/top-50/progress');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.has('_ts')).toBe(true);
  });

  it('lets a signed-in user bookmark a problem of the list', async () => {
    const net = api([ok(detail(1))]);
    const user = userEvent.setup();
    showList('top-50', { auth: signedIn() });
    await screen.findByRole('link', { name: 'Merge intervals' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Bookmark Merge intervals' }));
    expect(screen.getByRole('button', { name: 'Bookmark Merge intervals' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(net.callsTo('GET v2/bookmarks/add')).toHaveLength(1));
    expect(net.callsTo('GET v2/bookmarks/add')[0]!.query.get('problem_id')).toBe('20');
  });

  it('shows the list to anonymous visitors without asking for progress', async () => {
    const net = api([ok({ ...detail(0), list: { ...detail(0).list, solved_problems: null } })]);
    showList('top-50');
    await screen.findByRole('heading', { level: 1, name: 'Top interview 50' }, { timeout: 5000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/log in to track your progress/)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    expect(net.callsTo('GET v1/problem-lists/top-50/progress')).toHaveLength(0);
  });

  it('sends an unknown list to the 404 page', async () => {
    fakeApi({ 'GET v1/problem-lists/nope': [fail(404, 404, 'Problem list not found')] });
    const page = showList('nope');
    await waitFor(() => expect(page.location()).toBe('/fourofour'), { timeout: 5000 });
  });
});
