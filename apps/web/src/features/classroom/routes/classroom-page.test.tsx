import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { languageCode, problemDetail } from '../testing/classroom-fixtures.ts';
import { preloadClassroomChunks } from '../testing/preload-chunks.ts';
import { renderClassroom } from '../testing/render-classroom.tsx';

beforeAll(preloadClassroomChunks, 60_000);

afterEach(() => vi.unstubAllGlobals());

function api(problem = problemDetail(), extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET v1/problems/pair-sum': [ok(problem)],
    'GET v1/problems/pair-sum/code': (call) => ok(languageCode(call.query.get('language') ?? '')),
    ...extra,
  });
}

const findTitle = () => screen.findByRole('heading', { level: 1, name: 'Pair Sum' }, { timeout: 5000 });
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

// The machine is shared and busy; the editor and KaTeX make each render heavy under jsdom.
describe('/problems/:slug classroom', { timeout: 30_000 }, () => {
  it('shows the header, the tabs of a code problem and the statement with math, samples, limits and tags', async () => {
    api();
    const { container } = renderClassroom();
    await findTitle();
    expect(screen.getByText('Medium')).toHaveAttribute('data-difficulty', 'MEDIUM');
    const sections = within(screen.getByRole('tablist', { name: 'Problem sections' }));
    expect(sections.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Problem',
      'Submissions',
      'Solution',
      'Discuss',
    ]);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByText('sum', { selector: 'strong' })).toBeInTheDocument();
    // The statement's own title heading is not repeated under the header.
    expect(screen.getAllByRole('heading', { name: 'Pair Sum' })).toHaveLength(1);
    expect(screen.getByLabelText('Sample input 2')).toHaveTextContent('5 5');
    expect(screen.getByRole('group', { name: 'Sample output 1' })).toHaveTextContent('3');
    expect(screen.getByText('Time limit').nextSibling).toHaveTextContent('1 s');
    expect(screen.getByText('Memory limit').nextSibling).toHaveTextContent('256 MB');
    expect(within(screen.getByRole('list', { name: 'Topics' })).getByText('Arrays')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Companies' })).getByText('Northwind'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Sample test case' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Custom test case' })).toBeInTheDocument();
  });

  it('sets the server-rendered statement and hints when the server sends them', async () => {
    api(
      problemDetail({
        statement_html: '<h1>Pair Sum</h1>\n<p>Rendered <em>by the server</em>.</p>',
        hints_html: ['<p>Server hint <strong>one</strong></p>', '<p>Server hint two</p>'],
      }),
    );
    const user = userEvent.setup();
    renderClassroom();
    await findTitle();
    expect(screen.getByText('by the server', { selector: 'em' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Pair Sum' })).toHaveLength(1);
    expect(screen.queryByText(/print the/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show hint 1' }));
    expect(screen.getByText('one', { selector: 'strong' })).toBeInTheDocument();
  });

  it('reveals hints one at a time', async () => {
    api();
    const user = userEvent.setup();
    renderClassroom();
    await findTitle();
    expect(screen.queryByText('Read both numbers.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show hint 1' }));
    expect(await screen.findByText('Read both numbers.')).toBeInTheDocument();
    expect(screen.queryByText('Add them.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show hint 2' }));
    expect(await screen.findByText('Add them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show hint/ })).toBeNull();
  });

  it('gives SQL problems a single Output console tab', async () => {
    api(
      problemDetail({
        problem_type: 'SQL',
        languages_allowed: [{ key: 'psql', name: 'PostgreSQL', available: true }],
        editor_language: 'psql',
      }),
    );
    renderClassroom();
    await findTitle();
    expect(
      within(screen.getByRole('tablist', { name: 'Console' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Output']);
  });

  it('opens an available language and says so when the problem default cannot run here', async () => {
    api(
      problemDetail({
        default_language: 'ruby',
        editor_language: 'cpp',
        default_language_unavailable: true,
      }),
    );
    renderClassroom();
    await findTitle();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('cpp');
    expect(screen.getByText('Ruby is not available on this server')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ruby (unavailable)' })).toBeDisabled();
  });

  it('shows a NOTE as its note alone: no other tab, no editor, no Run or Submit', async () => {
    api(
      problemDetail({
        problem_type: 'NOTE',
        statement: '',
        item: { type: 'NOTE', note: '## Big O\n\nCounting steps.' },
        languages_allowed: [],
        samples: [],
        hints: [],
      }),
    );
    renderClassroom();
    await findTitle();
    expect(tabNames()).toEqual(['Note']);
    expect(await screen.findByRole('heading', { name: 'Big O' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Code editor/ })).toBeNull();
  });

  it('on a phone shows one pane at a time with a Description / Code switch', async () => {
    api();
    const user = userEvent.setup();
    renderClassroom('pair-sum', { width: 400 });
    await findTitle();
    const pane = within(screen.getByRole('tablist', { name: 'Pane' }));
    expect(pane.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Run', hidden: true })).not.toBeVisible();
    await user.click(pane.getByRole('tab', { name: 'Code' }));
    expect(screen.getByRole('button', { name: 'Run' })).toBeVisible();
    expect(screen.getByRole('tablist', { name: 'Problem sections', hidden: true })).not.toBeVisible();
  });

  it('says so when the problem does not exist', async () => {
    fakeApi({ 'GET v1/problems/nope': [fail(404, 404, 'Problem not found')] });
    renderClassroom('nope');
    expect(
      await screen.findByRole('heading', { name: 'We could not find this problem' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse problems' })).toHaveAttribute('href', '/problems');
  });

  it('asks an anonymous visitor to sign in before running', async () => {
    const net = api();
    const user = userEvent.setup();
    const { login } = renderClassroom('pair-sum', { auth: LOGGED_OUT_STATE });
    await findTitle();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(login.openLogin).toHaveBeenCalledWith(expect.objectContaining({ variant: 'panel' }));
    expect(net.callsTo('POST v1/problems/pair-sum/run')).toEqual([]);
  });

  it("shows the problem's thread in the Discuss tab", async () => {
    const post = {
      id: 5,
      title: 'Why does two pointers work here?',
      excerpt: 'Sorted input.',
      category: 'problem-help',
      tags: [],
      problem_id: 11,
      college: null,
      author: { uuid: 'u', name: 'Ada Lovelace', image: null },
      score: 1,
      upvotes: 1,
      downvotes: 0,
      comment_count: 0,
      status: 'visible',
      pinned: false,
      locked: false,
      edited: false,
      created_at: '2026-11-20T10:00:00.000Z',
      my_vote: 0,
    };
    const calls = api(problemDetail(), {
      'GET v1/discussions/problems/11/status': [ok({ open: true, message: null })],
      'GET v1/discussions/posts': [
        ok({ posts: [post], total: 1, total_exact: true, page: 1, page_size: 20 }),
      ],
    });
    const user = userEvent.setup();
    renderClassroom();
    await findTitle();
    await user.click(screen.getByRole('tab', { name: 'Discuss' }));
    expect(await screen.findByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      '/campus/public/discussions/5',
    );
    expect(calls.callsTo('GET v1/discussions/posts')[0]!.query.get('problem_id')).toBe('11');
  });

  it("says when the problem's discussion is closed (a live contest)", async () => {
    api(problemDetail(), {
      'GET v1/discussions/problems/11/status': [
        ok({ open: false, message: 'Discussion of this problem opens when its contest ends.' }),
      ],
    });
    const user = userEvent.setup();
    renderClassroom();
    await findTitle();
    await user.click(screen.getByRole('tab', { name: 'Discuss' }));
    expect(
      await screen.findByText('Discussion of this problem opens when its contest ends.'),
    ).toBeInTheDocument();
  });
});
