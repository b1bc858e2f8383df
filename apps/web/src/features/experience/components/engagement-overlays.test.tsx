import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fake-api.ts';
import { renderEngagement, restoreClock, toastMessage } from '../testing/render-engagement.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  restoreClock();
});

const toast = () => screen.queryByTestId('reward-toast');
const widget = () => screen.findByRole('button', { name: /^[\d,]+ EXP, level / });

describe('reward toasts', () => {
  it('shows the points toast 1 s after it arrives, for 4 s, and marks it read once shown', async () => {
    const view = renderEngagement();
    await widget();
    const message = toastMessage({
      points: 20,
      bonus: 5,
      multiplier: 2,
      content: { points: 20, bonus: 5, type: 'Problem submitted' },
    });
    view.push(message);
    view.advance(999);
    expect(toast()).not.toBeInTheDocument();
    view.advance(1);
    const shown = screen.getByTestId('reward-toast');
    expect(shown).toHaveTextContent('+25 EXP');
    expect(shown).toHaveTextContent('Problem submitted · 2x booster · +5 bonus');
    await waitFor(() =>
      expect(view.api.callsTo('POST v4/notifications/mark_toasts_read').map((c) => c.body)).toEqual([
        { source: 'ninjutsu', notification_ids: [message.id] },
      ]),
    );
    view.advance(3_999);
    expect(toast()).toBeInTheDocument();
    view.advance(1);
    expect(toast()).not.toBeInTheDocument();
  });

  it('leaves a 1 s gap between toasts, and the cross closes one early', async () => {
    const view = renderEngagement();
    await widget();
    view.push(
      toastMessage({
        notification_type: 'TEXT_DISPLAY',
        content: { text: 'Received 3 upvotes' },
        type: 'Text',
        points: null,
      }),
    );
    view.push(
      toastMessage({
        notification_type: 'TEXT_DISPLAY',
        content: { text: 'Received 3 replies' },
        type: 'Text',
        points: null,
      }),
    );
    view.advance(1_000);
    expect(screen.getByTestId('reward-toast')).toHaveTextContent('Received 3 upvotes');
    fireEvent.click(within(screen.getByTestId('reward-toast')).getByRole('button', { name: 'Close' }));
    expect(toast()).not.toBeInTheDocument();
    view.advance(999);
    expect(toast()).not.toBeInTheDocument();
    view.advance(1);
    expect(screen.getByTestId('reward-toast')).toHaveTextContent('Received 3 replies');
  });

  it('merges a welcome bonus arriving while a problem-submitted toast is pending into it', async () => {
    const view = renderEngagement();
    await widget();
    view.push(toastMessage({ points: 20 }));
    view.push(
      // As the server sends it: the whole award is a bonus (ledger source BONUS, base points 0).
      toastMessage({
        points: 0,
        bonus: 50,
        type: 'Welcome bonus',
        content: { points: 0, bonus: 50, type: 'Welcome bonus' },
      }),
    );
    view.advance(1_000);
    const shown = screen.getByTestId('reward-toast');
    expect(shown).toHaveTextContent('+20 EXP');
    expect(shown).toHaveTextContent('+50 EXPWelcome bonus');
    expect(shown).not.toHaveTextContent('+50 bonus');
    view.advance(4_000 + 1_000 + 1_000);
    expect(toast()).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '110 EXP, level 2' })).toBeInTheDocument();
  });

  it('shows unread experience toasts on load without counting their EXP twice, and ignores hidden ones', async () => {
    const unread = toastMessage({ points: 30 });
    const view = renderEngagement({
      routes: {
        'GET v4/notifications/unread_toasts': [
          ok({ toasts: [unread, toastMessage({ show: false, points: 99, content: { points: 99 } })] }),
        ],
      },
    });
    expect(await screen.findByRole('button', { name: '40 EXP, level 1' })).toBeInTheDocument();
    // The list arrives whenever the fake server answers; the clock moves until its toast has waited its 1 s.
    await waitFor(() => {
      view.advance(250);
      expect(screen.getByTestId('reward-toast')).toHaveTextContent('+30 EXP');
    });
    // The same toast again over the socket is not shown twice.
    view.push(unread);
    view.advance(4_000 + 1_000 + 1_000);
    expect(toast()).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '40 EXP, level 1' })).toBeInTheDocument();
  });
});

describe('streak toast', () => {
  const streak = () =>
    toastMessage({
      notification_type: 'DAILY_STREAK_UPGRADED',
      type: 'Daily streak',
      points: null,
      content: {},
      streak_data: { current_streak: 5, longest_streak: 12, user_uuid: 'u-7' },
    });

  it('counts down 10 s, pauses while hovered, and updates the header streak', async () => {
    const view = renderEngagement();
    expect(
      await screen.findByRole('img', { name: 'Current streak: 3 days. Longest streak: 9 days.' }),
    ).toBeInTheDocument();
    view.push(streak());
    view.advance(1_000);
    const shown = screen.getByTestId('streak-toast');
    expect(shown).toHaveTextContent('5 days streak!');
    expect(shown).toHaveTextContent('Longest streak: 12 days');
    expect(
      await screen.findByRole('img', { name: 'Current streak: 5 days. Longest streak: 12 days.' }),
    ).toBeInTheDocument();
    view.advance(5_000);
    expect(screen.getByTestId('streak-toast-progress')).toHaveStyle({ width: '50%' });
    fireEvent.mouseEnter(shown);
    view.advance(30_000);
    expect(screen.getByTestId('streak-toast')).toBeInTheDocument();
    fireEvent.mouseLeave(shown);
    view.advance(4_900);
    expect(screen.getByTestId('streak-toast')).toBeInTheDocument();
    view.advance(100);
    expect(screen.queryByTestId('streak-toast')).not.toBeInTheDocument();
  });

  it('closes by its cross', async () => {
    const view = renderEngagement();
    await widget();
    view.push(streak());
    view.advance(1_000);
    fireEvent.click(within(screen.getByTestId('streak-toast')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('streak-toast')).not.toBeInTheDocument();
  });
});

describe('level-ups', () => {
  it('shows the Level 2 Leaderboard unlocked screen with the rank, first name and EXP, locking page scroll', async () => {
    const user = userEvent.setup({ advanceTimers: () => {} });
    const view = renderEngagement({
      path: '/problems',
      routes: {
        'GET v3/leaderboard/xp-summary': [
          ok({ locked: false, start_date: 1772389800, user_rank: 3, user_exp: 120 }),
        ],
      },
    });
    await widget();
    view.push(
      toastMessage({
        notification_type: 'LEVEL_UPGRADED',
        content: { level: 2, lb_entry_type: 'level_up' },
        show: false,
        type: '',
      }),
    );
    view.push(toastMessage({ points: 20 }));
    const screenEl = screen.getByRole('dialog', { name: 'Level 2 Leaderboard unlocked' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(screenEl).toHaveAttribute('data-stage', 'intro');
    view.advance(5_000);
    expect(screenEl).toHaveAttribute('data-stage', 'details');
    const row = await screen.findByTestId('unlock-row');
    expect(row).toHaveTextContent('3rdAsha (You)120 EXP');
    // Toasts wait while the screen is up.
    expect(toast()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See yourself on the leaderboard' }));
    expect(view.router.state.location.pathname).toBe('/home');
    view.advance(300);
    expect(screen.queryByRole('dialog', { name: 'Level 2 Leaderboard unlocked' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // The widget opened its leaderboard; the waiting toast now shows.
    expect(await screen.findByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('data-state', 'active');
    view.advance(0);
    expect(screen.getByTestId('reward-toast')).toHaveTextContent('+20 EXP');
  });

  it('a level-up read on load opens its dialog once: closing it marks the toast read, so the next load has none', async () => {
    const user = userEvent.setup();
    const levelUp = toastMessage({
      notification_type: 'LEVEL_UPGRADED',
      content: { level: 4 },
      show: false,
      type: '',
    });
    const view = renderEngagement({
      path: '/problems',
      routes: { 'GET v4/notifications/unread_toasts': [ok({ toasts: [levelUp] })] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Level 4 unlocked' });
    const marks = () => view.api.callsTo('POST v4/notifications/mark_toasts_read').map((c) => c.body);
    expect(marks()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(marks()).toEqual([{ source: 'ninjutsu', notification_ids: [levelUp.id] }]));
  });

  it('marks a toast that only feeds the widget read at once (a booster read on load, a hidden toast)', async () => {
    const booster = toastMessage({
      notification_type: 'BOOSTER_ADDED',
      content: { multiplier: 2, duration: 1800, type: 'Streak booster' },
      show: false,
      type: '',
    });
    const hidden = toastMessage({ show: false, points: 5, content: { points: 5 } });
    const view = renderEngagement({
      routes: { 'GET v4/notifications/unread_toasts': [ok({ toasts: [booster, hidden] })] },
    });
    await widget();
    await waitFor(() =>
      expect(
        view.api
          .callsTo('POST v4/notifications/mark_toasts_read')
          .flatMap((c) => (c.body as { notification_ids: number[] }).notification_ids)
          .sort(),
      ).toEqual([booster.id, hidden.id].sort()),
    );
  });

  it('holds the level-up dialog back on a problem page and shows it on the next page', async () => {
    const user = userEvent.setup();
    const view = renderEngagement({ path: '/problems/two-sum' });
    await widget();
    view.push(
      toastMessage({ notification_type: 'LEVEL_UPGRADED', content: { level: 4 }, show: false, type: '' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Level 4 unlocked' })).not.toBeInTheDocument();
    await view.router.navigate('/problems');
    const dialog = await screen.findByRole('dialog', { name: 'Level 4 unlocked' });
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog', { name: 'Level 4 unlocked' })).not.toBeInTheDocument();
  });
});

describe('booster popups', () => {
  it('a "Cross 40 Exp" booster starts the booster frame and opens its popup', async () => {
    const user = userEvent.setup();
    const view = renderEngagement();
    await widget();
    view.push(
      toastMessage({
        notification_type: 'BOOSTER_ADDED',
        content: { multiplier: 2, duration: 1800, type: 'Cross 40 Exp' },
        multiplier: 2,
        duration: 1800,
        points: null,
        show: false,
        type: 'Booster',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: '2x Booster applied - 30 min' });
    await user.click(within(dialog).getByRole('button', { name: 'Okay, got it.' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '40 EXP, level 1, 2x booster active' }),
    ).toBeInTheDocument();
  });

  it('the delayed booster earned today counts down to its unlock and closes by its button', async () => {
    const user = userEvent.setup();
    const view = renderEngagement();
    await widget();
    const unlockMs = view.clock.now() + 3 * 3600 * 1000;
    view.push(
      toastMessage({
        notification_type: 'DELAYED_BOOSTER_ADDED',
        content: {
          booster_log_id: 9,
          multiplier: 2,
          unlock_time: unlockMs,
          expiry_time: unlockMs + 86_400_000,
        },
        points: null,
        show: false,
        type: 'Booster',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: "Today's target completed" });
    expect(dialog).toHaveTextContent('Come tomorrow and activate this booster to multiply your EXP gains');
    expect(dialog).toHaveTextContent('Unlocks in 03:00:00');
    view.advance(1_000);
    expect(dialog).toHaveTextContent('Unlocks in 02:59:59');
    await user.click(within(dialog).getByRole('button', { name: 'Great, I will come tomorrow' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(view.api.callsTo('GET v3/boosters')).toHaveLength(2));
  });
});

describe('the delayed booster earned on a page that holds popups back', () => {
  it('opens its dialog on the next page load, and closing it marks it read', async () => {
    const user = userEvent.setup();
    // The goal was completed on a problem page (popups held back) and the learner reloaded or came back later.
    const unlockMs = Date.UTC(2026, 2, 2, 18, 30);
    const delayed = toastMessage({
      notification_type: 'DELAYED_BOOSTER_ADDED',
      content: {
        booster_log_id: 9,
        multiplier: 2,
        unlock_time: unlockMs / 1000,
        expiry_time: unlockMs / 1000 + 86_400,
      },
      points: null,
      show: false,
      type: 'Booster gained',
    });
    const view = renderEngagement({
      path: '/problems',
      routes: { 'GET v4/notifications/unread_toasts': [ok({ toasts: [delayed] })] },
    });
    const dialog = await screen.findByRole('dialog', { name: "Today's target completed" });
    expect(dialog).toHaveTextContent('Come tomorrow and activate this booster to multiply your EXP gains');
    expect(dialog).toHaveTextContent(/Unlocks in \d\d:\d\d:\d\d/);
    const marks = () => view.api.callsTo('POST v4/notifications/mark_toasts_read').map((c) => c.body);
    expect(marks()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Great, I will come tomorrow' }));
    await waitFor(() => expect(marks()).toEqual([{ source: 'ninjutsu', notification_ids: [delayed.id] }]));
  });

  it('a delayed booster read on load whose unlock time has passed opens no dialog', async () => {
    const past = Math.floor(Date.UTC(2026, 2, 1, 18, 30) / 1000);
    const delayed = toastMessage({
      notification_type: 'DELAYED_BOOSTER_ADDED',
      content: { booster_log_id: 9, multiplier: 2, unlock_time: past, expiry_time: past + 86_400 },
      points: null,
      show: false,
      type: 'Booster gained',
    });
    const view = renderEngagement({
      routes: { 'GET v4/notifications/unread_toasts': [ok({ toasts: [delayed] })] },
    });
    await widget();
    await waitFor(() => expect(view.api.callsTo('POST v4/notifications/mark_toasts_read')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('leaderboard moments', () => {
  const xp = ok({ locked: false, start_date: 1772389800, user_rank: 4, user_exp: 90 });

  it("flashes the week's rank in the widget 60 s after the page starts, for 5 s plus 2 s", async () => {
    const view = renderEngagement({ routes: { 'GET v3/leaderboard/xp-summary': [xp] } });
    const button = await widget();
    view.advance(59_999);
    expect(view.api.callsTo('GET v3/leaderboard/xp-summary')).toHaveLength(0);
    view.advance(1);
    expect(await within(button).findByText('2 Mar - 8 Mar · 4th rank')).toBeInTheDocument();
    view.advance(7_500);
    expect(within(button).getByText('40 EXP')).toBeInTheDocument();
  });

  it('a problem page opened with onboarding=true plays the unlock screen; "Great, continue" shows the EXP hint', async () => {
    const user = userEvent.setup();
    const view = renderEngagement({
      path: '/problems/two-sum?onboarding=true',
      routes: { 'GET v3/leaderboard/xp-summary': [xp] },
    });
    await widget();
    expect(screen.getByRole('dialog', { name: 'Level 2 Leaderboard unlocked' })).toBeInTheDocument();
    view.advance(6_000);
    await user.click(screen.getByRole('button', { name: 'Great, continue' }));
    expect(view.router.state.location.pathname).toBe('/home');
    view.advance(300);
    expect(screen.queryByRole('dialog', { name: 'Level 2 Leaderboard unlocked' })).not.toBeInTheDocument();
    const hint = await screen.findByText('You can always view your EXP and leaderboard from here!');
    await user.click(within(hint).getByRole('button', { name: 'Got it' }));
    expect(
      screen.queryByText('You can always view your EXP and leaderboard from here!'),
    ).not.toBeInTheDocument();
  });
});
