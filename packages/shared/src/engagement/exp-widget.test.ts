import { describe, expect, it } from 'vitest';
import {
  applyPointsAdded,
  EXP_DROPDOWN_TAB_LABELS,
  expWidgetLayout,
  ExpWidgetText,
  flashForNotification,
  flashReducer,
  initialFlashState,
  initialLeaderboardFlash,
  nextFlashWakeAt,
  restingState,
  widgetView,
  type FlashAction,
  type FlashState,
} from './exp-widget.ts';

function run(actions: FlashAction[], from: FlashState = initialFlashState): FlashState {
  return actions.reduce(flashReducer, from);
}
const viewAt = (s: FlashState, at: number) => widgetView(run([{ type: 'advance', at }], s), 'plain_exp');

describe('layout and texts', () => {
  it.each([
    [375, { kind: 'icon' }],
    [1279, { kind: 'icon' }],
    [1280, { kind: 'full', width: 158 }],
    [1563, { kind: 'full', width: 158 }],
    [1564, { kind: 'full', width: 168 }],
  ])('at %s px the widget is %j', (w, layout) => {
    expect(expWidgetLayout(w)).toEqual(layout);
  });

  it('has the spec texts and tabs', () => {
    expect(ExpWidgetText.ONBOARDING_HINT).toBe('You can always view your EXP and leaderboard from here!');
    expect(ExpWidgetText.TOOLTIP).toMatch(/^Know about EXP: You can earn EXPs by solving problems/);
    expect(EXP_DROPDOWN_TAB_LABELS).toEqual(['Leaderboard', 'Exp History', 'Level']);
  });
});

describe('resting state and points', () => {
  it.each([
    [{ activeBooster: true, unlockedBoosters: 2 }, 'exp_with_booster'],
    [{ activeBooster: false, unlockedBoosters: 1 }, 'activate_booster'],
    [{ activeBooster: false, unlockedBoosters: 0 }, 'plain_exp'],
  ])('%j rests as %s', (input, state) => {
    expect(restingState(input)).toBe(state);
  });

  it('adds points plus bonus and completes onboarding when crossing 100', () => {
    expect(applyPointsAdded(90, { points: 8, bonus: 5 })).toEqual({ total: 103, onboarding_completed: true });
    expect(applyPointsAdded(103, { points: 8 })).toEqual({ total: 111, onboarding_completed: false });
    expect(applyPointsAdded(10, { points: null, bonus: null })).toEqual({
      total: 10,
      onboarding_completed: false,
    });
  });
});

describe('flashForNotification', () => {
  it.each([
    ['BOOSTER_ADDED', {}, 'booster_gained', 0],
    ['DELAYED_BOOSTER_ADDED', {}, 'booster_gained', 0],
    ['LEVEL_UPGRADED', { level: 4 }, 'level_unlocked', 0],
    ['WEEKLY_LEADERBOARD_RANK_UPGRADED', { rank: 3 }, 'rank_upgraded', 0],
    ['LEADERBOARD_ENTRY', { lb_entry_type: 'first_entry' }, 'leaderboard_entry', 5000],
  ])('%s flashes %s after %s ms', (type, content, kind, delay) => {
    expect(flashForNotification({ notification_type: type, content }, 1000)).toEqual({
      flash: { kind, data: content },
      not_before: 1000 + delay,
    });
  });

  it('a level-2 level-up runs the unlock animation, and points are toasts', () => {
    expect(
      flashForNotification(
        { notification_type: 'LEVEL_UPGRADED', content: { level: 2, lb_entry_type: 'level_up' } },
        0,
      ),
    ).toBeNull();
    expect(
      flashForNotification({ notification_type: 'EXPERIENCE_POINTS_ADDED', content: { points: 5 } }, 0),
    ).toBeNull();
  });
});

describe('flash queue', () => {
  it('shows one flash at a time: 5 s, then a 0.5 s fade, then the next', () => {
    const s = run([
      { type: 'schedule', flash: { kind: 'booster_gained' }, at: 0 },
      { type: 'schedule', flash: { kind: 'rank_upgraded' }, at: 100 },
    ]);
    expect(viewAt(s, 0)).toMatchObject({ state: 'booster_gained', phase: 'showing' });
    expect(viewAt(s, 4999)).toMatchObject({ state: 'booster_gained', phase: 'showing' });
    expect(viewAt(s, 5000)).toMatchObject({ state: 'booster_gained', phase: 'fading' });
    expect(viewAt(s, 5499)).toMatchObject({ state: 'booster_gained', phase: 'fading' });
    expect(viewAt(s, 5500)).toMatchObject({ state: 'rank_upgraded', phase: 'showing' });
    expect(viewAt(s, 10_999)).toMatchObject({ state: 'rank_upgraded', phase: 'fading' });
    expect(viewAt(s, 11_000)).toEqual({ state: 'plain_exp', phase: 'resting' });
  });

  it('a scheduled flash waits for its time', () => {
    const s = run([{ type: 'schedule', flash: { kind: 'leaderboard_entry' }, at: 0, not_before: 5000 }]);
    expect(viewAt(s, 4999).phase).toBe('resting');
    expect(viewAt(s, 5000).state).toBe('leaderboard_entry');
    expect(nextFlashWakeAt(s)).toBe(5000);
  });

  it('the initial leaderboard widget shows 5 s plus 2 s', () => {
    const s = run([
      { type: 'schedule', flash: initialLeaderboardFlash({ rank: 4 }), at: 0, not_before: 60_000 },
    ]);
    expect(viewAt(s, 59_999).phase).toBe('resting');
    expect(viewAt(s, 66_999).phase).toBe('showing');
    expect(viewAt(s, 67_000).phase).toBe('fading');
    expect(viewAt(s, 67_500).phase).toBe('resting');
  });

  it('booster applied shows 5 s then returns to the booster frame', () => {
    const s = run([{ type: 'schedule', flash: { kind: 'booster_applied' }, at: 0 }]);
    expect(widgetView(run([{ type: 'advance', at: 2000 }], s), 'exp_with_booster').state).toBe(
      'booster_applied',
    );
    expect(widgetView(run([{ type: 'advance', at: 5500 }], s), 'exp_with_booster')).toEqual({
      state: 'exp_with_booster',
      phase: 'resting',
    });
  });
});
