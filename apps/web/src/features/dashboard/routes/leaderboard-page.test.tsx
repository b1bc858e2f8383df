import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeCall } from '../../../test/fake-api.ts';
import { dashboardRoutes, WEEK_START } from '../testing/dashboard-fixtures.ts';
import { renderWithSocket } from '../../../test/render-with-socket.tsx';
import LeaderboardPage, { NO_COLLEGE_TEXT } from './leaderboard-page.tsx';
import GoalsPage from './goals-page.tsx';

function row(rank: number, name: string, exp: number, me = false) {
  return { rank, uuid: `u-${rank}`, name, image: null, profile_linked: true, exp, is_current_user: me };
}

// A league group of 15 in Bronze: zones of 5 up and 5 down.
const group = Array.from({ length: 15 }, (_, i) =>
  row(i + 1, i === 2 ? 'Asha Rao' : `Learner ${i + 1}`, 1000 - i * 10, i === 2),
);

function board(call: FakeCall) {
  if (call.query.get('scope') === 'Friends')
    return ok({ start_date: WEEK_START, rows: [], page: 1, total: 0 });
  return ok({ start_date: WEEK_START, rows: group, page: 1, total: 15 });
}

describe('/home/leaderboard', () => {
  it('shows the league group with ranks, the learner marked (You), zones, and the Friends scope', async () => {
    const server = fakeApi(dashboardRoutes({ 'GET v3/leaderboard': board }));
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboard' });
    const list = await screen.findByRole('list', { name: 'Leaderboard' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(15);
    expect(items[2]).toHaveTextContent('3rd');
    expect(items[2]).toHaveTextContent('Asha Rao (You)');
    await waitFor(() => expect(within(list).getAllByText('Promotion zone')).toHaveLength(5));
    expect(within(list).getAllByText('Demotion zone')).toHaveLength(5);
    expect(screen.getByText('Week of 2 Mar - 8 Mar')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Friends' }));
    expect(
      await screen.findByText('None of the people you follow has earned EXP this week.'),
    ).toBeInTheDocument();
    expect(server.callsTo('GET v3/leaderboard').map((c) => c.query.get('scope'))).toEqual([
      'Personal',
      'Friends',
    ]);
  });

  it('is locked below level 2', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v3/leaderboard/xp-summary': [ok({ locked: true, start_date: 0, user_rank: null, user_exp: 0 })],
      }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboard' });
    expect(await screen.findByText('Reach Level 2 to unlock weekly leaderboards')).toBeInTheDocument();
    expect(server.callsTo('GET v3/leaderboard')).toHaveLength(0);
  });
});

describe('/home/leaderboards/leagues', () => {
  it('lists the rank tiers with the learner’s league marked, and their rank and zone', async () => {
    fakeApi(dashboardRoutes({ 'GET v3/leaderboard': board }));
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/leagues' });
    const tiers = await screen.findByRole('list', { name: 'Rank tiers' });
    expect(
      within(tiers)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('You are here', '')),
    ).toEqual(['Ninja Dominator', 'Grand Master', 'Master', 'Gold', 'Silver', 'Bronze', 'Iron']);
    expect(within(tiers).getByText('Bronze').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('3rd in your group this week')).toBeInTheDocument();
  });

  it('does not promise a move up to a first place in the safe zone (a group too small to move anyone)', async () => {
    fakeApi(
      dashboardRoutes({
        'GET v3/leaderboard': board,
        'GET v3/leaderboard/user-details': [
          ok({ active_week_status: { current_rank: 1, league_name: 'Iron', zone: 'safe' } }),
        ],
      }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/leagues' });
    expect(await screen.findByText('1st in your group this week')).toBeInTheDocument();
    expect(screen.getByText('Safe zone')).toBeInTheDocument();
    expect(screen.queryByText(/the top 5 move up/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /Your group is too small for anyone to move up yet: first place moves up once 3 learners/,
      ),
    ).toBeInTheDocument();
  });

  it('tells first place in the top league that there is no league above', async () => {
    fakeApi(
      dashboardRoutes({
        'GET v3/leaderboard': board,
        'GET v3/leaderboard/user-details': [
          ok({ active_week_status: { current_rank: 1, league_name: 'Ninja Dominator', zone: 'safe' } }),
        ],
      }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/leagues' });
    expect(
      await screen.findByText(/Ninja Dominator is the top league: nobody moves up from it/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the top 5 move up/)).not.toBeInTheDocument();
  });
});

describe('/home/leaderboards/campus', () => {
  it('asks for the College board of the college in the URL', async () => {
    const server = fakeApi(dashboardRoutes({ 'GET v3/leaderboard': board }));
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/campus?college_id=iit-b' });
    await screen.findByRole('list', { name: 'Leaderboard' });
    const call = server.callsTo('GET v3/leaderboard')[0]!;
    expect([call.query.get('entity_type'), call.query.get('entity_id')]).toEqual(['College', 'iit-b']);
  });

  it('without ?college_id shows the board of the college on the learner’s profile', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v3/leaderboard': board,
        'GET v1/profile/edit': [
          ok(profileWithCollege({ slug: 'jadavpur-university', name: 'Jadavpur University' })),
        ],
      }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/campus' });
    await screen.findByRole('list', { name: 'Leaderboard' }, { timeout: 5000 });
    expect(screen.getByText('Jadavpur University')).toBeInTheDocument();
    const call = server.callsTo('GET v3/leaderboard')[0]!;
    expect([call.query.get('entity_type'), call.query.get('entity_id')]).toEqual([
      'College',
      'jadavpur-university',
    ]);
  });

  it('asks a learner without a college to add one to their profile', async () => {
    fakeApi(
      dashboardRoutes({ 'GET v3/leaderboard': board, 'GET v1/profile/edit': [ok(profileWithCollege(null))] }),
    );
    renderWithSocket(<LeaderboardPage />, { path: '/home/leaderboards/campus' });
    expect(await screen.findByText(NO_COLLEGE_TEXT, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your college' })).toHaveAttribute('href', '/profile/edit');
  });
});

function profileWithCollege(college: { slug: string; name: string } | null) {
  return {
    uuid: 'u-7',
    name: 'Asha Rao',
    screen_name: null,
    image: '/api/v1/profile/avatars/avatar-1.svg',
    avatar: 1,
    college,
    grad_year: null,
    branch: null,
    bio: null,
    links: [],
    visibility: 'public',
    hidden_sections: [],
    setup_done: true,
    profile_url: '/profile/u-7',
  };
}

describe('/home/goals', () => {
  it('shows the daily goal and what earned EXP today', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v4/experience/history': [
          ok({
            entries: [
              {
                id: 'e1',
                source: 'PROBLEM_SOLVED',
                type: 'Problem submitted',
                title: 'Two Sum',
                base: 20,
                points: 40,
                bonus: 5,
                multiplier: 2,
                created_at: new Date(Date.parse('2026-03-10T12:00:00Z') - 3600_000).toISOString(),
              },
            ],
            page: 1,
            limit: 20,
            total: 1,
          }),
        ],
      }),
    );
    renderWithSocket(<GoalsPage />, { path: '/home/goals' });
    expect(await screen.findByText('Two Sum')).toBeInTheDocument();
    expect(screen.getByText('+45 EXP')).toBeInTheDocument();
    expect(screen.getByText('Problem submitted · 1 hour ago')).toBeInTheDocument();
    expect(await screen.findByText('60 EXP to go today')).toBeInTheDocument();
    expect(server.callsTo('GET v4/experience/history')[0]!.query.get('date')).toBe('2026-03-10');
  });
});
