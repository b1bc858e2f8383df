import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, type FakeCall } from '../../../test/fake-api.ts';
import { renderWithSocket } from '../../../test/render-with-socket.tsx';
import {
  CONTRIBUTOR_UUID,
  contributorFixture,
} from '../../../components/user-hover-card/contributor-fixture.ts';
import { dashboardRoutes, WEEK_START } from '../testing/dashboard-fixtures.ts';
import LeaderboardPage from './leaderboard-page.tsx';

const rows = [
  {
    rank: 1,
    uuid: CONTRIBUTOR_UUID,
    name: 'Ada Lovelace',
    image: null,
    profile_linked: true,
    exp: 900,
    is_current_user: false,
  },
  {
    rank: 2,
    uuid: 'u-7',
    name: 'Asha Rao',
    image: null,
    profile_linked: true,
    exp: 800,
    is_current_user: true,
  },
];
const board = () => ok({ start_date: WEEK_START, rows, page: 1, total: 2 });
const params = (c: FakeCall) => Object.fromEntries(c.query.entries());

describe('league sign-up on /home/leaderboards/leagues', () => {
  it('signs the learner up with their e-mail (category league, no entity) and then says they are on the list', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v3/leaderboard': board,
        'GET v3/interested-users': [ok({ interested: false })],
        'POST v3/interested-users': [ok({ interested: true })],
      }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/leagues' });
    const card = await screen.findByRole('region', { name: 'League news by e-mail' }, { timeout: 5000 });
    expect(params(server.callsTo('GET v3/interested-users')[0]!)).toEqual({ category: 'league' });
    expect(within(card).getByRole('textbox', { name: 'E-mail' })).toHaveValue('asha@example.com');
    await userEvent.click(within(card).getByRole('button', { name: 'Notify me' }));
    expect(
      await within(card).findByText('You are on the list. We will write to asha@example.com.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST v3/interested-users').map(params)).toEqual([
      { email: 'asha@example.com', category: 'league' },
    ]);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows only that the learner is on the list when they signed up before', async () => {
    fakeApi(
      dashboardRoutes({ 'GET v3/leaderboard': board, 'GET v3/interested-users': [ok({ interested: true })] }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/leagues' });
    const card = await screen.findByRole('region', { name: 'League news by e-mail' }, { timeout: 5000 });
    expect(within(card).getByText('You are on the list.')).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('needs an e-mail before it calls, and ignores a failed sign-up with no message', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v3/leaderboard': board,
        'GET v3/interested-users': [ok({ interested: false })],
        'POST v3/interested-users': [fail(500, 500, 'Boom')],
      }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/leagues' });
    const card = await screen.findByRole('region', { name: 'League news by e-mail' }, { timeout: 5000 });
    const input = within(card).getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(input);
    await userEvent.click(within(card).getByRole('button', { name: 'Notify me' }));
    expect(within(card).getByText('Enter your e-mail.')).toBeInTheDocument();
    expect(server.callsTo('POST v3/interested-users')).toHaveLength(0);

    await userEvent.type(input, 'me@example.org');
    await userEvent.click(within(card).getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(server.callsTo('POST v3/interested-users')).toHaveLength(1));
    expect(await within(card).findByRole('button', { name: 'Notify me' })).toBeEnabled();
    expect(screen.queryByText(/Boom|on the list/)).toBeNull();
  });
});

describe('league sign-up on a campus board', () => {
  it("signs up for that college's list: entity College and the college id, together", async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v3/leaderboard': board,
        'GET v3/interested-users': [ok({ interested: false })],
        'POST v3/interested-users': [ok({ interested: true })],
      }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/campus?college_id=iit-b' });
    const card = await screen.findByRole('region', { name: 'League news by e-mail' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Notify me' }));
    await within(card).findByText(/You are on the list/);
    expect(server.callsTo('POST v3/interested-users').map(params)).toEqual([
      { email: 'asha@example.com', category: 'league', entity_type: 'College', entity_id: 'iit-b' },
    ]);
  });
});

describe('hover cards on the board', () => {
  it("links each name to the learner's profile and opens their hover card", async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v3/leaderboard': board,
        'GET v3/users/contributor': [ok(contributorFixture())],
      }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboard' });
    const list = await screen.findByRole('list', { name: 'Leaderboard' }, { timeout: 5000 });
    const ada = within(list).getByRole('link', { name: 'Ada Lovelace' });
    expect(ada).toHaveAttribute('href', `/profile/${CONTRIBUTOR_UUID}`);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Asha Rao (You)');
    await userEvent.hover(ada);
    const card = await screen.findByLabelText("Ada Lovelace's profile card", {}, { timeout: 3000 });
    expect(await within(card).findByText('Level 3 · 330 EXP')).toBeInTheDocument();
    expect(within(card).getByText('Gold')).toBeInTheDocument();
    expect(server.callsTo('GET v3/users/contributor').map((c) => c.query.get('uuid'))).toEqual([
      CONTRIBUTOR_UUID,
    ]);
  });
});
