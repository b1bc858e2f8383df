import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { SLUG, detail, problem } from '../testing/bundle-fixtures.ts';
import { InterviewBundleDetailPage } from './interview-bundle-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = (auth = signedIn({ node_access_token: 't' })) =>
  renderWithAuth(<InterviewBundleDetailPage params={{ slug: SLUG }} />, {
    path: `/interview-bundle/${SLUG}`,
    auth,
  });

describe('/interview-bundle/{slug}', () => {
  it('lists the sections with each problem, its difficulty and a link carrying the bundle source; Start opens the first', async () => {
    fakeApi({ 'GET v1/interview_bundles/graph-patterns': [ok(detail())] });
    render(LOGGED_OUT_STATE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Graph patterns' })).toBeInTheDocument();
    expect(screen.getByText('graph', { selector: 'strong' })).toBeInTheDocument();
    const bfs = within(screen.getByRole('region', { name: 'Breadth-first search' }));
    const first = bfs.getByRole('link', { name: 'Island Ferry Groups' });
    expect(first).toHaveAttribute('href', '/problems/island-ferry-groups?interview_bundle=graph-patterns');
    expect(first.closest('li')).toHaveTextContent('Easy');
    expect(bfs.getByRole('link', { name: 'Frost Spread Grid' }).closest('li')).toHaveTextContent('Medium');
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/problems/island-ferry-groups?interview_bundle=graph-patterns',
    );
    // Anonymous: no progress.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows a learner's solved and attempted marks, the progress bar and Resume at the first unsolved problem", async () => {
    fakeApi({
      'GET v1/interview_bundles/graph-patterns': [
        ok(
          detail([
            problem('island-ferry-groups', { solved: true }),
            problem('frost-spread-grid', { difficulty: 'MEDIUM', attempted: true }),
            problem('toll-road-voucher', { difficulty: 'HARD' }),
          ]),
        ),
      ],
    });
    render();
    expect(await screen.findByRole('progressbar', { name: 'Your progress in this bundle' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    const bfs = within(screen.getByRole('region', { name: 'Breadth-first search' }));
    expect(bfs.getByRole('link', { name: 'Island Ferry Groups' }).closest('li')).toHaveTextContent('Solved');
    expect(bfs.getByRole('link', { name: 'Frost Spread Grid' }).closest('li')).toHaveTextContent('Attempted');
    expect(bfs.getByRole('progressbar', { name: 'Progress in Breadth-first search' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      '/problems/frost-spread-grid?interview_bundle=graph-patterns',
    );
    expect(screen.getByText('Next up: “Frost Spread Grid”')).toBeInTheDocument();
  });

  it('says when every problem is solved instead of offering Start', async () => {
    fakeApi({
      'GET v1/interview_bundles/graph-patterns': [
        ok(detail([problem('island-ferry-groups', { solved: true })])),
      ],
    });
    render();
    expect(await screen.findByText('You have solved every problem in this bundle.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start|Resume/ })).not.toBeInTheDocument();
  });

  it("Share copies the bundle's address and says so", async () => {
    fakeApi({ 'GET v1/interview_bundles/graph-patterns': [ok(detail())] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/interview-bundle/graph-patterns`);
    expect(await screen.findByText('Link Copied!')).toBeInTheDocument();
  });

  it('sends an unknown bundle to the 404 page', async () => {
    fakeApi({ 'GET v1/interview_bundles/graph-patterns': [fail(404, 404, 'Interview bundle not found.')] });
    const { router } = render();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fourofour'));
  });
});
