/**
 * Turns one toast notification (socket or unread on load) into what the learner sees: a reward toast, a raised EXP
 * total, a widget flash, a booster in the queue, a level-up or the leaderboard-unlocked screen (spec 02 §4 "EXP and
 * levels", "Active booster"). Pure routing: the caller supplies the effects.
 */
import { toastNotificationSchema, type ToastNotification } from '@katana/shared/engagement/api-notifications';
import { opensBoosterPopup } from '@katana/shared/engagement/booster-display';
import { flashForNotification } from '@katana/shared/engagement/exp-widget';
import { triggersLeaderboardUnlock } from '@katana/shared/engagement/leaderboard';
import { ToastNotificationType } from '@katana/shared/engagement/notifications';
import { REWARD_TOAST_TYPES, type RewardToast } from '@katana/shared/engagement/reward-toasts';
import type { Flash } from '@katana/shared/engagement/exp-widget';

export interface IntakeEffects {
  toast(toast: RewardToast, source: ToastNotification): void;
  addPoints(points: number, bonus: number): void;
  flash(flash: Flash, notBefore: number): void;
  addBooster(booster: { multiplier: number; type: string; duration_seconds: number }): void;
  /** unlockTime in epoch seconds. */
  delayedBoosterAdded(unlockTime: number | null): void;
  /** A "Cross 40 Exp" booster opens its popup. */
  boosterPopup(multiplier: number, duration: number): void;
  level(level: number): void;
  leaderboardUnlocked(): void;
  levelUp(level: number): void;
  streak(streak: NonNullable<ToastNotification['streak_data']>): void;
}

/** Times in toast content may come as epoch seconds (the contract) or milliseconds; both read as seconds. */
function epochSeconds(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return value > 1e12 ? Math.floor(value / 1000) : value;
}

export function parseToast(payload: unknown): ToastNotification | null {
  const parsed = toastNotificationSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

function asRewardToast(n: ToastNotification): RewardToast {
  const points = n.points ?? n.content.points;
  const bonus = n.bonus ?? n.content.bonus;
  const multiplier = n.multiplier ?? n.content.multiplier;
  const additional = n.additional_toast ? parseToast(n.additional_toast) : null;
  return {
    id: String(n.id),
    notification_type: n.notification_type,
    type: n.type || n.content.type || '',
    ...(points != null ? { points } : {}),
    ...(bonus != null ? { bonus } : {}),
    ...(multiplier != null ? { multiplier } : {}),
    ...(additional ? { additional_toast: asRewardToast(additional) } : {}),
  };
}

/**
 * `live`: it came over the socket now. Toasts read on load are history: the totals fetched with them already count
 * them, so only what is still to be seen (toasts, flashes) comes from them.
 */
export function takeToast(n: ToastNotification, live: boolean, now: number, fx: IntakeEffects): void {
  const c = n.content;
  switch (n.notification_type) {
    case ToastNotificationType.EXPERIENCE_POINTS_ADDED:
      if (live) fx.addPoints(n.points ?? c.points ?? 0, n.bonus ?? c.bonus ?? 0);
      break;
    case ToastNotificationType.BOOSTER_ADDED: {
      const duration = n.duration ?? c.duration ?? 0;
      const multiplier = n.multiplier ?? c.multiplier ?? 2;
      if (live && duration > 0)
        fx.addBooster({ multiplier, type: c.type ?? n.type, duration_seconds: duration });
      if (live && opensBoosterPopup(n)) fx.boosterPopup(multiplier, duration);
      break;
    }
    case ToastNotificationType.DELAYED_BOOSTER_ADDED:
      // Its dialog is still to be seen when read on load too (it stays unread until the dialog closes): a goal
      // completed on a page that holds popups back would otherwise never show it.
      fx.delayedBoosterAdded(epochSeconds(c.unlock_time));
      break;
    case ToastNotificationType.LEVEL_UPGRADED: {
      const level = c.level ?? 0;
      if (level > 0) fx.level(level);
      if (triggersLeaderboardUnlock({ level, lb_entry_type: c.lb_entry_type ?? n.lb_entry_type }))
        fx.leaderboardUnlocked();
      else if (level > 0) fx.levelUp(level);
      break;
    }
    case ToastNotificationType.DAILY_STREAK_UPGRADED:
      if (n.streak_data) fx.streak(n.streak_data);
      break;
  }
  const content = {
    ...c,
    ...(n.lb_entry_type && !c.lb_entry_type ? { lb_entry_type: n.lb_entry_type } : {}),
  };
  const flash = flashForNotification({ notification_type: n.notification_type, content }, now);
  if (flash) fx.flash(flash.flash, flash.not_before);
  if (n.show && REWARD_TOAST_TYPES.includes(n.notification_type)) fx.toast(asRewardToast(n), n);
}
