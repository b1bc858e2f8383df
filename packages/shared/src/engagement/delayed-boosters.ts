/**
 * Delayed boosters (spec 02 §3 "Delayed booster: id (booster_log_id), unlock_time, expiry_time, multiplier. Lists:
 * delayed_boosters and unlocked_boosters"; §4 "A delayed booster waits until unlock_time, then moves to the unlocked
 * list (sorted by expiry), is available until expiry_time, then is removed. The delayed-booster popup closes itself
 * when unlock time passes"; §7 "apply delayed booster (V3), param booster_log_id").
 *
 * Times are epoch seconds. A booster is unlocked from unlock_time (inclusive) to expiry_time (exclusive).
 */
import { DAY_SECONDS, IST_OFFSET_MINUTES, istDayNumber } from './ist-time.ts';
import { DEFAULT_BOOSTER_DURATION_SECONDS, DEFAULT_BOOSTER_MULTIPLIER } from './booster-queue.ts';

export interface DelayedBooster {
  /** booster_log_id */
  id: number;
  unlock_time: number;
  expiry_time: number;
  multiplier: number;
}

export type DelayedBoosterStage = 'delayed' | 'unlocked' | 'expired';

export function delayedBoosterStage(b: DelayedBooster, now: number): DelayedBoosterStage {
  if (now < b.unlock_time) return 'delayed';
  if (now < b.expiry_time) return 'unlocked';
  return 'expired';
}

export interface DelayedBoosterLists {
  /** Waiting to unlock, soonest first. The spec does not order this list; soonest first is what a widget counts to. */
  delayed_boosters: DelayedBooster[];
  /** Available now, sorted by expiry (soonest to expire first, so it is used before it is lost). */
  unlocked_boosters: DelayedBooster[];
}

export function splitDelayedBoosters(boosters: readonly DelayedBooster[], now: number): DelayedBoosterLists {
  const delayed = boosters.filter((b) => delayedBoosterStage(b, now) === 'delayed');
  const unlocked = boosters.filter((b) => delayedBoosterStage(b, now) === 'unlocked');
  return {
    delayed_boosters: delayed.sort((a, b) => a.unlock_time - b.unlock_time || a.id - b.id),
    unlocked_boosters: unlocked.sort((a, b) => a.expiry_time - b.expiry_time || a.id - b.id),
  };
}

/** The next instant at which any booster changes list (unlocks or expires); null when nothing will. */
export function nextDelayedBoosterChange(boosters: readonly DelayedBooster[], now: number): number | null {
  const times = boosters.flatMap((b) => [b.unlock_time, b.expiry_time]).filter((t) => t > now);
  return times.length === 0 ? null : Math.min(...times);
}

/** The delayed-booster popup stays open only while its booster is still locked. */
export function isDelayedPopupOpen(b: DelayedBooster, now: number): boolean {
  return now < b.unlock_time;
}

export type ApplyDelayedBoosterCheck = { ok: true } | { ok: false; reason: 'LOCKED' | 'EXPIRED' };

/** "Apply delayed booster": only an unlocked booster can be activated. */
export function checkApplyDelayedBooster(b: DelayedBooster, now: number): ApplyDelayedBoosterCheck {
  const stage = delayedBoosterStage(b, now);
  if (stage === 'delayed') return { ok: false, reason: 'LOCKED' };
  if (stage === 'expired') return { ok: false, reason: 'EXPIRED' };
  return { ok: true };
}

/**
 * The delayed booster earned by completing today's target ("Today's target completed"; "Come tomorrow and activate
 * this booster to multiply your EXP gains"; "Great, I will come tomorrow"). "Tomorrow" is read as the next IST
 * calendar day: it unlocks at the next 00:00 IST and expires at the 00:00 IST after that.
 */
export function dailyTargetBoosterWindow(earnedAtMs: number): { unlock_time: number; expiry_time: number } {
  const unlock = (istDayNumber(earnedAtMs) + 1) * DAY_SECONDS - IST_OFFSET_MINUTES * 60;
  return { unlock_time: unlock, expiry_time: unlock + DAY_SECONDS };
}

/** Applying turns it into an ordinary booster of our default length (the spec gives none for delayed ones). */
export const DELAYED_BOOSTER_DEFAULTS = {
  multiplier: DEFAULT_BOOSTER_MULTIPLIER,
  duration_seconds: DEFAULT_BOOSTER_DURATION_SECONDS,
} as const;
