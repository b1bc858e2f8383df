import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeCall } from '../../../test/fake-api.ts';
import { contest, listPage, NOW, participation } from '../testing/contest-fixtures.ts';
import { renderContest } from '../testing/render-contest.tsx';
import { ContestListPage } from './contest-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const LIVE = contest(1, {
  title: 'Weekly Contest 1',
  phase: 'live',
  start_at: new Date(NOW - 30 * 60_000).toISOString(),
  end_at: new Date(NOW + 3_725_000).toISOString(),
});
const UPCOMING = contest(2, {
  title: 'Beginner Contest 2',
  category: 'biweekly',
  user: participation({ registered: true }),
});
const PAST = contest(3, { title: 'Scholarship Test 3', category: 'scholarship', phase: 'ended' });

function api() {
  return fakeApi({
    'GET v1/contests': (call: FakeCall) => {
      const status = call.query.get('status');
      const page = Number(call.query.get('page') ?? 1);
      if (status === 'live') return ok(listPage([LIVE]));
      if (status === 'upcoming') return ok(listPage([UPCOMING]));
      return ok(listPage([{ ...PAST, title: `Scholarship Test page ${page}` }], { total: 45, page }));
    },
  });
}

describe('/contests', () => {
  it('lists live, upcoming and past contests with their timing and the caller registration', async () => {
    api();
    renderContest(<ContestListPage />, { path: '/contests' });
    const live = await screen.findByRole('region', { name: 'Live now' });
    const link = await within(live).findByRole('link', { name: 'Weekly Contest 1' });
    expect(link).toHaveAttribute('href', '/contests/weekly-contest-1');
    expect(within(live).getByText('Ends in 01:02:05')).toBeInTheDocument();

    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(await within(upcoming).findByText('Beginner Contest 2')).toBeInTheDocument();
    expect(within(upcoming).getByText('Starts in 01:00:00')).toBeInTheDocument();
    expect(within(upcoming).getByText(/Registered ·/)).toBeInTheDocument();

    const past = screen.getByRole('region', { name: 'Past contests' });
    expect(await within(past).findByText('Scholarship Test page 1')).toBeInTheDocument();
    expect(within(past).getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('filters every section by category and pages through past contests', async () => {
    const { callsTo } = api();
    renderContest(<ContestListPage />, { path: '/contests' });
    await screen.findByText('Scholarship Test page 1');
    await userEvent.click(screen.getByRole('button', { name: 'Scholarship' }));
    expect(screen.getByRole('button', { name: 'Scholarship' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => {
      const categories = callsTo('GET v1/contests').map((c) => c.query.get('category'));
      expect(categories.filter((c) => c === 'scholarship')).toHaveLength(3);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Scholarship Test page 2')).toBeInTheDocument();
    const last = callsTo('GET v1/contests').at(-1)!;
    expect(Object.fromEntries(last.query)).toMatchObject({
      status: 'ended',
      page: '2',
      category: 'scholarship',
    });
  });
});
