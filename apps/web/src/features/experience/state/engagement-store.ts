/**
 * What the header widget and the overlays share while a page is open: the flash queue (spec 02 §9 "Flash widget 5 s
 * display, 0.5 s fade"), the active booster queue ticking every second (§4 "Active booster"), the level raised by a
 * LEVEL_UPGRADED message and a request to open the leaderboard (the unlock screen's second button). The two live in
 * separate lazy chunks, so a tiny external store joins them. The EXP total itself lives in the query cache.
 */
import { useSyncExternalStore } from 'react';
import {
  activeBooster,
  boosterQueueReducer,
  BOOSTER_COUNTDOWN_TICK_MS,
  type BoosterQueueState,
  type WireBooster,
} from '@katana/shared/engagement/booster-queue';
import {
  flashReducer,
  initialFlashState,
  nextFlashWakeAt,
  type Flash,
  type FlashState,
} from '@katana/shared/engagement/exp-widget';
import { engagementClock } from './clock.ts';

export interface EngagementSnapshot {
  flash: FlashState;
  boosters: BoosterQueueState;
  /** When the head booster became active (ms): the 20 s label alternation counts from here. */
  boosterSince: number | null;
  /** A level reached during this page (LEVEL_UPGRADED); null until one arrives. */
  level: number | null;
  /** Bumped each time something asks the widget to open its leaderboard. */
  leaderboardRequests: number;
  /**
   * The page (pathname) of a request no widget has taken yet: the unlock screen navigates home and asks at once,
   * while the widget of the page it leaves is still mounted and the home page's has not mounted yet; the widget
   * that shows on that page takes it.
   */
  leaderboardPending: string | null;
  /** The experience onboarding hint under the widget ("You can always view your EXP and leaderboard from here!"). */
  onboardingHint: boolean;
}

const initial: EngagementSnapshot = {
  flash: initialFlashState,
  boosters: { queue: [] },
  boosterSince: null,
  level: null,
  leaderboardRequests: 0,
  leaderboardPending: null,
  onboardingHint: false,
};

let state = initial;
const listeners = new Set<() => void>();
let flashTimer: unknown = null;
let tickTimer: unknown = null;

function set(next: EngagementSnapshot) {
  state = next;
  listeners.forEach((l) => l());
}

function armFlashTimer() {
  const clock = engagementClock();
  if (flashTimer !== null) clock.clear(flashTimer);
  flashTimer = null;
  const wake = nextFlashWakeAt(state.flash);
  // The fade starts at fade_at: wake then too, so the widget can show the 0.5 s fade.
  const fadeAt =
    state.flash.current && state.flash.clock < state.flash.current.fade_at
      ? state.flash.current.fade_at
      : null;
  const times = [wake, fadeAt].filter((t): t is number => t !== null);
  if (times.length === 0) return;
  const at = Math.min(...times);
  flashTimer = clock.set(() => {
    flashTimer = null;
    set({ ...state, flash: flashReducer(state.flash, { type: 'advance', at: engagementClock().now() }) });
    armFlashTimer();
  }, at - clock.now());
}

function armTick() {
  if (tickTimer !== null || state.boosters.queue.length === 0) return;
  tickTimer = engagementClock().set(() => {
    tickTimer = null;
    const before = activeBooster(state.boosters);
    const boosters = boosterQueueReducer(state.boosters, { type: 'tick' });
    const after = activeBooster(boosters);
    const changed =
      after !== null && (before === null || boosters.queue.length !== state.boosters.queue.length);
    set({
      ...state,
      boosters,
      boosterSince: after === null ? null : changed ? engagementClock().now() : state.boosterSince,
    });
    armTick();
  }, BOOSTER_COUNTDOWN_TICK_MS);
}

export const engagementStore = {
  getSnapshot: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Queues a flash; `notBefore` (ms) holds it back, like the leaderboard entry 5 s after its event. */
  scheduleFlash(flash: Flash, notBefore?: number) {
    const at = engagementClock().now();
    set({
      ...state,
      flash: flashReducer(state.flash, {
        type: 'schedule',
        flash,
        at,
        ...(notBefore !== undefined ? { not_before: notBefore } : {}),
      }),
    });
    armFlashTimer();
  },
  /** The summary's active boosters (epoch-second end times); loaded once per page. */
  loadBoosters(boosters: readonly WireBooster[]) {
    const now = engagementClock().now();
    const queue = boosterQueueReducer(state.boosters, {
      type: 'loaded',
      boosters,
      now: Math.floor(now / 1000),
    });
    set({ ...state, boosters: queue, boosterSince: queue.queue.length > 0 ? now : null });
    armTick();
  },
  addBooster(booster: { multiplier: number; type: string; duration_seconds: number }) {
    const before = activeBooster(state.boosters);
    const boosters = boosterQueueReducer(state.boosters, { type: 'added', booster });
    const head = activeBooster(boosters);
    const newHead =
      head !== null &&
      (before === null ||
        head.multiplier !== before.multiplier ||
        boosters.queue[0] !== state.boosters.queue[0]);
    set({ ...state, boosters, boosterSince: newHead ? engagementClock().now() : state.boosterSince });
    armTick();
  },
  setLevel(level: number) {
    set({ ...state, level: Math.max(level, state.level ?? 0) });
  },
  requestLeaderboard(onPage: string) {
    set({ ...state, leaderboardRequests: state.leaderboardRequests + 1, leaderboardPending: onPage });
  },
  /** The widget on `page` takes the pending request (true: it opens its dropdown). */
  takeLeaderboardRequest(page: string): boolean {
    if (state.leaderboardPending !== page) return false;
    set({ ...state, leaderboardPending: null });
    return true;
  },
  showOnboardingHint(show: boolean) {
    set({ ...state, onboardingHint: show });
  },
  /** A new user (or a test) starts from nothing. */
  reset() {
    const clock = engagementClock();
    if (flashTimer !== null) clock.clear(flashTimer);
    if (tickTimer !== null) clock.clear(tickTimer);
    flashTimer = null;
    tickTimer = null;
    set(initial);
  },
};

export function useEngagement(): EngagementSnapshot {
  return useSyncExternalStore(
    engagementStore.subscribe,
    engagementStore.getSnapshot,
    engagementStore.getSnapshot,
  );
}
