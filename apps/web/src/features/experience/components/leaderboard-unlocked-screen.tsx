/**
 * "Level 2 Leaderboard unlocked" (spec 02 §2; §4 "Leaderboard unlock animation"): a 4 s intro, 1 s later the hover
 * container goes and the "Level 2" text and details slide in, 1 s after that the inner container goes; leaving
 * fades in 300 ms. Shows the learner's rank with its ordinal suffix, "{first name} (You)" and the EXP. Page scroll
 * is locked while it shows. "Great, continue" goes home; "See yourself on the leaderboard" goes home and opens the
 * leaderboard dropdown.
 */
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { useNavigate } from 'react-router';
import {
  LEADERBOARD_UNLOCK_LEAVE_MS,
  LeaderboardUnlockText,
  unlockAnimationStage,
  unlockScreenRow,
} from '@katana/shared/engagement/leaderboard';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useXpSummary } from '../../../lib/api/xp-summary.ts';
import { engagementClock } from '../state/clock.ts';
import { engagementStore } from '../state/engagement-store.ts';
import { LockIcon, TrophyIcon } from './exp-icons.tsx';

const STAGE_TIMES_MS = [4000, 5000, 6000];

export function LeaderboardUnlockedScreen({
  viewer,
  name,
  onClosed,
}: {
  viewer: string | number;
  name: string;
  onClosed(): void;
}) {
  const navigate = useNavigate();
  const summary = useXpSummary(viewer);
  const [elapsed, setElapsed] = useState(0);
  const [leaving, setLeaving] = useState(false);

  // The animation's steps, on the feature clock.
  useEffect(() => {
    const clock = engagementClock();
    const start = clock.now();
    const handles = STAGE_TIMES_MS.map((ms) => clock.set(() => setElapsed(clock.now() - start), ms));
    return () => handles.forEach((h) => clock.clear(h));
  }, []);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const leave = (openLeaderboard: boolean) => {
    if (leaving) return;
    setLeaving(true);
    void navigate('/home');
    if (openLeaderboard) engagementStore.requestLeaderboard('/home');
    else engagementStore.showOnboardingHint(true);
    engagementClock().set(onClosed, LEADERBOARD_UNLOCK_LEAVE_MS);
  };

  const stage = unlockAnimationStage(elapsed);
  const details = stage === 'details' || stage === 'final';
  const rank = summary.data?.user_rank ?? null;
  const row = rank !== null ? unlockScreenRow({ rank, name, exp: summary.data?.user_exp ?? 0 }) : null;

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={LeaderboardUnlockText.TITLE}
      data-stage={stage}
      className={clsx(
        'fixed inset-0 z-[80] flex items-center justify-center bg-slate-950/95 p-4 backdrop-blur-md text-white transition-opacity duration-300',
        leaving ? 'opacity-0' : 'opacity-100',
      )}
    >
      <div className="flex w-full max-w-md flex-col items-center text-center">
        {(stage === 'intro' || stage === 'hover_container') && (
          <div
            data-testid="unlock-hover-container"
            className={clsx(
              'flex size-28 items-center justify-center rounded-full bg-amber-400/20 text-amber-300 transition-all duration-700',
              stage === 'intro' ? 'motion-safe:animate-pulse' : 'scale-75 opacity-0',
            )}
          >
            {stage === 'intro' ? <LockIcon width={48} height={48} /> : <TrophyIcon width={48} height={48} />}
          </div>
        )}
        {details && (
          <div className="flex w-full flex-col items-center">
            {stage === 'details' && (
              <div
                aria-hidden
                className="mb-4 flex size-20 items-center justify-center rounded-full bg-amber-400/20 text-amber-300"
              >
                <TrophyIcon width={40} height={40} />
              </div>
            )}
            <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">Level 2</p>
            <h2 className="mt-1 text-2xl font-bold">{LeaderboardUnlockText.TITLE}</h2>
            {row && (
              <div
                data-testid="unlock-row"
                className="mt-5 flex w-full items-center gap-3 rounded-xl bg-white/10 px-4 py-3 text-left"
              >
                <span className="w-12 text-lg font-bold tabular-nums text-amber-300">{row.rank}</span>
                <span className="min-w-0 flex-1 truncate font-medium">{row.name}</span>
                <span className="tabular-nums">{row.exp.toLocaleString('en-IN')} EXP</span>
              </div>
            )}
            <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
              <button
                type="button"
                className={buttonClasses('secondary', 'md', 'text-fg')}
                onClick={() => leave(false)}
              >
                {LeaderboardUnlockText.BUTTON_CONTINUE}
              </button>
              <button type="button" className={buttonClasses('primary')} onClick={() => leave(true)}>
                {LeaderboardUnlockText.BUTTON_SEE_LEADERBOARD}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
