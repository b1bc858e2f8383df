/**
 * The engagement layer's triggers, in the first load for a signed-in learner (issue 21: overlays load when their
 * trigger fires). The layer (EngagementOverlays: reward and streak toasts, level-up, booster and leaderboard
 * screens, the badge-rename notice) loads once one fires: a page where popups may show (spec 02 §2), an unread toast
 * on load, a toast on the socket, the leaderboard onboarding address, or the leaderboard widget's 60-s mark. On the
 * classroom pages, where popups are held back, a learner with nothing unread fetches none of it until a toast comes.
 * Socket toasts that arrive before the layer is up wait in its inbox and are taken when it mounts.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { TOAST_SOCKET_EVENT } from '@katana/shared/engagement/api-notifications';
import { popupsAllowedOn, requestsLeaderboardOnboarding } from '@katana/shared/engagement/dialogs';
import { LEADERBOARD_INITIAL_WIDGET_DELAY_MS } from '@katana/shared/engagement/leaderboard';
import { matchRoute } from '@katana/shared/routes';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useSocketEvent } from '../../../lib/realtime/realtime-context.tsx';
import { useUnreadToasts } from '../api/unread-toasts.ts';
import { engagementClock } from '../state/clock.ts';
import type { SocketInbox } from '../state/socket-inbox.ts';

const EngagementOverlays = lazy(() => import('./engagement-overlays.tsx'));

export function EngagementGate() {
  const user = useAuth().user;
  return user ? <Triggers key={user.id} viewer={user.id} /> : null;
}

function Triggers({ viewer }: { viewer: string | number }) {
  const { pathname, search } = useLocation();
  const kind = matchRoute(pathname).kind;
  const [startedAt] = useState(() => engagementClock().now());
  const inbox = useRef<SocketInbox>({ items: [], open: false });
  const [fired, setFired] = useState(false);
  const unread = useUnreadToasts(viewer);

  useSocketEvent(TOAST_SOCKET_EVENT, (payload) => {
    if (inbox.current.open) return;
    inbox.current.items.push(payload);
    setFired(true);
  });
  useEffect(() => {
    const clock = engagementClock();
    const handle = clock.set(() => setFired(true), LEADERBOARD_INITIAL_WIDGET_DELAY_MS);
    return () => clock.clear(handle);
  }, []);

  const due =
    popupsAllowedOn(kind) ||
    requestsLeaderboardOnboarding(kind, new URLSearchParams(search)) ||
    (unread.data?.length ?? 0) > 0;
  useEffect(() => {
    if (due) setFired(true);
  }, [due]);

  if (!fired && !due) return null;
  return (
    <Suspense fallback={null}>
      <EngagementOverlays inbox={inbox.current} startedAt={startedAt} />
    </Suspense>
  );
}
