/**
 * The streak toast (spec 02 §4 "Streak toast: counts down from 10 s in 100 ms ticks, pauses on hover, closes at 0
 * or by the cross. Share text and campaign are built from current_streak"; §9 "Streak toast 10 s, tick 100 ms").
 */

export const STREAK_TOAST_DURATION_MS = 10_000;
export const STREAK_TOAST_TICK_MS = 100;

export interface StreakToastState {
  remaining_ms: number;
  hovered: boolean;
  open: boolean;
}

export const initialStreakToastState: StreakToastState = {
  remaining_ms: STREAK_TOAST_DURATION_MS,
  hovered: false,
  open: true,
};

export type StreakToastAction =
  { type: 'tick' } | { type: 'hover_start' } | { type: 'hover_end' } | { type: 'close' };

export function streakToastReducer(state: StreakToastState, action: StreakToastAction): StreakToastState {
  if (!state.open) return state;
  switch (action.type) {
    case 'tick': {
      if (state.hovered) return state;
      const remaining = Math.max(0, state.remaining_ms - STREAK_TOAST_TICK_MS);
      return { ...state, remaining_ms: remaining, open: remaining > 0 };
    }
    case 'hover_start':
      return { ...state, hovered: true };
    case 'hover_end':
      return { ...state, hovered: false };
    case 'close':
      return { ...state, open: false };
  }
}

/** Share of time left, for the toast's progress bar (1 -> 0). */
export function streakToastProgress(state: StreakToastState): number {
  return state.remaining_ms / STREAK_TOAST_DURATION_MS;
}

/** The spec builds the share text and campaign from current_streak but gives neither; these are ours. */
export function streakShareText(currentStreak: number, brand: string): string {
  const days = `${currentStreak} day${currentStreak === 1 ? '' : 's'}`;
  return `I have been coding every day for ${days} in a row on ${brand}! Join me and build your streak.`;
}

export function streakShareCampaign(currentStreak: number): string {
  return `daily_streak_${currentStreak}`;
}
