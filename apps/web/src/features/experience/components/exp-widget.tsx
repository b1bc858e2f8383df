/**
 * The navbar EXP widget (spec 02 §2 "Navbar EXP widget"; §4; §9): nothing for visitors (the header shows Login), a
 * placeholder while the summary loads, then the EXP total and level, in a booster frame while a booster is active
 * (red at 300 s or less), with flashes queued on top. 158/168 px wide; a compact icon up to 1279 px. A click opens
 * the EXP dropdown (a bottom sheet with the leaderboard on mobile). Lazily loaded by the app shell.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { useLocation } from 'react-router';
import { activeBooster } from '@katana/shared/engagement/booster-queue';
import {
  BOOSTER_APPLIED_DISPLAY_MS,
  BoosterText,
  delayedBoosterHintShowing,
  isTimerRed,
  msUntilDelayedBoosterHintChange,
  multiplierLabel,
} from '@katana/shared/engagement/booster-display';
import { nextDelayedBoosterChange, splitDelayedBoosters } from '@katana/shared/engagement/delayed-boosters';
import { MOBILE_MAX_WIDTH_PX } from '@katana/shared/engagement/dialogs';
import {
  EXP_WIDGET_ICON_MAX_WIDTH_PX,
  EXP_WIDGET_SMALL_MAX_WIDTH_PX,
  EXP_WIDGET_SMALL_WIDTH_PX,
  EXP_WIDGET_WIDTH_PX,
  ExpWidgetText,
  restingState,
  widgetView,
} from '@katana/shared/engagement/exp-widget';
import {
  DEFAULT_LEVEL_POINTS_MAP,
  isValidLevelPointsMap,
  levelForPoints,
} from '@katana/shared/engagement/levels';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useExperienceSummary } from '../../../lib/api/experience-summary.ts';
import { usePolicies } from '../../../lib/api/policies.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useOpenedOnce } from '../../../lib/hooks/use-opened-once.ts';
import { useApplyDelayedBooster } from '../api/apply-delayed-booster.ts';
import { useBoosters } from '../api/boosters.ts';
import { useEntryPulse } from '../hooks/use-entry-pulse.ts';
import { engagementClock } from '../state/clock.ts';
import { engagementStore, useEngagement } from '../state/engagement-store.ts';
import { BoltIcon } from './exp-icons.tsx';
import { ExpWidgetFace } from './exp-widget-face.tsx';

// The dropdown (popover or bottom sheet, its tabs, the leaderboard and the report form) loads on the first click;
// pointing at or focusing the widget fetches it ahead (issue 21: the landing's first load carries the face only).
const loadDropdown = () => import('./exp-dropdown.tsx');
const ExpDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.ExpDropdown })));
const prefetchDropdown = () => void loadDropdown();

const ICON_QUERY = `(max-width: ${EXP_WIDGET_ICON_MAX_WIDTH_PX}px)`;
const SMALL_QUERY = `(max-width: ${EXP_WIDGET_SMALL_MAX_WIDTH_PX}px)`;
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** "The experience summary loads once": no refetch on focus or remount; the socket keeps it current. */
const LOADS_ONCE = { staleTime: Infinity, refetchOnWindowFocus: false };

export default function ExpWidget() {
  const user = useAuth().user;
  const viewer = user?.id ?? null;
  const summary = useExperienceSummary(viewer, LOADS_ONCE);
  const boosters = useBoosters(viewer);
  const policies = usePolicies(viewer, LOADS_ONCE);
  const engagement = useEngagement();
  const icon = useMediaQuery(ICON_QUERY);
  const small = useMediaQuery(SMALL_QUERY);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const [, rerender] = useState(0);
  // The entry pulse outlives its 5 s flash (4 cycles of 2.5 s), so its start is kept once seen.
  const lastEntry = useRef<number | null>(null);
  const current = engagement.flash.current;
  if (current?.flash.kind === 'leaderboard_entry') lastEntry.current = current.started_at;
  const entryStart = icon ? lastEntry.current : null;
  const pulse = useEntryPulse(entryStart);

  // Delayed boosters unlock and expire by the clock: "Activate {n}X booster" appears and goes on time.
  const nowSeconds = Math.floor(engagementClock().now() / 1000);
  const allDelayed = boosters.data
    ? [...boosters.data.delayed_boosters, ...boosters.data.unlocked_boosters]
    : [];
  const split = splitDelayedBoosters(allDelayed, nowSeconds);
  const unlocked = split.unlocked_boosters;
  const nextChange = nextDelayedBoosterChange(allDelayed, nowSeconds);
  useEffect(() => {
    if (nextChange === null) return;
    const clock = engagementClock();
    const handle = clock.set(() => rerender((n) => n + 1), nextChange * 1000 - clock.now());
    return () => clock.clear(handle);
  }, [nextChange]);

  // A delayed booster still waiting to unlock (nothing active, nothing to activate): the widget's periodic hint.
  const waiting =
    !icon && activeBooster(engagement.boosters) === null && unlocked.length === 0
      ? (split.delayed_boosters[0] ?? null)
      : null;
  const hintShowing = useDelayedBoosterHint(waiting !== null);

  const apply = useApplyDelayedBooster(viewer ?? 'none', (next) => {
    engagementStore.loadBoosters(next.details.boosters);
    const head = next.details.boosters[0];
    if (head) {
      const duration = head.end_time - Math.floor(engagementClock().now() / 1000);
      engagementStore.scheduleFlash({
        kind: 'booster_applied',
        data: { multiplier: head.multiplier, duration },
        show_ms: BOOSTER_APPLIED_DISPLAY_MS,
      });
    }
  });

  // The summary's boosters start the countdown once per user (spec: "loads once").
  const loadedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!summary.data || loadedFor.current === viewer) return;
    loadedFor.current = viewer;
    engagementStore.loadBoosters(summary.data.details.boosters);
  }, [summary.data, viewer]);

  // "See yourself on the leaderboard" on the unlock screen opens the dropdown on the Leaderboard tab, also when
  // the request came before this widget mounted (it navigates home first); once the widget can show it.
  const ready = summary.data !== undefined;
  const { pathname } = useLocation();
  useEffect(() => {
    if (
      ready &&
      engagement.leaderboardPending === pathname &&
      engagementStore.takeLeaderboardRequest(pathname)
    )
      setOpen(true);
  }, [ready, engagement.leaderboardPending, pathname]);

  if (!user) return null;
  if (summary.isError) return null; // spec 02 §8: failed header data is silently ignored.
  if (!summary.data) {
    return (
      <span
        role="status"
        aria-label="Loading EXP"
        className={clsx(
          'block h-9 animate-pulse rounded-lg bg-surface-muted',
          icon ? 'w-9' : small ? 'w-[158px]' : 'w-[168px]',
        )}
      />
    );
  }

  const points = summary.data.details.points;
  const map =
    policies.data && isValidLevelPointsMap(policies.data.level_points_map)
      ? policies.data.level_points_map
      : DEFAULT_LEVEL_POINTS_MAP;
  const level = Math.max(levelForPoints(points, map), engagement.level ?? 0, policies.data?.user_level ?? 0);
  const booster = activeBooster(engagement.boosters);
  const resting = restingState({ activeBooster: booster !== null, unlockedBoosters: unlocked.length });
  const view = widgetView(engagement.flash, resting);
  const boosterSeconds =
    engagement.boosterSince === null ? 0 : (engagementClock().now() - engagement.boosterSince) / 1000;
  const frame = booster ? (isTimerRed(booster.seconds_left) ? 'red' : 'booster') : 'plain';

  // The name starts with the face's visible words, "340 EXP" "Level 3" (WCAG 2.5.3).
  const label = `${points.toLocaleString('en-IN')} EXP, level ${level}${booster ? `, ${multiplierLabel(booster.multiplier)} booster active` : ''}`;
  // Until the dropdown's code is in, the face alone: its first click opens it (and loads it).
  const first = opened
    ? {}
    : { onClick: () => setOpen(true), onPointerEnter: prefetchDropdown, onFocus: prefetchDropdown };
  const trigger = icon ? (
    <button
      type="button"
      {...first}
      aria-label={label}
      data-frame={frame}
      className={clsx(
        'relative inline-flex size-9 items-center justify-center rounded-lg border-2 text-amber-500 transition-colors hover:bg-surface-muted',
        frame === 'red' ? 'border-red-500' : frame === 'booster' ? 'border-amber-400' : 'border-transparent',
      )}
    >
      <BoltIcon />
      {view.flash && <span aria-hidden className="absolute right-1 top-1 size-2 rounded-full bg-accent" />}
      {pulse && (
        <span
          aria-hidden
          data-testid="entry-pulse"
          className="absolute inset-0 rounded-lg ring-2 ring-amber-400 motion-safe:animate-ping"
        />
      )}
    </button>
  ) : (
    <button
      type="button"
      {...first}
      aria-label={label}
      data-frame={frame}
      style={{ width: small ? EXP_WIDGET_SMALL_WIDTH_PX : EXP_WIDGET_WIDTH_PX }}
      className={clsx(
        'flex h-9 items-center overflow-hidden rounded-lg border-2 bg-surface px-2 text-left text-fg transition-colors hover:bg-surface-muted',
        frame === 'red' ? 'border-red-500' : frame === 'booster' ? 'border-amber-400' : 'border-line',
      )}
    >
      <ExpWidgetFace
        points={points}
        level={level}
        resting={resting}
        booster={booster}
        boosterSeconds={boosterSeconds}
        unlockedMultiplier={unlocked[0]?.multiplier ?? null}
        waitingBooster={
          waiting && hintShowing
            ? { multiplier: waiting.multiplier, secondsToUnlock: waiting.unlock_time - nowSeconds }
            : null
        }
        flash={
          view.flash ? { kind: view.flash.kind, flash: view.flash, fading: view.phase === 'fading' } : null
        }
      />
    </button>
  );

  return (
    <span className="relative inline-flex">
      {opened ? (
        <Suspense fallback={trigger}>
          <ExpDropdown
            key={engagement.leaderboardRequests}
            open={open}
            onOpenChange={setOpen}
            mobile={mobile}
            trigger={trigger}
            viewer={user.id}
            points={points}
            level={level}
            levelPointsMap={map}
            activate={
              unlocked[0] && !booster
                ? {
                    multiplier: unlocked[0].multiplier,
                    pending: apply.isPending,
                    failed: apply.isError,
                    run: () => apply.mutate(unlocked[0]!.id),
                  }
                : null
            }
          />
        </Suspense>
      ) : (
        trigger
      )}
      {engagement.onboardingHint && !open && (
        <OnboardingHint onClose={() => engagementStore.showOnboardingHint(false)} />
      )}
    </span>
  );
}

/**
 * Whether the waiting booster's hint shows now (spec 02 §4 "Delayed-booster widget timings: 5 s / 10 s"): the cycle
 * counts from when the widget first saw a booster waiting; it re-renders when the hint comes or goes and every
 * second while it shows (its countdown).
 */
function useDelayedBoosterHint(waiting: boolean): boolean {
  const since = useRef<number | null>(null);
  const [, rerender] = useState(0);
  const clock = engagementClock();
  if (!waiting) since.current = null;
  else since.current ??= clock.now();
  const start = since.current;
  const showing = start !== null && delayedBoosterHintShowing(clock.now() - start);
  useEffect(() => {
    if (start === null) return;
    const timers = engagementClock();
    const elapsed = timers.now() - start;
    const change = msUntilDelayedBoosterHintChange(elapsed);
    const wait = delayedBoosterHintShowing(elapsed) ? Math.min(change, 1000 - (elapsed % 1000)) : change;
    const handle = timers.set(() => rerender((n) => n + 1), wait);
    return () => timers.clear(handle);
  });
  return showing;
}

function OnboardingHint({ onClose }: { onClose(): void }) {
  return (
    <span
      role="status"
      className="absolute right-0 top-full z-40 mt-2 flex w-60 flex-col gap-2 rounded-xl bg-slate-900 p-3 text-left text-xs text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      <span aria-hidden className="absolute -top-1 right-6 size-2 rotate-45 bg-inherit" />
      {ExpWidgetText.ONBOARDING_HINT}
      <button
        type="button"
        onClick={onClose}
        className="self-end rounded px-2 py-0.5 font-semibold underline-offset-2 hover:underline"
      >
        {BoosterText.BUTTON_GOT_IT}
      </button>
    </span>
  );
}
