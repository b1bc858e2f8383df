/**
 * What the navbar EXP widget shows (spec 02 §2, §4 "Active booster"): the resting state (plain EXP, EXP in a booster
 * frame, or "Activate {n}X booster"; plain EXP gives way to "Unlocks in hh:mm:ss" now and then while a delayed
 * booster waits) or the flash on top of it, fading for its last 0.5 s.
 */
import { clsx } from 'clsx';
import {
  activateBoosterText,
  boosterAppliedText,
  boosterLabelPhase,
  formatBoosterTimer,
  isTimerRed,
  multiplierLabel,
  unlocksInText,
} from '@katana/shared/engagement/booster-display';
import type { Flash, FlashKind, RestingState } from '@katana/shared/engagement/exp-widget';
import {
  LB_ENTRY_TEXT,
  leaderboardRankText,
  weekTimeframeLabel,
} from '@katana/shared/engagement/leaderboard';
import type { QueuedBooster } from '@katana/shared/engagement/booster-queue';
import { BoltIcon, TrophyIcon } from './exp-icons.tsx';

export interface FaceProps {
  points: number;
  level: number;
  resting: RestingState;
  booster: QueuedBooster | null;
  boosterSeconds: number;
  unlockedMultiplier: number | null;
  /** A delayed booster waiting to unlock, while its periodic hint shows ("Unlocks in hh:mm:ss"). */
  waitingBooster?: { multiplier: number; secondsToUnlock: number } | null;
  flash: { kind: FlashKind; flash: Flash; fading: boolean } | null;
}

const num = (n: number) => n.toLocaleString('en-IN');
const str = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

/** The flash's line, from what its notification carried. */
export function flashText(flash: Flash): string {
  const d = flash.data ?? {};
  switch (flash.kind) {
    case 'booster_applied':
    case 'booster_gained': {
      const multiplier = Number(d.multiplier ?? 2);
      const duration = Number(d.duration ?? 0);
      return duration > 0 ? boosterAppliedText(multiplier, duration) : `${multiplier}X booster gained`;
    }
    case 'level_unlocked':
      return `Level ${str(d.level)} unlocked`;
    case 'leaderboard_rank': {
      const when = typeof d.start_date === 'number' ? `${weekTimeframeLabel(d.start_date)} · ` : '';
      return `${when}${leaderboardRankText(Number(d.rank))} rank`;
    }
    case 'rank_upgraded':
      return `Rank up: ${leaderboardRankText(Number(d.rank))}`;
    case 'leaderboard_entry':
      return d.lb_entry_type === 're_entry' ? LB_ENTRY_TEXT.re_entry : LB_ENTRY_TEXT.first_entry;
  }
}

export function ExpWidgetFace({
  points,
  level,
  resting,
  booster,
  boosterSeconds,
  unlockedMultiplier,
  waitingBooster = null,
  flash,
}: FaceProps) {
  if (flash) {
    const rank =
      flash.kind === 'leaderboard_rank' ||
      flash.kind === 'rank_upgraded' ||
      flash.kind === 'leaderboard_entry';
    return (
      <span
        data-state={flash.kind}
        className={clsx(
          'flex min-w-0 items-center gap-1.5 transition-opacity duration-500',
          flash.fading ? 'opacity-0' : 'opacity-100',
        )}
      >
        {rank ? (
          <TrophyIcon className="shrink-0 text-amber-500" />
        ) : (
          <BoltIcon className="shrink-0 text-amber-500" />
        )}
        <span className="truncate text-xs font-semibold">{flashText(flash.flash)}</span>
      </span>
    );
  }
  if (resting === 'activate_booster' && unlockedMultiplier !== null) {
    return (
      <span data-state={resting} className="flex min-w-0 items-center gap-1.5">
        <BoltIcon className="shrink-0 text-amber-500" />
        <span className="truncate text-xs font-semibold">{activateBoosterText(unlockedMultiplier)}</span>
      </span>
    );
  }
  if (resting === 'plain_exp' && waitingBooster) {
    return (
      <span data-state="delayed_booster" className="flex min-w-0 items-center gap-1.5">
        <BoltIcon className="shrink-0 text-amber-500" />
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-xs font-semibold">{waitingBooster.multiplier}X booster</span>
          <span className="truncate text-[11px] text-fg-muted tabular-nums">
            {unlocksInText(waitingBooster.secondsToUnlock)}
          </span>
        </span>
      </span>
    );
  }
  const label =
    resting === 'exp_with_booster' && booster
      ? boosterLabelPhase(boosterSeconds) === 'multiplier'
        ? multiplierLabel(booster.multiplier)
        : formatBoosterTimer(booster.seconds_left)
      : null;
  return (
    <span data-state={resting} className="flex min-w-0 flex-1 items-center gap-1.5">
      <BoltIcon className="shrink-0 text-amber-500" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-sm font-semibold tabular-nums" data-testid="exp-total">
          {num(points)} EXP
        </span>{' '}
        {/* The space keeps "EXP" and "Level" two words for the accessible-name check (WCAG 2.5.3). */}
        <span className="text-[11px] text-fg-muted">Level {level}</span>
      </span>
      {label && (
        <span
          data-testid="booster-label"
          className={clsx(
            'ml-auto shrink-0 rounded px-1.5 py-0.5 text-xs font-bold tabular-nums',
            booster && isTimerRed(booster.seconds_left)
              ? 'bg-red-500/15 text-red-600 dark:text-red-400'
              : 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
          )}
        >
          {label}
        </span>
      )}
    </span>
  );
}
