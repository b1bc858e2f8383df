/**
 * The streak toast (spec 02 §4 "Streak toast"; §9 "10 s, tick 100 ms"): counts down from 10 s in 100 ms ticks,
 * pauses while hovered, closes at 0 or by the cross. "Share your streak" opens the share panel (WhatsApp, LinkedIn,
 * more) with the text and campaign built from current_streak.
 */
import { useEffect, useReducer, useState } from 'react';
import { ShareCardType } from '@katana/shared/engagement/share';
import {
  initialStreakToastState,
  streakShareCampaign,
  streakShareText,
  streakToastProgress,
  streakToastReducer,
  STREAK_TOAST_TICK_MS,
} from '@katana/shared/engagement/streak-toast';
import { SharePanel } from '../../../components/share/share-panel.tsx';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon, FlameIcon } from '../../../components/ui/icons.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { engagementClock } from '../state/clock.ts';

export interface StreakToastProps {
  currentStreak: number;
  longestStreak: number;
  onClosed(): void;
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

export const STREAK_TOAST_SHARE_SOURCE = 'streak_toast';

export function StreakToast({ currentStreak, longestStreak, onClosed }: StreakToastProps) {
  const [state, dispatch] = useReducer(streakToastReducer, initialStreakToastState);
  const [sharing, setSharing] = useState(false);

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
  // The streak's share: the text and campaign from current_streak, to the shared panel's sites (WhatsApp first).
  const share = {
    url: `${window.location.origin}/`,
    title: `${days(currentStreak)} streak`,
    text: streakShareText(currentStreak, appConfig.brandName),
    utm_campaign: streakShareCampaign(currentStreak),
  };

  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-[60] flex justify-center px-3">
      <div
        role="status"
        aria-live="polite"
        data-testid="streak-toast"
        onMouseEnter={() => dispatch({ type: 'hover_start' })}
        onMouseLeave={() => dispatch({ type: 'hover_end' })}
        className="pointer-events-auto w-full max-w-sm rounded-xl border border-line bg-surface text-fg shadow-lg"
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
            <button
              type="button"
              aria-expanded={sharing}
              onClick={() => setSharing((open) => !open)}
              className="mt-1 inline-block text-xs font-medium text-accent hover:underline"
            >
              Share your streak
            </button>
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
        {sharing && (
          <SharePanel
            config={share}
            source={STREAK_TOAST_SHARE_SOURCE}
            cardType={ShareCardType.STREAK}
            className="mx-3 mb-3 border-0 bg-surface-muted"
          />
        )}
        <div className="h-1 overflow-hidden rounded-b-xl bg-surface-muted">
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
