import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { ok } from '../../../test/fake-api.ts';
import { renderEngagement, restoreClock, summary, toastMessage } from '../testing/render-engagement.tsx';

// The dropdown's code loads on the widget's first click (issue 21); fetched once here so the clicks below are quick.
beforeAll(() => import('./exp-dropdown.tsx'), 30_000);

beforeAll(() => {
  // Radix's popper measures its anchor; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.unstubAllGlobals();
  restoreClock();
});

const widget = () => screen.findByRole('button', { name: /^[\d,]+ EXP, level / });

describe('navbar EXP widget', () => {
  it('renders nothing for a visitor and asks the server nothing', () => {
    const { api, container } = renderEngagement({ auth: LOGGED_OUT_STATE });
    expect(container.querySelector('header')).toBeEmptyDOMElement();
    expect(api.calls).toEqual([]);
  });

  it('shows a placeholder while loading, then the EXP total and level at 168px on wide screens', async () => {
    renderEngagement({ width: 1600, routes: { 'GET v3/experience/summary': [summary(340)] } });
    expect(screen.getByRole('status', { name: 'Loading EXP' })).toBeInTheDocument();
    const button = await widget();
    expect(button).toHaveAccessibleName('340 EXP, level 3');
    expect(within(button).getByText('340 EXP')).toBeInTheDocument();
    expect(within(button).getByText('Level 3')).toBeInTheDocument();
    expect(button).toHaveStyle({ width: '168px' });
  });

  it('is 158px up to 1563px and collapses to an icon up to 1279px', async () => {
    const first = renderEngagement({ width: 1300 });
    expect(await widget()).toHaveStyle({ width: '158px' });
    first.unmount();
    renderEngagement({ width: 1279 });
    const icon = await widget();
    expect(icon).toHaveAccessibleName('40 EXP, level 1');
    expect(within(icon).queryByText('40 EXP')).not.toBeInTheDocument();
  });

  it('raises the total by points plus bonus when the socket says EXP was added; crossing 100 completes the onboarding', async () => {
    const view = renderEngagement();
    await widget();
    view.push(
      toastMessage({ points: 20, bonus: 5, content: { points: 20, bonus: 5, type: 'Problem submitted' } }),
    );
    expect(await screen.findByRole('button', { name: '65 EXP, level 1' })).toBeInTheDocument();
    expect(view.api.callsTo('POST v3/leaderboard/mark-onboarding-complete')).toHaveLength(0);
    // Crossing 100 EXP completes the experience onboarding.
    view.push(toastMessage({ points: 40, content: { points: 40, type: 'Problem submitted' } }));
    expect(await screen.findByRole('button', { name: '105 EXP, level 2' })).toBeInTheDocument();
    expect(view.api.callsTo('POST v3/leaderboard/mark-onboarding-complete')).toHaveLength(1);
    view.push(toastMessage({ points: 10, content: { points: 10, type: 'Problem submitted' } }));
    expect(await screen.findByRole('button', { name: '115 EXP, level 2' })).toBeInTheDocument();
    expect(view.api.callsTo('POST v3/leaderboard/mark-onboarding-complete')).toHaveLength(1);
  });

  it('frames an active booster: multiplier and timer alternate every 20 s, red at 300 s, seconds under 60 s, plain at 0', async () => {
    const now = Math.floor(Date.UTC(2026, 2, 2, 6, 30) / 1000);
    const view = renderEngagement({
      routes: {
        'GET v3/experience/summary': [
          summary(40, [{ end_time: now + 320, multiplier: 2, type: 'Daily goal' }]),
        ],
      },
    });
    const button = await widget();
    expect(button).toHaveAccessibleName('40 EXP, level 1, 2x booster active');
    expect(button).toHaveAttribute('data-frame', 'booster');
    expect(screen.getByTestId('booster-label')).toHaveTextContent('2x');
    view.advance(19_000);
    expect(screen.getByTestId('booster-label')).toHaveTextContent('2x');
    view.advance(1_000);
    expect(screen.getByTestId('booster-label')).toHaveTextContent('5m 00s');
    expect(button).toHaveAttribute('data-frame', 'red');
    view.advance(20_000);
    expect(screen.getByTestId('booster-label')).toHaveTextContent('2x');
    view.advance(260_000); // 300 s in: a timer phase with 20 s left
    expect(screen.getByTestId('booster-label')).toHaveTextContent('20s');
    view.advance(19_000);
    expect(screen.getByTestId('booster-label')).toHaveTextContent('1s');
    view.advance(1_000);
    expect(screen.queryByTestId('booster-label')).not.toBeInTheDocument();
    expect(await widget()).toHaveAttribute('data-frame', 'plain');
  });

  it('queues flashes: one at a time, 5 s each, a 0.5 s fade, then the next', async () => {
    const view = renderEngagement();
    const button = await widget();
    view.push(
      toastMessage({ notification_type: 'LEVEL_UPGRADED', content: { level: 3 }, show: false, type: '' }),
    );
    view.push(
      toastMessage({
        notification_type: 'WEEKLY_LEADERBOARD_RANK_UPGRADED',
        content: { rank: 4 },
        show: false,
        type: '',
      }),
    );
    expect(within(button).getByText('Level 3 unlocked')).toBeInTheDocument();
    view.advance(4_999);
    expect(within(button).getByText('Level 3 unlocked').parentElement).toHaveClass('opacity-100');
    view.advance(1);
    expect(within(button).getByText('Level 3 unlocked').parentElement).toHaveClass('opacity-0');
    view.advance(499);
    expect(within(button).queryByText('Rank up: 4th')).not.toBeInTheDocument();
    view.advance(1);
    expect(within(button).getByText('Rank up: 4th')).toBeInTheDocument();
    view.advance(5_500);
    expect(within(button).getByText('40 EXP')).toBeInTheDocument();
  });

  it('on the compact icon, a leaderboard entry pulses 4 times, every 2.5 s for 1.5 s, 5 s after its event', async () => {
    const view = renderEngagement({ width: 390 });
    await widget();
    view.push(
      toastMessage({
        notification_type: 'LEADERBOARD_ENTRY',
        content: { lb_entry_type: 're_entry' },
        show: false,
      }),
    );
    view.advance(4_999);
    expect(screen.queryByTestId('entry-pulse')).not.toBeInTheDocument();
    const seen: boolean[] = [];
    for (let t = 0; t < 10_000; t += 500) {
      view.advance(t === 0 ? 1 : 500);
      seen.push(screen.queryByTestId('entry-pulse') !== null);
    }
    // Samples every 0.5 s from the start: on 0-1.5 s, off until 2.5 s, and so on, 4 times.
    const on = [true, true, true, false, false];
    expect(seen).toEqual([...on, ...on, ...on, ...on]);
  });

  it('shows "Activate {n}X booster" while an unlocked booster waits', async () => {
    renderEngagement({
      routes: {
        'GET v3/boosters': [
          ok({
            delayed_boosters: [],
            unlocked_boosters: [{ id: 4, unlock_time: 1, expiry_time: 2e9, multiplier: 3 }],
          }),
        ],
      },
    });
    expect(await screen.findByText('Activate 3X booster')).toBeInTheDocument();
  });

  it('activates an unlocked booster from the dropdown: "applied" shows 5 s, then the booster frame', async () => {
    const user = userEvent.setup();
    const now = Math.floor(Date.UTC(2026, 2, 2, 6, 30) / 1000);
    const view = renderEngagement({
      routes: {
        'GET v3/boosters': [
          ok({
            delayed_boosters: [],
            unlocked_boosters: [{ id: 4, unlock_time: now - 60, expiry_time: now + 3600, multiplier: 3 }],
          }),
          ok({ delayed_boosters: [], unlocked_boosters: [] }),
        ],
        'POST v3/boosters/apply_delayed': [
          summary(40, [{ end_time: now + 1800, multiplier: 3, type: 'Cross 40 Exp' }]),
        ],
        'GET v3/leaderboard/xp-summary': [
          ok({ locked: true, start_date: now, user_rank: null, user_exp: 0 }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: /^[\d,]+ EXP, level / }));
    await user.click(await screen.findByRole('button', { name: 'Activate 3X booster' }));
    expect((await screen.findAllByText('3x Booster applied - 30 min')).length).toBeGreaterThan(0);
    expect(view.api.callsTo('POST v3/boosters/apply_delayed')[0]?.query.get('booster_log_id')).toBe('4');
    const button = await widget();
    expect(button).toHaveAccessibleName('40 EXP, level 1, 3x booster active');
    view.advance(5_500);
    expect(screen.getByTestId('booster-label')).toHaveTextContent('3x');
  });

  it('offers a delayed booster only once its unlock time passes', async () => {
    const now = Math.floor(Date.UTC(2026, 2, 2, 6, 30) / 1000);
    const view = renderEngagement({
      routes: {
        'GET v3/boosters': [
          ok({
            delayed_boosters: [{ id: 5, unlock_time: now + 10, expiry_time: now + 100, multiplier: 2 }],
            unlocked_boosters: [],
          }),
        ],
      },
    });
    const button = await widget();
    await waitFor(() => expect(view.api.callsTo('GET v3/boosters')).toHaveLength(1));
    expect(within(button).getByText('40 EXP')).toBeInTheDocument();
    view.advance(10_000);
    expect(within(button).getByText('Activate 2X booster')).toBeInTheDocument();
    view.advance(90_000);
    expect(within(button).getByText('40 EXP')).toBeInTheDocument();
  });

  it('while a delayed booster waits to unlock, shows "Unlocks in hh:mm:ss" for 5 s after every 10 s of EXP', async () => {
    const now = Math.floor(Date.UTC(2026, 2, 2, 6, 30) / 1000);
    const view = renderEngagement({
      routes: {
        'GET v3/boosters': [
          ok({
            delayed_boosters: [
              { id: 5, unlock_time: now + 3 * 3600, expiry_time: now + 27 * 3600, multiplier: 2 },
            ],
            unlocked_boosters: [],
          }),
        ],
      },
    });
    const button = await widget();
    await waitFor(() => expect(view.api.callsTo('GET v3/boosters')).toHaveLength(1));
    expect(within(button).getByText('40 EXP')).toBeInTheDocument();
    view.advance(10_000);
    expect(within(button).getByText('Unlocks in 02:59:50')).toBeInTheDocument();
    expect(within(button).getByText('2X booster')).toBeInTheDocument();
    view.advance(1_000);
    expect(within(button).getByText('Unlocks in 02:59:49')).toBeInTheDocument();
    view.advance(4_000);
    expect(within(button).getByText('40 EXP')).toBeInTheDocument();
    view.advance(10_000);
    expect(within(button).getByText('Unlocks in 02:59:35')).toBeInTheDocument();
  });

  it('opens the dropdown with Leaderboard, Exp History and Level tabs on desktop', async () => {
    const user = userEvent.setup();
    renderEngagement({
      routes: {
        'GET v3/experience/summary': [summary(150)],
        'GET v3/leaderboard/xp-summary': [
          ok({ locked: false, start_date: 1772389800, user_rank: 2, user_exp: 150 }),
        ],
        'GET v3/leaderboard': [
          ok({
            start_date: 1772389800,
            page: 1,
            total: 2,
            rows: [
              {
                rank: 1,
                uuid: 'a',
                name: 'Ravi Kumar',
                image: null,
                profile_linked: true,
                exp: 300,
                is_current_user: false,
              },
              {
                rank: 2,
                uuid: 'u-7',
                name: 'Asha Rao',
                image: null,
                profile_linked: true,
                exp: 150,
                is_current_user: true,
              },
            ],
          }),
        ],
        'GET v2/experience/history': [
          ok({
            page: 1,
            limit: 20,
            total: 1,
            entries: [
              {
                id: 'e1',
                source: 'PROBLEM_SOLVED',
                type: 'Problem submitted',
                title: 'Two sum',
                base: 50,
                points: 100,
                bonus: 0,
                multiplier: 2,
                created_at: '2026-03-02T06:00:00.000Z',
              },
            ],
          }),
        ],
      },
    });
    await user.click(await widget());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Leaderboard', 'Exp History', 'Level']);
    const board = await screen.findByRole('list', { name: 'Weekly leaderboard' });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1stRavi Kumar300 EXP', '2ndAsha Rao (You)150 EXP']);
    expect(screen.getByText('Your rank: 2nd · 150 EXP')).toBeInTheDocument();
    expect(screen.getByText('2 Mar - 8 Mar')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Exp History' }));
    const history = await screen.findByRole('list', { name: 'EXP history' });
    expect(within(history).getByText('Two sum')).toBeInTheDocument();
    expect(within(history).getByText('+100 EXP')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Level' }));
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('150 EXP to Level 3')).toBeInTheDocument();
    const levels = within(screen.getByRole('list', { name: 'Levels' })).getAllByRole('listitem');
    expect(levels.map((l) => l.getAttribute('data-unlocked'))).toEqual([
      'true',
      'true',
      ...Array(8).fill('false'),
    ]);
  });

  it('reports a leaderboard issue from the Leaderboard tab and an EXP issue from the others', async () => {
    const user = userEvent.setup();
    const { api } = renderEngagement({
      routes: {
        'GET v3/experience/summary': [summary(150)],
        'GET v3/leaderboard/xp-summary': [
          ok({ locked: true, start_date: 1772389800, user_rank: null, user_exp: 0 }),
        ],
        'POST v3/feedback': [ok({ received: true })],
      },
    });
    await user.click(await widget());
    await user.click(await screen.findByRole('button', { name: 'Report an issue' }));
    const leaderboardReport = await screen.findByRole('dialog', { name: 'Report a leaderboard issue' });
    expect(within(leaderboardReport).getByRole('option', { name: 'Wrong league' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Escape closes the report only; the dropdown stays open behind it.
    expect(screen.queryByRole('dialog', { name: 'Report a leaderboard issue' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Level' }));
    await user.click(screen.getByRole('button', { name: 'Report an issue' }));
    const expReport = await screen.findByRole('dialog', { name: 'Report an EXP issue' });
    await user.selectOptions(
      within(expReport).getByRole('combobox', { name: 'Issue' }),
      'Booster not applied',
    );
    await user.click(within(expReport).getByRole('button', { name: 'Submit' }));
    await within(expReport).findByText('Thanks! Your report was sent.');
    expect(api.callsTo('POST v3/feedback')[0]!.body).toMatchObject({
      area: 'exp',
      issue: 'Booster not applied',
    });
  });

  it('opens a bottom sheet with the leaderboard on mobile', async () => {
    const user = userEvent.setup();
    renderEngagement({
      width: 390,
      routes: {
        'GET v3/leaderboard/xp-summary': [
          ok({ locked: true, start_date: 1772389800, user_rank: null, user_exp: 0 }),
        ],
      },
    });
    await user.click(await widget());
    const sheet = await screen.findByRole('dialog', { name: 'Leaderboard' });
    expect(within(sheet).queryByRole('tab')).not.toBeInTheDocument();
    expect(
      await within(sheet).findByText('Reach Level 2 to unlock the weekly leaderboard'),
    ).toBeInTheDocument();
  });

  it('renders nothing when the summary fails (header data failures are silent)', async () => {
    const view = renderEngagement({
      routes: {
        'GET v3/experience/summary': [
          { status: 500, body: { status: 500, error: { code: 500, message: 'x' } } },
        ],
      },
    });
    await waitFor(() => expect(view.api.callsTo('GET v3/experience/summary')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading EXP' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^[\d,]+ EXP, level / })).not.toBeInTheDocument();
  });
});
