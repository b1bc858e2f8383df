/**
 * The streak toast (spec 02 §4 "Streak toast"; §9 "10 s, tick 100 ms"): counts down from 10 s in 100 ms ticks,
 * pauses while hovered, closes at 0 or by the cross. The share link's text and campaign come from current_streak.
 */
import { useEffect, useReducer } from 'react';
import {
  initialStreakToastState,
  streakShareCampaign,
  streakShareText,
  streakToastProgress,
  streakToastReducer,
  STREAK_TOAST_TICK_MS,
} from '@katana/shared/engagement/streak-toast';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon, FlameIcon } from '../../../components/ui/icons.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { engagementClock } from '../state/clock.ts';

export interface StreakToastProps {
  currentStreak: number;
  longestStreak: number;
  onClosed(): void;
}

export function StreakToast({ currentStreak, longestStreak, onClosed }: StreakToastProps) {
  const [state, dispatch] = useReducer(streakToastReducer, initialStreakToastState);

  // Ticks re-arm themselves (not through a render), so the 100 ms steps keep their pace; hovering stops them.
  useEffect(() => {
    if (!state.open || state.hovered) return;
    const clock = engagementClock();
    let handle: unknown;
    const tick = () => {
      dispatch({ type: 'tick' });
      handle = clock.set(tick, STREAK_TOAST_TICK_MS);
    };
    handle = clock.set(tick, STREAK_TOAST_TICK_MS);
    return () => clock.clear(handle);
  }, [state.open, state.hovered]);

  useEffect(() => {
    if (!state.open) onClosed();
  }, [state.open, onClosed]);

  if (!state.open) return null;
  const share = new URL('https://wa.me/');
  share.searchParams.set(
    'text',
    `${streakShareText(currentStreak, appConfig.brandName)} ${window.location.origin}/?utm_campaign=${streakShareCampaign(currentStreak)}`,
  );
  const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-[60] flex justify-center px-3">
      <div
        role="status"
        aria-live="polite"
        data-testid="streak-toast"
        onMouseEnter={() => dispatch({ type: 'hover_start' })}
        onMouseLeave={() => dispatch({ type: 'hover_end' })}
        className="pointer-events-auto w-full max-w-sm overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-lg"
      >
        <div className="flex items-start gap-3 p-3">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-orange-500/15 text-orange-500"
          >
            <FlameIcon />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-base font-semibold">{days(currentStreak)} streak!</p>
            <p className="text-xs text-fg-muted">Longest streak: {days(longestStreak)}</p>
            <a
              href={share.toString()}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-block text-xs font-medium text-accent hover:underline"
            >
              Share your streak
            </a>
          </div>
          <button
            type="button"
            className={`${iconButtonClasses} size-7 shrink-0`}
            aria-label="Close"
            onClick={() => dispatch({ type: 'close' })}
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
        <div className="h-1 bg-surface-muted">
          <div
            data-testid="streak-toast-progress"
            className="h-full bg-orange-500 transition-[width] duration-100 ease-linear"
            style={{ width: `${streakToastProgress(state) * 100}%` }}
          />
        </div>
      </div>
    </div>
  );
}
