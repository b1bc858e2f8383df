import { describe, expect, it } from 'vitest';
import {
  initialStreakToastState,
  streakShareCampaign,
  streakShareText,
  streakToastProgress,
  streakToastReducer,
  type StreakToastAction,
  type StreakToastState,
} from './streak-toast.ts';

function run(
  actions: StreakToastAction[],
  from: StreakToastState = initialStreakToastState,
): StreakToastState {
  return actions.reduce(streakToastReducer, from);
}
const ticks = (n: number): StreakToastAction[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('streakToastReducer', () => {
  it('counts down from 10 s in 100 ms ticks and closes at 0', () => {
    expect(run(ticks(1)).remaining_ms).toBe(9900);
    const almost = run(ticks(99));
    expect(almost).toMatchObject({ remaining_ms: 100, open: true });
    expect(run(ticks(1), almost)).toMatchObject({ remaining_ms: 0, open: false });
  });

  it('pauses while hovered and resumes after', () => {
    const s = run([...ticks(10), { type: 'hover_start' }, ...ticks(500), { type: 'hover_end' }, ...ticks(5)]);
    expect(s).toMatchObject({ remaining_ms: 8500, open: true });
  });

  it('closes by the cross', () => {
    const s = run([...ticks(3), { type: 'close' }, ...ticks(3)]);
    expect(s.open).toBe(false);
    expect(s.remaining_ms).toBe(9700);
  });

  it('reports progress for the bar', () => {
    expect(streakToastProgress(run(ticks(25)))).toBe(0.75);
  });
});

describe('share', () => {
  it('builds the text and campaign from current_streak', () => {
    expect(streakShareText(12, 'Katana')).toBe(
      'I have been coding every day for 12 days in a row on Katana! Join me and build your streak.',
    );
    expect(streakShareText(1, 'Katana')).toContain('for 1 day in a row');
    expect(streakShareCampaign(12)).toBe('daily_streak_12');
  });
});
