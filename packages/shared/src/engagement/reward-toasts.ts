/**
 * The reward-toast queue (spec 02 §9 "Toast timing (reward toasts): 1 s before queueing, 4 s visible (daily streak
 * upgrade stays until dismissed), 1 s gap; a welcome-bonus toast arriving while a problem-submitted toast is pending
 * merges into it as an additional toast"; spec 03 §9 adds "toasts wait while an overlay is queued; each shown toast
 * is marked seen").
 *
 * A pure scheduler: actions carry the time they happen at, and `advance` replays every step due up to `now` at the
 * exact instant it fell due, so the result does not depend on how often a timer fires. `nextWakeAt` tells the
 * caller when to call `advance` again.
 */
import { PROBLEM_SUBMITTED_LABEL, WELCOME_BONUS_LABEL } from './exp-awards.ts';
import { ToastNotificationType } from './notifications.ts';

export const TOAST_QUEUE_DELAY_MS = 1000;
export const TOAST_VISIBLE_MS = 4000;
export const TOAST_GAP_MS = 1000;

/** The notification types shown as reward toasts; the rest drive the navbar widget or a dialog. */
export const REWARD_TOAST_TYPES: readonly string[] = [
  ToastNotificationType.EXPERIENCE_POINTS_ADDED,
  ToastNotificationType.TEXT_DISPLAY,
  ToastNotificationType.DAILY_STREAK_UPGRADED,
];

export interface RewardToast {
  id: string;
  notification_type: string;
  /** The text label: 'Problem submitted', 'Welcome bonus', ... */
  type: string;
  points?: number;
  bonus?: number;
  multiplier?: number;
  additional_toast?: RewardToast;
}

export interface VisibleToast {
  toast: RewardToast;
  shown_at: number;
  /** null: stays until dismissed (daily streak upgrade). */
  hide_at: number | null;
}

export interface RewardToastState {
  /** Received, waiting out the 1 s before they join the queue. */
  arriving: { toast: RewardToast; queue_at: number }[];
  queue: RewardToast[];
  visible: VisibleToast | null;
  /** No toast may show before this instant (the 1 s gap after the last one). */
  free_at: number;
  /** An overlay (dialog, unlock screen) is queued: toasts wait. */
  overlay: boolean;
  /** Ids shown and not yet reported as seen; the caller marks them read and sends `seen_flushed`. */
  seen_outbox: string[];
  /** The instant the state has been brought up to. */
  clock: number;
}

export const initialRewardToastState: RewardToastState = {
  arriving: [],
  queue: [],
  visible: null,
  free_at: 0,
  overlay: false,
  seen_outbox: [],
  clock: 0,
};

export type RewardToastAction =
  | { type: 'received'; toast: RewardToast; at: number }
  | { type: 'dismissed'; at: number }
  | { type: 'overlay'; queued: boolean; at: number }
  | { type: 'seen_flushed'; ids: string[] };

export function staysUntilDismissed(toast: RewardToast): boolean {
  return toast.notification_type === ToastNotificationType.DAILY_STREAK_UPGRADED;
}

/**
 * "Pending" is read as received but not yet on screen (arriving or queued): a toast already visible keeps its
 * content. The welcome bonus joins the earliest pending problem-submitted toast without one.
 */
function mergeWelcomeBonus(state: RewardToastState, toast: RewardToast): RewardToastState | null {
  if (toast.type !== WELCOME_BONUS_LABEL) return null;
  const canTake = (t: RewardToast) => t.type === PROBLEM_SUBMITTED_LABEL && !t.additional_toast;
  const q = state.queue.findIndex(canTake);
  if (q !== -1) {
    const queue = [...state.queue];
    queue[q] = { ...queue[q]!, additional_toast: toast };
    return { ...state, queue };
  }
  const a = state.arriving.findIndex((x) => canTake(x.toast));
  if (a !== -1) {
    const arriving = [...state.arriving];
    arriving[a] = { ...arriving[a]!, toast: { ...arriving[a]!.toast, additional_toast: toast } };
    return { ...state, arriving };
  }
  return null;
}

function idsOf(toast: RewardToast): string[] {
  return toast.additional_toast ? [toast.id, ...idsOf(toast.additional_toast)] : [toast.id];
}

/** The earliest instant, after the state's own steps, at which something changes by itself; null when idle. */
export function nextWakeAt(state: RewardToastState): number | null {
  const times: number[] = state.arriving.map((a) => a.queue_at);
  if (state.visible?.hide_at != null) times.push(state.visible.hide_at);
  if (!state.visible && !state.overlay && state.queue.length > 0)
    times.push(Math.max(state.free_at, state.clock));
  return times.length === 0 ? null : Math.min(...times);
}

/** Replays every step due at or before `now`, each at its own instant. */
export function advance(state: RewardToastState, now: number): RewardToastState {
  let s = state;
  for (;;) {
    const t = nextWakeAt(s);
    if (t === null || t > now) return { ...s, clock: Math.max(s.clock, now) };
    // A late action (its time already passed) is applied now, never back in time.
    const at = Math.max(t, s.clock);
    s = { ...step(s, at), clock: at };
  }
}

function step(s: RewardToastState, t: number): RewardToastState {
  const due = s.arriving.filter((a) => a.queue_at <= t);
  if (due.length > 0) {
    return {
      ...s,
      arriving: s.arriving.filter((a) => a.queue_at > t),
      queue: [...s.queue, ...due.map((a) => a.toast)],
    };
  }
  if (s.visible && s.visible.hide_at !== null && s.visible.hide_at <= t) {
    return { ...s, visible: null, free_at: s.visible.hide_at + TOAST_GAP_MS };
  }
  const [head, ...rest] = s.queue;
  // Only reachable when a toast may show now (nextWakeAt offered free_at).
  const hideAt = staysUntilDismissed(head!) ? null : t + TOAST_VISIBLE_MS;
  return {
    ...s,
    queue: rest,
    visible: { toast: head!, shown_at: t, hide_at: hideAt },
    seen_outbox: [...s.seen_outbox, ...idsOf(head!)],
  };
}

export function rewardToastReducer(state: RewardToastState, action: RewardToastAction): RewardToastState {
  if (action.type === 'seen_flushed') {
    return { ...state, seen_outbox: state.seen_outbox.filter((id) => !action.ids.includes(id)) };
  }
  const s = advance(state, action.at);
  switch (action.type) {
    case 'received':
      return (
        mergeWelcomeBonus(s, action.toast) ?? {
          ...s,
          arriving: [...s.arriving, { toast: action.toast, queue_at: action.at + TOAST_QUEUE_DELAY_MS }],
        }
      );
    case 'dismissed':
      return s.visible ? { ...s, visible: null, free_at: action.at + TOAST_GAP_MS } : s;
    case 'overlay':
      return {
        ...s,
        overlay: action.queued,
        free_at: action.queued ? s.free_at : Math.max(s.free_at, action.at),
      };
  }
}
