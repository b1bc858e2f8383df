import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { deferred, fail, fakeApi, ok, type FakeCall, type FakeRoute } from '../../../test/fake-api.ts';
import { FACETS, listingPage, problem } from '../testing/catalogue-fixtures.ts';
import { renderPage } from '../testing/render-page.tsx';
import { ProblemsPage } from './problems-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TWO = listingPage([
  problem(1, {
    name: 'Two sum',
    slug: 'two-sum',
    difficulty: 'EASY',
    accuracy: 48.5,
    companies: [{ slug: 'acme', name: 'Acme' }],
  }),
  problem(2, {
    name: 'Word ladder',
    slug: 'word-ladder',
    difficulty: 'HARD',
    topics: [{ slug: 'graphs', name: 'Graphs' }],
  }),
]);

function api(listing: FakeRoute = [ok(TWO)], extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET v1/problems': listing,
    'GET v1/problems/filters': [ok(FACETS)],
    ...extra,
  });
}

/** The query of the last listing request, as a plain object. */
function lastListingQuery(calls: FakeCall[]): Record<string, string> {
  const listing = calls.filter((c) => c.path === 'v1/problems');
  return Object.fromEntries(listing.at(-1)!.query);
}

/** The first render can take a while on a busy machine. */
const findLink = (name: string) => screen.findByRole('link', { name }, { timeout: 5000 });

function show(path: string, options: Omit<Parameters<typeof renderPage>[1], 'path'> = {}) {
  return renderPage(<ProblemsPage params={{}} />, { path, ...options });
}

const filters = () => within(screen.getByRole('complementary', { name: 'Filters' }));

describe('/problems', () => {
  it('counts one problem in the singular, without a range of one', async () => {
    api([ok(listingPage([problem(1, { name: 'Two sum', slug: 'two-sum' })]))]);
    show('/problems');
    await findLink('Two sum');
    expect(screen.getByText('Showing 1 of 1 problem')).toBeInTheDocument();
  });

  it('lists the problems with links, difficulty, accuracy and companies', async () => {
    api();
    show('/problems');
    const link = await findLink('Two sum');
    expect(link).toHaveAttribute('href', '/problems/two-sum');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Easy')).toHaveAttribute('data-difficulty', 'EASY');
    expect(within(row).getByText('48.5%')).toBeInTheDocument();
    expect(within(row).getByText(/Asked at Acme/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Word ladder' }).closest('tr')!).getByText('Hard'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 problems')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Interview problems' })).toBeInTheDocument();
  });

  it('writes a ticked filter into the URL and the request, and starts again at page 1', async () => {
    const net = api();
    const user = userEvent.setup();
    const page = show('/problems?page=2&utm_source=mail');
    await findLink('Two sum');
    await user.click(filters().getByRole('checkbox', { name: /Easy/ }));
    await waitFor(() => expect(page.location()).toBe('/problems?utm_source=mail&difficulty=EASY'));
    await user.click(filters().getByRole('checkbox', { name: /Medium/ }));
    await user.click(await filters().findByRole('checkbox', { name: /Graphs/ }));
    await waitFor(() =>
      expect(page.location()).toBe('/problems?utm_source=mail&difficulty=EASY,MEDIUM&topic=graphs'),
    );
    await waitFor(() =>
      expect(lastListingQuery(net.calls)).toEqual({ difficulty: 'EASY,MEDIUM', topic: 'graphs' }),
    );
    // The chosen filters show as chips; removing one updates the URL again.
    await user.click(screen.getByRole('button', { name: 'Remove filter Easy' }));
    await waitFor(() =>
      expect(page.location()).toBe('/problems?utm_source=mail&difficulty=MEDIUM&topic=graphs'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(page.location()).toBe('/problems?utm_source=mail'));
  });

  it('restores every filter from a shared URL and sends them', async () => {
    const net = api();
    show(
      '/problems?difficulty=HARD,BOGUS&topic=graphs&company=acme&type=SQL&list=top-interview-50&sort=-difficulty&search=ladder',
    );
    await findLink('Two sum');
    expect(filters().getByRole('checkbox', { name: /Hard/ })).toBeChecked();
    expect(filters().getByRole('checkbox', { name: /Easy/ })).not.toBeChecked();
    expect(await filters().findByRole('checkbox', { name: /Graphs/ })).toBeChecked();
    expect(filters().getByRole('checkbox', { name: /Acme/ })).toBeChecked();
    expect(filters().getByRole('checkbox', { name: /SQL/ })).toBeChecked();
    expect(
      within(filters().getByRole('group', { name: 'Problem list' })).getByRole('radio', {
        name: /Top interview 50/,
      }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter Top interview 50' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-difficulty');
    expect(screen.getByRole('searchbox', { name: 'Search problems' })).toHaveValue('ladder');
    expect(lastListingQuery(net.calls)).toEqual({
      search: 'ladder',
      difficulty: 'HARD',
      topic: 'graphs',
      company: 'acme',
      type: 'SQL',
      list: 'top-interview-50',
      sort: '-difficulty',
    });
  });

  it('pages through the results with links, and back goes to the previous page', async () => {
    const net = api((call) => {
      const page = Number(call.query.get('page') ?? 1);
      return ok(
        listingPage([problem(page * 100, { name: `First of page ${page}` })], {
          page,
          total: 95,
          page_size: 20,
        }),
      );
    });
    const user = userEvent.setup();
    const page = show('/problems?sort=title');
    await findLink('First of page 1');
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 5' })).toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'First of page 2' })).toBeInTheDocument();
    expect(page.location()).toBe('/problems?sort=title&page=2');
    expect(lastListingQuery(net.calls)).toEqual({ sort: 'title', page: '2' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 5' }),
    );
    expect(await screen.findByRole('link', { name: 'First of page 5' })).toBeInTheDocument();
    await act(() => page.router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'First of page 2' })).toBeInTheDocument();
    expect(page.location()).toBe('/problems?sort=title&page=2');
  });

  it('searches once the typing pauses, not on every letter', async () => {
    const net = api();
    // No pauses between keystrokes (delay: null types in one go, with no timer between letters).
    const user = userEvent.setup({ delay: null });
    const page = show('/problems');
    await findLink('Two sum');
    await user.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'sum');
    await waitFor(() => expect(page.location()).toBe('/problems?search=sum'));
    await waitFor(() => expect(lastListingQuery(net.calls)).toEqual({ search: 'sum' }));
    const searches = net.callsTo('GET v1/problems').map((c) => c.query.get('search'));
    expect(searches).toEqual([null, 'sum']);
    // Enter searches at once.
    await user.type(screen.getByRole('searchbox', { name: 'Search problems' }), ' two{Enter}');
    expect(page.location()).toBe('/problems?search=sum+two');
  });

  it('hides the status filter and the bookmarks view from anonymous visitors and does not send them', async () => {
    const net = api();
    show('/problems?status=solved&bookmarked=true');
    await findLink('Two sum');
    expect(filters().queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bookmarked' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    expect(lastListingQuery(net.calls)).toEqual({});
  });

  it('lets a signed-in user filter by status and open the bookmarks view', async () => {
    const net = api([
      ok(
        listingPage([
          problem(1, { name: 'Two sum', status: 'SOLVED', user_score: 100 }),
          problem(2, { status: 'ATTEMPTED', user_score: 40 }),
        ]),
      ),
    ]);
    const user = userEvent.setup();
    const page = show('/problems', { auth: signedIn() });
    const row = (await findLink('Two sum')).closest('tr')!;
    expect(within(row).getByText('Solved')).toBeInTheDocument();
    expect(within(row).getByText('100/100')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Problem 2' }).closest('tr')!).getByText('Attempted'),
    ).toBeInTheDocument();
    await user.click(
      within(filters().getByRole('group', { name: 'Status' })).getByRole('radio', { name: 'Unsolved' }),
    );
    await waitFor(() => expect(page.location()).toBe('/problems?status=unsolved'));
    await user.click(screen.getByRole('button', { name: 'Bookmarked' }));
    await waitFor(() => expect(page.location()).toBe('/problems?status=unsolved&bookmarked=true'));
    expect(screen.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(lastListingQuery(net.calls)).toEqual({ status: 'unsolved', bookmarked: 'true' }),
    );
  });

  it('shows the error with a retry that loads the list', async () => {
    api([fail(500, 500, 'Database unavailable'), ok(TWO)]);
    const user = userEvent.setup();
    show('/problems');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the problems');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findLink('Two sum')).toBeInTheDocument();
  });

  it('shows a loading skeleton, then an empty state that can clear the filters', async () => {
    const first = deferred();
    api([first.reply, ok(TWO)]);
    const user = userEvent.setup();
    const page = show('/problems?difficulty=HARD&search=zzz');
    expect(await screen.findByRole('status', { name: 'Loading problems' })).toBeInTheDocument();
    first.release(ok(listingPage([])) as { status: number; body: unknown });
    expect(await screen.findByText('No problems match')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'Problems' }))
        .getAllByRole('button', { name: 'Clear filters' })
        .at(-1)!,
    );
    await waitFor(() => expect(page.location()).toBe('/problems'));
    expect(await findLink('Two sum')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search problems' })).toHaveValue('');
  });
});
