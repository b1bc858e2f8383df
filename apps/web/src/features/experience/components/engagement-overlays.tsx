/**
 * The engagement layer over every page (spec 02 §2, §4 "Notifications and toasts"): reward toasts from the
 * ninjutsu_room socket channel and the unread experience toasts fetched on load, queued by the shared scheduler
 * (1 s, 4 s, 1 s gap, merge rule) and marked read once shown; the streak toast; the level-up dialog and the
 * "Level 2 Leaderboard unlocked" screen (held back on the pages where popups are suppressed; toasts wait while one
 * is up). Socket messages also raise the EXP total and feed the navbar widget's flashes and boosters.
 * Lazily loaded by the app shell for a signed-in learner; the views load when first due.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { StreakWire } from '@katana/shared/engagement/api-streaks-badges';
import { TOAST_SOCKET_EVENT, type ToastNotification } from '@katana/shared/engagement/api-notifications';
import { popupsAllowedOn, requestsLeaderboardOnboarding } from '@katana/shared/engagement/dialogs';
import { applyPointsAdded, initialLeaderboardFlash } from '@katana/shared/engagement/exp-widget';
import { LEADERBOARD_INITIAL_WIDGET_DELAY_MS } from '@katana/shared/engagement/leaderboard';
import { ToastNotificationType } from '@katana/shared/engagement/notifications';
import { REWARD_TOAST_TYPES } from '@katana/shared/engagement/reward-toasts';
import { matchRoute } from '@katana/shared/routes';
import { addToSummaryPoints } from '../../../lib/api/experience-summary.ts';
import { streakKey } from '../../../lib/api/streak.ts';
import { getXpSummary, xpSummaryKey } from '../../../lib/api/xp-summary.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useSocketEvent } from '../../../lib/realtime/realtime-context.tsx';
import { markOnboardingComplete } from '../api/mark-onboarding-complete.ts';
import { markToastsRead } from '../api/mark-toasts-read.ts';
import { experienceKeys } from '../api/query-keys.ts';
import { useUnreadToasts } from '../api/unread-toasts.ts';
import { parseToast, takeToast, type IntakeEffects } from '../hooks/toast-intake.ts';
import { useRewardToastQueue } from '../hooks/use-reward-toast-queue.ts';
import { engagementClock } from '../state/clock.ts';
import { engagementStore } from '../state/engagement-store.ts';
import type { SocketInbox } from '../state/socket-inbox.ts';
import { lazyView } from './lazy-view.ts';

// The views load when a toast or screen is first due, not with the layer that listens for them; the badge-rename
// notice (a dialog) only on pages where popups may show, never in a classroom.
const BadgeRenameNotice = lazyView(() =>
  import('./badge-rename-notice.tsx').then((m) => m.BadgeRenameNotice),
);
const BoosterAddedDialog = lazyView(() => import('./booster-dialogs.tsx').then((m) => m.BoosterAddedDialog));
const DelayedBoosterDialog = lazyView(() =>
  import('./booster-dialogs.tsx').then((m) => m.DelayedBoosterDialog),
);
const LeaderboardUnlockedScreen = lazyView(() =>
  import('./leaderboard-unlocked-screen.tsx').then((m) => m.LeaderboardUnlockedScreen),
);
const LevelUpDialog = lazyView(() => import('./level-up-dialog.tsx').then((m) => m.LevelUpDialog));
const RewardToastView = lazyView(() => import('./reward-toast-view.tsx').then((m) => m.RewardToastView));
const StreakToast = lazyView(() => import('./streak-toast.tsx').then((m) => m.StreakToast));

/** Loads every view's code now (tests drive the layer on a hand-moved clock and look for a view at once). */
export async function preloadOverlayViews(): Promise<void> {
  const views = [BadgeRenameNotice, BoosterAddedDialog, DelayedBoosterDialog, LeaderboardUnlockedScreen];
  await Promise.all([...views, LevelUpDialog, RewardToastView, StreakToast].map((v) => v.preload()));
}

/** `toastId`: the toast that opened it, marked read when the overlay closes (else it would open on every load). */
type Overlay = { toastId?: number } & (
  | { kind: 'unlock'; forced?: boolean }
  | { kind: 'level'; level: number }
  | { kind: 'booster'; multiplier: number; duration: number }
  | { kind: 'delayed'; unlockTime: number }
);

let storeViewer: string | number | null = null;

/** A failed call leaves the toast unread: it comes back on the next load, which is the safe side. */
const markRead = (ids: number[]) => markToastsRead(ids).catch(() => false);

export interface EngagementOverlaysProps {
  /** Socket toasts that came before the layer loaded (engagement-gate.tsx). */
  inbox?: SocketInbox;
  /** When the page's engagement timers started (the leaderboard widget's 60-s mark counts from there). */
  startedAt?: number;
}

export default function EngagementOverlays(props: EngagementOverlaysProps) {
  const user = useAuth().user;
  return user ? <SignedInOverlays key={user.id} viewer={user.id} name={user.name ?? ''} {...props} /> : null;
}

function SignedInOverlays({
  viewer,
  name,
  inbox,
  startedAt,
}: { viewer: string | number; name: string } & EngagementOverlaysProps) {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const kind = matchRoute(pathname).kind;
  const popupsAllowed = popupsAllowedOn(kind);
  const { visible, receive, dismiss, setOverlay } = useRewardToastQueue();
  const [overlays, setOverlays] = useState<Overlay[]>([]);
  // The full notifications behind queued toasts (text, streak data), by toast id.
  const sources = useRef(new Map<string, ToastNotification>());
  const taken = useRef(new Set<number>());
  // The toast being taken, and whether it opened an overlay (see `take`).
  const taking = useRef<{ id: number; overlay: boolean } | null>(null);
  const push = useCallback((overlay: Overlay) => {
    if (taking.current) taking.current.overlay = true;
    const toastId = taking.current?.id;
    setOverlays((o) => [...o, toastId !== undefined ? { ...overlay, toastId } : overlay]);
  }, []);

  // Another user's flashes and boosters never carry over (not reset on unmount: StrictMode remounts in development).
  useEffect(() => {
    if (storeViewer !== null && storeViewer !== viewer) engagementStore.reset();
    storeViewer = viewer;
  }, [viewer]);

  const effects = useMemo<IntakeEffects>(
    () => ({
      toast(toast, source) {
        sources.current.set(toast.id, source);
        receive(toast);
      },
      addPoints(points, bonus) {
        let completed = false;
        addToSummaryPoints(queryClient, viewer, (total) => {
          const next = applyPointsAdded(total, { points, bonus });
          completed = next.onboarding_completed;
          return next.total;
        });
        if (completed) void markOnboardingComplete().catch(() => false);
        // The history and the week's rank moved too; they load again when next shown.
        void queryClient.invalidateQueries({ queryKey: experienceKeys.history(viewer, 1).slice(0, 3) });
        void queryClient.invalidateQueries({ queryKey: xpSummaryKey(viewer) });
      },
      flash: (flash, notBefore) => engagementStore.scheduleFlash(flash, notBefore),
      addBooster: (booster) => engagementStore.addBooster(booster),
      delayedBoosterAdded(unlockTime) {
        void queryClient.invalidateQueries({ queryKey: experienceKeys.boosters(viewer) });
        if (unlockTime !== null && unlockTime > engagementClock().now() / 1000)
          push({ kind: 'delayed', unlockTime });
      },
      boosterPopup: (multiplier, duration) => push({ kind: 'booster', multiplier, duration }),
      level: (level) => engagementStore.setLevel(level),
      leaderboardUnlocked: () => push({ kind: 'unlock' }),
      levelUp: (level) => push({ kind: 'level', level }),
      streak(streak) {
        queryClient.setQueryData<StreakWire>(streakKey(viewer), (old) =>
          old
            ? { ...old, current_streak: streak.current_streak, longest_streak: streak.longest_streak }
            : old,
        );
      },
    }),
    [queryClient, receive, viewer, push],
  );

  const take = useCallback(
    (n: ToastNotification, live: boolean) => {
      // The socket and the unread list can both bring one toast: each id is taken once.
      if (taken.current.has(n.id)) return;
      taken.current.add(n.id);
      taking.current = { id: n.id, overlay: false };
      takeToast(n, live, engagementClock().now(), effects);
      const { overlay } = taking.current;
      taking.current = null;
      // A reward toast is marked read once shown, an overlay's toast when it closes; anything else (a flash, a
      // booster for the widget, a hidden toast) has been used up now. Unread, it would come back on every load.
      if (!overlay && !(n.show && REWARD_TOAST_TYPES.includes(n.notification_type))) void markRead([n.id]);
    },
    [effects],
  );

  useSocketEvent(TOAST_SOCKET_EVENT, (payload) => {
    const n = parseToast(payload);
    if (n) take(n, true);
  });
  // What came on the socket while the layer loaded; from now on the listener above receives it.
  useEffect(() => {
    if (!inbox || inbox.open) return;
    inbox.open = true;
    for (const payload of inbox.items.splice(0)) {
      const n = parseToast(payload);
      if (n) take(n, true);
    }
  }, [inbox, take]);

  const unread = useUnreadToasts(viewer);
  useEffect(() => {
    unread.data?.forEach((n) => take(n, false));
  }, [unread.data, take]);

  // Toasts wait while an overlay is queued (spec 03 §9); overlays wait for a page that allows popups.
  const overlayQueued = overlays.length > 0;
  useEffect(() => setOverlay(overlayQueued), [overlayQueued, setOverlay]);
  const head = overlays[0];
  const current = head && (popupsAllowed || (head.kind === 'unlock' && head.forced)) ? head : undefined;

  // "A problem class page opened with onboarding=true triggers this onboarding animation instead of the dropdown."
  const onboarding = requestsLeaderboardOnboarding(kind, new URLSearchParams(search));
  useEffect(() => {
    if (onboarding)
      setOverlays((o) => (o.some((x) => x.kind === 'unlock') ? o : [{ kind: 'unlock', forced: true }, ...o]));
  }, [onboarding]);

  // "The leaderboard initial widget appears after 60 s": the week's rank flashes in the widget once per page load.
  const [flashAt] = useState(
    () => (startedAt ?? engagementClock().now()) + LEADERBOARD_INITIAL_WIDGET_DELAY_MS,
  );
  useEffect(() => {
    const clock = engagementClock();
    const handle = clock.set(
      () => {
        queryClient
          .fetchQuery({ queryKey: xpSummaryKey(viewer), queryFn: () => getXpSummary() })
          .then((xp) => {
            if (!xp.locked && xp.user_rank !== null)
              engagementStore.scheduleFlash(
                initialLeaderboardFlash({ rank: xp.user_rank, start_date: xp.start_date }),
              );
          })
          .catch(() => {}); // spec 02 §8: failed leaderboard loads are ignored.
      },
      Math.max(0, flashAt - clock.now()),
    );
    return () => clock.clear(handle);
  }, [queryClient, viewer, flashAt]);
  const closingToast = head?.toastId;
  const closeOverlay = useCallback(() => {
    if (closingToast !== undefined) void markRead([closingToast]);
    setOverlays((o) => o.slice(1));
  }, [closingToast]);

  const source = visible ? sources.current.get(visible.toast.id) : undefined;
  const streak =
    visible && visible.toast.notification_type === ToastNotificationType.DAILY_STREAK_UPGRADED
      ? source?.streak_data
      : null;

  return (
    <Suspense fallback={null}>
      {visible &&
        (streak ? (
          <StreakToast
            key={visible.toast.id}
            currentStreak={streak.current_streak}
            longestStreak={streak.longest_streak}
            onClosed={dismiss}
          />
        ) : (
          <RewardToastView
            key={visible.toast.id}
            toast={visible.toast}
            text={source?.content.text ?? null}
            onClose={dismiss}
          />
        ))}
      {current?.kind === 'unlock' && (
        <LeaderboardUnlockedScreen viewer={viewer} name={name} onClosed={closeOverlay} />
      )}
      {current?.kind === 'level' && <LevelUpDialog level={current.level} onClose={closeOverlay} />}
      {current?.kind === 'booster' && (
        <BoosterAddedDialog
          multiplier={current.multiplier}
          duration={current.duration}
          onClose={closeOverlay}
        />
      )}
      {current?.kind === 'delayed' && (
        <DelayedBoosterDialog unlockTime={current.unlockTime} onClose={closeOverlay} />
      )}
      {popupsAllowed && !current && <BadgeRenameNotice viewer={viewer} />}
    </Suspense>
  );
}
