import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeCall } from '../../../test/fake-api.ts';
import { dashboardRoutes, WEEK_START } from '../testing/dashboard-fixtures.ts';
import { renderWithSocket } from '../../../test/render-with-socket.tsx';
import LeaderboardPage from './leaderboard-page.tsx';
import GoalsPage from './goals-page.tsx';

function row(rank: number, name: string, exp: number, me = false) {
  return { rank, uuid: `u-${rank}`, name, image: null, exp, is_current_user: me };
}

// A league group of 15 in Bronze: zones of 5 up and 5 down.
const group = Array.from({ length: 15 }, (_, i) => row(i + 1, i === 2 ? 'Asha Rao' : `Learner ${i + 1}`, 1000 - i * 10, i === 2));

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
    expect(await screen.findByText('None of the people you follow has earned EXP this week.')).toBeInTheDocument();
    expect(server.callsTo('GET v3/leaderboard').map((c) => c.query.get('scope'))).toEqual(['Personal', 'Friends']);
  });

  it('is locked below level 2', async () => {
    const server = fakeApi(
      dashboardRoutes({ 'GET v3/leaderboard/xp-summary': [ok({ locked: true, start_date: 0, user_rank: null, user_exp: 0 })] }),
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
    expect(within(tiers).getAllByRole('listitem').map((li) => li.textContent?.replace('You are here', ''))).toEqual([
      'Ninja Dominator',
      'Grand Master',
      'Master',
      'Gold',
      'Silver',
      'Bronze',
      'Iron',
    ]);
    expect(within(tiers).getByText('Bronze').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('3rd in your group this week')).toBeInTheDocument();
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
});

describe('/home/goals', () => {
  it('shows the daily goal and what earned EXP today', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v4/experience/history': [
          ok({
            entries: [
              {
                id: 'e1', source: 'PROBLEM_SOLVED', type: 'Problem submitted', title: 'Two Sum', base: 20, points: 40,
                bonus: 5, multiplier: 2, created_at: new Date(Date.parse('2026-03-10T12:00:00Z') - 3600_000).toISOString(),
              },
            ],
            page: 1, limit: 20, total: 1,
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
