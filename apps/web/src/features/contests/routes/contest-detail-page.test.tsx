import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTEST_JOIN_EVENT, CONTEST_STANDINGS_EVENT } from '@katana/shared/api/contests';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok, type FakeCall } from '../../../test/fake-api.ts';
import { detail, NOW, participation, row, standings } from '../testing/contest-fixtures.ts';
import { renderContest } from '../testing/render-contest.tsx';
import { ContestDetailPage } from './contest-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SLUG = 'weekly-contest-1';
const show = (auth = signedIn({ node_access_token: 'tok' })) =>
  renderContest(<ContestDetailPage params={{ slug: SLUG }} />, { path: `/contests/${SLUG}`, auth });

const LIVE = {
  phase: 'live' as const,
  start_at: new Date(NOW - 10 * 60_000).toISOString(),
  end_at: new Date(NOW + 80 * 60_000).toISOString(),
};

describe('/contests/:slug', () => {
  it('registers and unregisters before the start, with the countdown and the calendar file', async () => {
    const registered = participation({ registered: true, can_unregister: true, can_register: true });
    const { callsTo } = fakeApi({
      [`GET v1/contests/${SLUG}`]: [ok(detail(1, { user: participation() }))],
      'POST v1/contests/register': [ok(detail(1, { user: registered }))],
      'POST v1/contests/unregister': [ok(detail(1, { user: participation() }))],
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Weekly Contest 1' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:00');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/v1/contests/${SLUG}/calendar.ics`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered.')).toBeInTheDocument();
    expect(callsTo('POST v1/contests/register')[0]!.body).toEqual({ event_id: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Unregister' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(callsTo('POST v1/contests/unregister')).toHaveLength(1);
  });

  it('asks anonymous visitors to log in', async () => {
    fakeApi({ [`GET v1/contests/${SLUG}`]: [ok(detail(1))] });
    const { login } = renderContest(<ContestDetailPage params={{ slug: SLUG }} />, {
      path: `/contests/${SLUG}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Login to register' }));
    expect(login.openLogin).toHaveBeenCalledWith(expect.objectContaining({ source: 'contest_detail' }));
  });

  it('starts a live contest and opens its classroom', async () => {
    const started = participation({
      registered: true,
      offering_status: 'ACTIVE',
      test_status: 'TEST_STARTED',
    });
    const { callsTo } = fakeApi({
      [`GET v1/contests/${SLUG}`]: [
        ok(
          detail(1, {
            ...LIVE,
            user: participation({ registered: true, can_start: true, offering_status: 'NOT_STARTED' }),
          }),
        ),
      ],
      'POST v1/contests/start': [ok(detail(1, { ...LIVE, user: started }))],
      [`GET v1/contests/${SLUG}/standings`]: [ok(standings([]))],
    });
    const { router } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Start contest' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/contests/${SLUG}/1/problems`));
    expect(callsTo('POST v1/contests/start')[0]!.body).toEqual({
      slug: SLUG,
      offering_id: 1,
      source: 'contest_detail',
    });
  });

  it('offers a virtual attempt of a past contest', async () => {
    const { callsTo } = fakeApi({
      [`GET v1/contests/${SLUG}`]: [
        ok(
          detail(1, {
            phase: 'ended',
            problems_visible: true,
            user: participation({ can_start_virtual: true, can_register: false }),
          }),
        ),
      ],
      'POST v1/contests/start': [
        ok(detail(1, { phase: 'ended', user: participation({ virtual: true, offering_status: 'ACTIVE' }) })),
      ],
      [`GET v1/contests/${SLUG}/standings`]: [ok(standings([]))],
    });
    show();
    expect(await screen.findByRole('link', { name: 'View problems' })).toHaveAttribute(
      'href',
      `/contests/${SLUG}/1/problems`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start virtual contest' }));
    await vi.waitFor(() =>
      expect(callsTo('POST v1/contests/start')[0]!.body).toMatchObject({ virtual: true }),
    );
  });

  it('shows live standings that move when the contest room says so, the frozen marker and paging', async () => {
    let version = 0;
    const { callsTo } = fakeApi({
      [`GET v1/contests/${SLUG}`]: [ok(detail(1, { ...LIVE, user: participation({ registered: true }) }))],
      [`GET v1/contests/${SLUG}/standings`]: (call: FakeCall) => {
        const page = Number(call.query.get('page'));
        if (page === 2) return ok(standings([row(51, 'Zed')], { page: 2, pages: 2, total: 51 }));
        const me = row(version === 0 ? 2 : 1, 'Asha', {
          is_me: true,
          solved: version,
          penalty: version * 7,
          cells: version
            ? [
                {
                  problem_id: 11,
                  solved: true,
                  attempts: 0,
                  solved_at_minute: 7,
                  first_to_solve: true,
                  score: 100,
                  pending: 0,
                },
              ]
            : [],
        });
        const other = row(version === 0 ? 1 : 2, 'Ravi', {
          cells: [
            {
              problem_id: 12,
              solved: false,
              attempts: 1,
              solved_at_minute: null,
              first_to_solve: false,
              score: 0,
              pending: 1,
            },
          ],
        });
        const rows = version === 0 ? [other, me] : [me, other];
        return ok(
          standings(rows, {
            frozen: true,
            freeze_at: new Date(NOW).toISOString(),
            pages: 2,
            total: 51,
            my_page: 1,
          }),
        );
      },
    });
    const { sockets } = show();
    const table = await screen.findByRole('table');
    const ranks = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);
    expect(ranks()[0]).toMatch(/^1Ravi/);
    expect(screen.getByRole('status')).toHaveTextContent(/Standings frozen since/);
    expect(within(table).getByTitle('1 pending during the freeze')).toBeInTheDocument();

    const socket = sockets[0]!;
    await vi.waitFor(() =>
      expect(socket.emitWithAck).toHaveBeenCalledWith(CONTEST_JOIN_EVENT, { slug: SLUG }),
    );
    version = 1;
    act(() =>
      socket.emit(CONTEST_STANDINGS_EVENT, {
        contest_id: 1,
        slug: SLUG,
        updated_at: new Date().toISOString(),
      }),
    );
    await vi.waitFor(() => expect(ranks()[0]).toMatch(/^1Asha\(you\)17\+7m/));
    expect(within(table).getByRole('row', { current: true })).toHaveTextContent('Asha');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Zed')).toBeInTheDocument();
    expect(callsTo(`GET v1/contests/${SLUG}/standings`).at(-1)!.query.get('page')).toBe('2');
  });
});
