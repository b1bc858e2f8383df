import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithSocket } from '../../../test/render-with-socket.tsx';
import { dashboardRoutes } from '../testing/dashboard-fixtures.ts';
import DashboardPage from './dashboard-page.tsx';

const card = (name: string) => screen.findByRole('region', { name });

describe('/home dashboard', () => {
  it('shows no error text when its cards fail to load, only Try again, which loads the card (spec 02 §8)', async () => {
    const boom = [fail(500, 500, 'Boom')];
    fakeApi(
      dashboardRoutes({
        'GET v3/experience/summary': boom,
        'GET v3/experience/daily': boom,
        'GET v3/streaks': [fail(500, 500, 'Boom'), ok({ current_streak: 8, longest_streak: 21, user_uuid: 'u-7', unacknowledged_milestone: null })],
        'GET v3/leaderboard/xp-summary': boom,
      }),
    );
    const { container } = renderWithSocket(<DashboardPage />, { path: '/home' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(4));
    expect(container).not.toHaveTextContent(/could not|couldn't|went wrong|error/i);
    const streak = await card('Streak');
    await act(async () => within(streak).getByRole('button', { name: 'Try again' }).click());
    expect(await within(streak).findByText('8 days')).toBeInTheDocument();
  });

  it('shows EXP and level, the daily goal, the streak and the weekly rank with league and zone', async () => {
    fakeApi(dashboardRoutes());
    renderWithSocket(<DashboardPage />, { path: '/home' });
    expect(await screen.findByRole('heading', { name: 'Hi, Asha' })).toBeInTheDocument();

    const exp = await card('EXP and level');
    expect(await within(exp).findByText('Level 3')).toBeInTheDocument();
    expect(within(exp).getByText('750 EXP to Level 4')).toBeInTheDocument();

    const goal = await card('Daily goal');
    expect(await within(goal).findByText('60 EXP to go today')).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar', { name: 'Daily goal progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(goal).queryByText("Today's target completed")).not.toBeInTheDocument();

    const streak = await card('Streak');
    expect(await within(streak).findByText('8 days')).toBeInTheDocument();
    expect(within(streak).getByText('Longest streak: 21 days')).toBeInTheDocument();
    expect(within(streak).getByText('2 days to the 10-day streak badge')).toBeInTheDocument();

    const board = await card('Weekly leaderboard');
    expect(await within(board).findByText('3rd')).toBeInTheDocument();
    expect(within(board).getByText('2 Mar - 8 Mar')).toBeInTheDocument();
    expect(await within(board).findByText('Bronze league')).toBeInTheDocument();
    expect(within(board).getByText('Promotion zone')).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: 'View leaderboard' })).toHaveAttribute('href', '/home/leaderboard');
    expect(screen.getByRole('link', { name: 'View goal' })).toHaveAttribute('href', '/home/goals');
  });

  it("says Today's target completed once the daily goal is met, and shows the locked leaderboard below level 2", async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v3/experience/daily': [ok({ details: { goal_exp: 100, earned_today: 130, target_completed: true } })],
        'GET v3/leaderboard/xp-summary': [ok({ locked: true, start_date: 0, user_rank: null, user_exp: 0 })],
      }),
    );
    renderWithSocket(<DashboardPage />, { path: '/home' });
    expect(await screen.findByText("Today's target completed")).toBeInTheDocument();
    const board = await card('Weekly leaderboard');
    expect(await within(board).findByText('Reach Level 2 to unlock weekly leaderboards')).toBeInTheDocument();
    // A locked board has no league to ask about.
    expect(server.callsTo('GET v3/leaderboard/user-details')).toHaveLength(0);
  });

  it('reads the numbers again when a reward toast arrives on the socket', async () => {
    const server = fakeApi(
      dashboardRoutes({
        'GET v3/experience/summary': [
          ok({ details: { points: 1250, boosters: [] } }),
          ok({ details: { points: 1290, boosters: [] } }),
        ],
      }),
    );
    const { socket } = renderWithSocket(<DashboardPage />, { path: '/home' });
    expect(await screen.findByText('750 EXP to Level 4')).toBeInTheDocument();
    act(() => socket().emit('ninjutsu_room', { id: 1, notification_type: 'EXPERIENCE_POINTS_ADDED', content: { points: 40 } }));
    expect(await screen.findByText('710 EXP to Level 4')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET v3/experience/summary')).toHaveLength(2));
  });
});
