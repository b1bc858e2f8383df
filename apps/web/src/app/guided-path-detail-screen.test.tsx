import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEEK_START } from '../features/dashboard/testing/dashboard-fixtures.ts';
import { detail, SLUG } from '../features/guided-paths/testing/gp-fixtures.ts';
import { renderGp } from '../features/guided-paths/testing/render-gp.tsx';
import { signedIn } from '../test/auth-fixtures.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import GuidedPathDetailScreen from './guided-path-detail-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const rows = [
  {
    rank: 1,
    uuid: 'u-1',
    name: 'Mira Path',
    image: null,
    profile_linked: true,
    exp: 150,
    is_current_user: false,
  },
  {
    rank: 2,
    uuid: 'u-2',
    name: 'Ada Learner',
    image: null,
    profile_linked: true,
    exp: 50,
    is_current_user: true,
  },
];

describe("the guided path's page", () => {
  it("shows the path's weekly GuidedPath board to a signed-in learner", async () => {
    const server = fakeApi({
      [`GET v1/guided_paths/${SLUG}`]: [ok(detail())],
      'GET v3/leaderboard': [ok({ start_date: WEEK_START, rows, page: 1, total: 2 })],
    });
    renderGp(<GuidedPathDetailScreen params={{ slug: SLUG }} />, {
      path: `/guided-paths/${SLUG}`,
      auth: signedIn({ node_access_token: 't' }),
    });
    const board = await screen.findByRole('region', { name: 'This week on this path' });
    const list = await within(board).findByRole('list', { name: 'Leaderboard' });
    expect(within(list).getByText('Mira Path')).toBeInTheDocument();
    const call = server.callsTo('GET v3/leaderboard')[0]!;
    expect([call.query.get('entity_type'), call.query.get('entity_id')]).toEqual(['GuidedPath', SLUG]);
  });

  it('shows no board to an anonymous visitor', async () => {
    const server = fakeApi({ [`GET v1/guided_paths/${SLUG}`]: [ok(detail())] });
    renderGp(<GuidedPathDetailScreen params={{ slug: SLUG }} />, { path: `/guided-paths/${SLUG}` });
    await screen.findByRole('heading', { level: 2, name: 'Syllabus' });
    expect(screen.queryByRole('region', { name: 'This week on this path' })).toBeNull();
    expect(server.callsTo('GET v3/leaderboard')).toHaveLength(0);
  });
});
