/**
 * The spotlight (Ctrl/Cmd+K, `/`, the header's search tab) and the /search page, on the real app with the network
 * faked: keyboard-only navigation, grouped results, Enter opens, recent searches, focus returned; and /search's
 * URL state (q, type, page), type filters with counts and pagination.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse, SearchResult } from '@katana/shared/api/search';
import { FLAG_SPOTLIGHT_SEARCH } from '../lib/flags/flags-context.tsx';
import { renderApp } from './testing/render-app.tsx';
import { fakeApi, ok, type FakeCall } from '../test/fake-api.ts';

const result = (over: Partial<SearchResult> & Pick<SearchResult, 'title' | 'url'>): SearchResult => ({
  type: 'problem',
  snippet: '',
  highlight: [],
  title_highlight: [],
  meta: {},
  ...over,
});

const page = (results: SearchResult[], over: Partial<SearchResponse> = {}): SearchResponse => ({
  results,
  total: results.length,
  total_exact: true,
  page: 1,
  page_size: 20,
  counts: {},
  ...over,
});

const DIJKSTRA = result({
  title: 'Dijkstra Shortest Path',
  url: '/problems/dijkstra-shortest-path',
  snippet: 'Find the cheapest route in a weighted graph.',
  highlight: [[35, 40]],
  meta: { difficulty: 'MEDIUM', problem_type: 'CODE' },
});
const GRAPHS_LIST = result({
  type: 'problem_list',
  title: 'Graph Classics',
  url: '/problem-lists/graph-classics',
});
const PATH_ARTICLE = result({
  type: 'article',
  title: 'Shortest paths',
  url: '/guided-paths/graphs/content?item=article-shortest',
  meta: { guided_path: 'Graphs' },
});

const LIBRARY_ARTICLE = result({
  type: 'article',
  title: 'Binary heaps',
  url: '/library/data-structures/binary-heaps',
});

const searchRoute = (answer: (call: FakeCall) => SearchResponse) => ({
  'GET v1/search': (call: FakeCall) => ok(answer(call)),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const flags = { [FLAG_SPOTLIGHT_SEARCH]: true };

describe('the spotlight', { timeout: 30_000 }, () => {
  it('opens with Ctrl+K, finds as you type, groups by kind, and Enter opens the highlighted result', async () => {
    const api = fakeApi(
      searchRoute(() =>
        page([DIJKSTRA, PATH_ARTICLE, GRAPHS_LIST], { counts: { problem: 1, article: 1, problem_list: 1 } }),
      ),
    );
    const user = userEvent.setup();
    const app = renderApp('/problems', { flags });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
    const input = within(dialog).getByRole('combobox', { name: /search problems/i });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'dijkstar');
    const listbox = within(dialog).getByRole('listbox', { name: 'Search results' });
    await within(listbox).findByRole('option', { name: /Dijkstra Shortest Path/ }, { timeout: 10_000 });
    expect(api.callsTo('GET v1/search').at(-1)?.query.get('q')).toBe('dijkstar');
    // Groups in the order of their best result, headed by the kind's name.
    const headings = [...listbox.querySelectorAll('[cmdk-group-heading]')].map((h) => h.textContent);
    expect(headings).toEqual(['Problems', 'Articles', 'Problem lists']);
    expect(
      within(listbox).getByRole('option', { name: /See all 3 results for “dijkstar”/ }),
    ).toBeInTheDocument();
    // Keyboard only: the first result is selected; down moves to the article; Enter opens it.
    await user.keyboard('{ArrowDown}{Enter}');
    // Opened (the page then finds no path in the faked API and moves on to /fourofour).
    await waitFor(() =>
      expect(app.visited()).toContain('/guided-paths/graphs/content?item=article-shortest'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('remembers searches, offers them when empty, and returns focus to what had it on Escape', async () => {
    // An article, not a problem: a problem's page is a critical-flow page whose login panel would take the focus.
    fakeApi(searchRoute(() => page([LIBRARY_ARTICLE])));
    const user = userEvent.setup();
    const app = renderApp('/', { flags });
    const tab = within(screen.getByTestId('site-header')).getByRole('link', { name: /^Search/ });
    expect(tab).toHaveAttribute('href', '/search');
    await user.click(tab);
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
    expect(within(dialog).getByText(/Type to search problems/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox'), 'heap');
    await within(dialog).findByRole('option', { name: /Binary heaps/ }, { timeout: 10_000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.visited()).toContain('/library/data-structures/binary-heaps'));
    // Closed, it hands focus back to the header's tab (after its closing frame: `/` pressed before that would
    // have found nothing focused to return to).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(tab).toHaveFocus());

    await user.keyboard('/');
    const again = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
    const recent = within(again).getByRole('option', { name: 'heap' });
    expect(recent).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(again).getByRole('combobox')).toHaveValue('heap');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // `/` was pressed while the header's tab had focus.
    await waitFor(() => expect(tab).toHaveFocus());
  });

  it('returns focus to the header tab it was opened from, and `/` types a slash in a field instead', async () => {
    fakeApi(searchRoute(() => page([])));
    const user = userEvent.setup();
    renderApp('/search', { flags });
    const tab = within(screen.getByTestId('site-header')).getByRole('link', { name: /^Search/ });
    await user.click(tab);
    await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tab).toHaveFocus());

    const box = await screen.findByRole('searchbox', {}, { timeout: 10_000 });
    await user.type(box, 'a/b');
    expect(box).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing matched', async () => {
    fakeApi(searchRoute(() => page([])));
    const user = userEvent.setup();
    renderApp('/', { flags });
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
    await user.type(within(dialog).getByRole('combobox'), 'zzzz');
    expect(await within(dialog).findByText('No results for “zzzz”.')).toBeInTheDocument();
  });

  it('does nothing on Ctrl+K while the flag is off', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderApp('/', {});
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/search', { timeout: 30_000 }, () => {
  const many = Array.from({ length: 20 }, (_, i) =>
    result({ type: 'discussion', title: `Thread ${i + 1}`, url: `/campus/public/discussions/${i + 1}` }),
  );

  it('shows the results of the URL’s query with type filters, counts and pages, all kept in the URL', async () => {
    const api = fakeApi(
      searchRoute((call) => {
        const type = call.query.get('type');
        const p = Number(call.query.get('page') ?? '1');
        const counts = { problem: 1, discussion: 25 };
        if (type === 'discussion')
          return page(p === 1 ? many : many.slice(0, 5), { total: 25, page: p, counts });
        return page([DIJKSTRA, ...many.slice(0, 19)], { total: 26, counts });
      }),
    );
    const user = userEvent.setup();
    const app = renderApp('/search?q=graph', { flags });
    expect(await screen.findByText('26 results for “graph”')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Dijkstra Shortest Path' });
    expect(link).toHaveAttribute('href', '/problems/dijkstra-shortest-path');
    expect(screen.getByRole('searchbox', { name: /search problems/i })).toHaveValue('graph');
    const filters = screen.getByRole('navigation', { name: 'Result types' });
    expect(within(filters).getByRole('button', { name: 'All (26)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Discussions (25)' }));
    await waitFor(() => expect(app.location()).toBe('/search?q=graph&type=discussion'));
    expect(await screen.findByText('25 results for “graph”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location()).toBe('/search?q=graph&type=discussion&page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.callsTo('GET v1/search').at(-1)?.query.toString()).toBe('q=graph&type=discussion&page=2');

    // A new query starts again at page 1 of the same kind.
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'dijkstra{Enter}');
    await waitFor(() => expect(app.location()).toBe('/search?q=dijkstra&type=discussion'));
  });

  it('shows 1,000+ past the server’s count cap, in the total, the filters and the spotlight', async () => {
    fakeApi(
      searchRoute(() =>
        page(many, { total: 1000, total_exact: false, counts: { problem: 312, discussion: 689 } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/search?q=number', { flags });
    expect(await screen.findByText('1,000+ results for “number”')).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Result types' });
    // Counted among the first 1,001 matches only: each type has at least that many.
    expect(within(filters).getByRole('button', { name: 'All (1,000+)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Problems (312+)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Discussions (689+)' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
    await user.type(within(dialog).getByRole('combobox'), 'number');
    expect(
      await within(dialog).findByRole('option', { name: 'See all 1,000+ results for “number”' }),
    ).toBeInTheDocument();
  });

  it('asks for words when there is no query, and says when nothing matched', async () => {
    const api = fakeApi(searchRoute(() => page([])));
    renderApp('/search', { flags });
    expect(await screen.findByText(/Type a few words to search/)).toBeInTheDocument();
    expect(api.callsTo('GET v1/search')).toHaveLength(0);
    expect(screen.queryByText(/Coming soon/i)).not.toBeInTheDocument();
  });

  it('says when nothing matched', async () => {
    fakeApi(searchRoute(() => page([])));
    renderApp('/search?q=qqqq', { flags });
    expect(await screen.findByText('No results for “qqqq”.')).toBeInTheDocument();
  });
});
