/**
 * The navbar EXP widget (spec 02 §2 "Navbar EXP widget"; §4 "Active booster", "EXP and levels"; §9 "Flash widget
 * 5 s display, 0.5 s fade"). Its resting state follows the boosters; flash states queue and show one at a time.
 */
import { crossesOnboardingThreshold } from './levels.ts';
import {
  LEADERBOARD_ENTRY_DELAY_MS,
  LEADERBOARD_INITIAL_WIDGET_EXTRA_MS,
  LEADERBOARD_INITIAL_WIDGET_SHOW_MS,
  triggersLeaderboardUnlock,
} from './leaderboard.ts';
import { ToastNotificationType } from './notifications.ts';

export const EXP_WIDGET_WIDTH_PX = 168;
export const EXP_WIDGET_SMALL_WIDTH_PX = 158;
/** "The widget collapses to an icon up to 1279 px (tablet)." */
export const EXP_WIDGET_ICON_MAX_WIDTH_PX = 1279;
/** "Small screens" are read as the notification breakpoints' desktop band (1280-1563); wide screens get 168 px. */
export const EXP_WIDGET_SMALL_MAX_WIDTH_PX = 1563;

export function expWidgetLayout(viewportPx: number): { kind: 'icon' } | { kind: 'full'; width: number } {
  if (viewportPx <= EXP_WIDGET_ICON_MAX_WIDTH_PX) return { kind: 'icon' };
  return {
    kind: 'full',
    width: viewportPx <= EXP_WIDGET_SMALL_MAX_WIDTH_PX ? EXP_WIDGET_SMALL_WIDTH_PX : EXP_WIDGET_WIDTH_PX,
  };
}

export const ExpWidgetText = {
  ONBOARDING_HINT: 'You can always view your EXP and leaderboard from here!',
  TOOLTIP:
    'Know about EXP: You can earn EXPs by solving problems, following your goal, participating in contests, completing guided path modules, etc. Earning more EXPs will help you level up and to rank up in your leaderboards',
} as const;

/** Desktop dropdown tabs, by index. Mobile opens a bottom sheet with the leaderboard instead. */
export const ExpDropdownTab = { LEADERBOARD: 0, EXP_HISTORY: 1, LEVEL: 2 } as const;
export type ExpDropdownTab = (typeof ExpDropdownTab)[keyof typeof ExpDropdownTab];
export const EXP_DROPDOWN_TAB_LABELS = ['Leaderboard', 'Exp History', 'Level'] as const;

// ---- States ----

export type RestingState = 'plain_exp' | 'exp_with_booster' | 'activate_booster';
export type FlashKind =
  | 'booster_applied'
  | 'booster_gained'
  | 'level_unlocked'
  | 'leaderboard_rank'
  | 'rank_upgraded'
  | 'leaderboard_entry';

/** An active booster shows its frame; otherwise an unlocked delayed booster invites activation; else plain EXP. */
export function restingState(input: { activeBooster: boolean; unlockedBoosters: number }): RestingState {
  if (input.activeBooster) return 'exp_with_booster';
  if (input.unlockedBoosters > 0) return 'activate_booster';
  return 'plain_exp';
}

/** "Points added via socket raise points by points plus bonus", and crossing 100 completes the onboarding. */
export function applyPointsAdded(
  total: number,
  content: { points?: number | null; bonus?: number | null },
): { total: number; onboarding_completed: boolean } {
  const next = total + (content.points ?? 0) + (content.bonus ?? 0);
  return { total: next, onboarding_completed: crossesOnboardingThreshold(total, next) };
}

// ---- Flash queue ----

export const FLASH_DISPLAY_MS = 5000;
export const FLASH_FADE_MS = 500;

export interface Flash {
  kind: FlashKind;
  /** What the flash shows (multiplier, level, rank, entry type...). */
  data?: Record<string, unknown>;
  /** How long it shows before fading; 5 s unless said otherwise. */
  show_ms?: number;
}

export interface FlashState {
  /** Flashes waiting to be allowed in (the leaderboard entry comes 5 s after its event). */
  scheduled: { flash: Flash; at: number }[];
  queue: Flash[];
  current: { flash: Flash; started_at: number; fade_at: number; end_at: number } | null;
  clock: number;
}

export const initialFlashState: FlashState = { scheduled: [], queue: [], current: null, clock: 0 };

/**
 * What a realtime notification flashes, and when. A level-2 level-up runs the full-screen unlock animation instead
 * of a flash; points and text notifications are toasts, not flashes.
 */
export function flashForNotification(
  n: { notification_type: string; content?: Record<string, unknown> | null },
  at: number,
): { flash: Flash; not_before: number } | null {
  const content = n.content ?? {};
  switch (n.notification_type) {
    case ToastNotificationType.BOOSTER_ADDED:
    case ToastNotificationType.DELAYED_BOOSTER_ADDED:
      return { flash: { kind: 'booster_gained', data: content }, not_before: at };
    case ToastNotificationType.LEVEL_UPGRADED:
      if (triggersLeaderboardUnlock(content as { level: number; lb_entry_type?: string })) return null;
      return { flash: { kind: 'level_unlocked', data: content }, not_before: at };
    case ToastNotificationType.WEEKLY_LEADERBOARD_RANK_UPGRADED:
      return { flash: { kind: 'rank_upgraded', data: content }, not_before: at };
    case ToastNotificationType.LEADERBOARD_ENTRY:
      return {
        flash: { kind: 'leaderboard_entry', data: content },
        not_before: at + LEADERBOARD_ENTRY_DELAY_MS,
      };
    default:
      return null;
  }
}

/** The leaderboard initial widget: the rank flash 60 s after the page starts, shown 5 s plus 2 s. */
export function initialLeaderboardFlash(data: Record<string, unknown>): Flash {
  return {
    kind: 'leaderboard_rank',
    data,
    show_ms: LEADERBOARD_INITIAL_WIDGET_SHOW_MS + LEADERBOARD_INITIAL_WIDGET_EXTRA_MS,
  };
}

/** `at` is when the action happens; a scheduled flash joins the queue at `not_before` (default: at once). */
export type FlashAction =
  { type: 'schedule'; flash: Flash; at: number; not_before?: number } | { type: 'advance'; at: number };

function nextFlashWake(s: FlashState): number | null {
  const times = s.scheduled.map((x) => x.at);
  if (s.current) times.push(s.current.end_at);
  else if (s.queue.length > 0) times.push(s.clock);
  return times.length === 0 ? null : Math.min(...times);
}

function flashStep(s: FlashState, t: number): FlashState {
  const due = s.scheduled.filter((x) => x.at <= t);
  if (due.length > 0) {
    return {
      ...s,
      scheduled: s.scheduled.filter((x) => x.at > t),
      queue: [...s.queue, ...due.map((x) => x.flash)],
    };
  }
  if (s.current && s.current.end_at <= t) return { ...s, current: null };
  const [head, ...rest] = s.queue;
  const fadeAt = t + (head!.show_ms ?? FLASH_DISPLAY_MS);
  return {
    ...s,
    queue: rest,
    current: { flash: head!, started_at: t, fade_at: fadeAt, end_at: fadeAt + FLASH_FADE_MS },
  };
}

function advanceFlashes(state: FlashState, at: number): FlashState {
  let s = state;
  for (;;) {
    const t = nextFlashWake(s);
    if (t === null || t > at) return { ...s, clock: Math.max(s.clock, at) };
    // A late action (its time already passed) is applied now, never back in time.
    const stepAt = Math.max(t, s.clock);
    s = { ...flashStep(s, stepAt), clock: stepAt };
  }
}

/** Replays every step due up to `at`, each at its own instant (like the reward toasts). */
export function flashReducer(state: FlashState, action: FlashAction): FlashState {
  const s = advanceFlashes(state, action.at);
  if (action.type === 'advance') return s;
  const entry = { flash: action.flash, at: Math.max(action.not_before ?? s.clock, s.clock) };
  return advanceFlashes({ ...s, scheduled: [...s.scheduled, entry] }, s.clock);
}

export function nextFlashWakeAt(state: FlashState): number | null {
  return nextFlashWake(state);
}

/** What the widget shows at the state's clock: a flash (showing or fading) or its resting state. */
export function widgetView(
  state: FlashState,
  resting: RestingState,
): { state: RestingState | FlashKind; phase: 'resting' | 'showing' | 'fading'; flash?: Flash } {
  const c = state.current;
  if (!c) return { state: resting, phase: 'resting' };
  return { state: c.flash.kind, phase: state.clock < c.fade_at ? 'showing' : 'fading', flash: c.flash };
}
