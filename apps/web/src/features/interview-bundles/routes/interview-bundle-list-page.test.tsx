import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { card, list, progress } from '../testing/bundle-fixtures.ts';
import { InterviewBundleListPage } from './interview-bundle-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/interview-bundle', () => {
  it('shows each bundle as a card with level, problem counts by difficulty and a link to its page', async () => {
    fakeApi({ 'GET v1/interview_bundles': [ok(list())] });
    renderWithAuth(<InterviewBundleListPage />, { path: '/interview-bundle' });
    expect(screen.getByRole('heading', { level: 1, name: 'Interview guide' })).toBeInTheDocument();
    const title = await screen.findByRole('link', { name: 'Graph patterns' });
    expect(title).toHaveAttribute('href', '/interview-bundle/graph-patterns');
    const article = title.closest('article')!;
    expect(within(article).getByText('Intermediate')).toBeInTheDocument();
    expect(
      within(article).getByText('3 problems (1 Easy · 1 Medium · 1 Hard) · about 14 hours'),
    ).toBeInTheDocument();
    // Anonymous visitors get no progress bar.
    expect(within(article).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a signed-in learner their progress, and filters by level and topic through the URL', async () => {
    const { callsTo } = fakeApi({
      'GET v1/interview_bundles': [ok(list([card({ progress: progress(1, 3) })]))],
    });
    const { router } = renderWithAuth(<InterviewBundleListPage />, {
      path: '/interview-bundle',
      auth: signedIn({ node_access_token: 't' }),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Progress in Graph patterns' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1/3 solved')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: 'Advanced' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Trees/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('topic')).toBe('trees'));
    expect(new URLSearchParams(router.state.location.search).get('level')).toBe('Advanced');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET v1/interview_bundles').at(-1)!.query)).toEqual({
        level: 'Advanced',
        topic: 'trees',
      }),
    );
    expect(screen.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when no bundle matches the filters and clears them', async () => {
    fakeApi({ 'GET v1/interview_bundles': [ok(list([]))] });
    const { router } = renderWithAuth(<InterviewBundleListPage />, {
      path: '/interview-bundle?level=Advanced',
    });
    expect(await screen.findByText('No interview bundle matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers Try again when the list cannot be loaded', async () => {
    fakeApi({ 'GET v1/interview_bundles': [fail(500, 500, 'Boom'), ok(list())] });
    renderWithAuth(<InterviewBundleListPage />, { path: '/interview-bundle' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Graph patterns' })).toBeInTheDocument();
  });
});
