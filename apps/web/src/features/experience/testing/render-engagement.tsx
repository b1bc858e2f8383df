/**
 * Renders the header's EXP and streak widgets and the app shell's engagement overlays the way the shell mounts them,
 * with the server faked at fetch, a fake socket the test drives and a hand-moved clock.
 */
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { fakeSocketFactory } from '../../../lib/realtime/fake-socket.ts';
import { RealtimeSocketProvider } from '../../../lib/realtime/realtime-context.tsx';
import { apiClient } from '../../../lib/request/api-client.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi, ok, type FakeRoute } from '../../../test/fake-api.ts';
import { setViewportWidth } from '../../../test/match-media.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { TOAST_SOCKET_EVENT } from '@katana/shared/engagement/api-notifications';
import type { AuthState } from '../../../lib/auth/auth-state.ts';
import EngagementOverlays, { preloadOverlayViews } from '../components/engagement-overlays.tsx';
import ExpWidget from '../components/exp-widget.tsx';
import StreakWidget from '../components/streak-widget.tsx';
import { manualClock, setClockForTests } from '../state/clock.ts';
import { engagementStore } from '../state/engagement-store.ts';

// The layer's views load lazily in the app; here they are in before any test moves the clock.
await preloadOverlayViews();

export const LEVEL_MAP = {
  '1': 0,
  '2': 100,
  '3': 300,
  '4': 600,
  '5': 1000,
  '6': 1600,
  '7': 2400,
  '8': 3500,
  '9': 5000,
  '10': 7000,
};

export function summary(
  points: number,
  boosters: { end_time: number; multiplier: number; type: string }[] = [],
) {
  return ok({ details: { points, boosters } });
}

export const DEFAULT_ROUTES: Record<string, FakeRoute> = {
  'GET v3/experience/summary': [summary(40)],
  'GET v3/boosters': [ok({ delayed_boosters: [], unlocked_boosters: [] })],
  'GET v3/policies': [
    ok({ details: { policies: [] }, user_active_policies: [], user_level: 1, level_points_map: LEVEL_MAP }),
  ],
  'GET v4/notifications/unread_toasts': [ok({ toasts: [] })],
  'POST v4/notifications/mark_toasts_read': [ok({ marked: 1 })],
  'GET v3/streaks': [
    ok({ current_streak: 3, longest_streak: 9, user_uuid: 'u-7', unacknowledged_milestone: null }),
  ],
};

let n = 100;
/** A toast notification as the server sends it on ninjutsu_room. */
export function toastMessage(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    id: n,
    notification_type: 'EXPERIENCE_POINTS_ADDED',
    content: { points: 20, bonus: 0, type: 'Problem submitted' },
    created_at: '2026-03-02T06:30:00.000Z',
    type: 'Problem submitted',
    points: 20,
    bonus: 0,
    multiplier: 1,
    duration: null,
    show: true,
    link: null,
    lb_entry_type: null,
    event_data: null,
    additional_toast: null,
    streak_data: null,
    ...overrides,
  };
}

export function renderEngagement({
  routes = {},
  width = 1440,
  auth = signedIn({ node_access_token: 'node.token' }),
  path = '/problems',
}: { routes?: Record<string, FakeRoute>; width?: number; auth?: AuthState; path?: string } = {}) {
  apiClient.cache.clear();
  engagementStore.reset();
  const clock = manualClock();
  setClockForTests(clock);
  setViewportWidth(width);
  const api = fakeApi({ ...DEFAULT_ROUTES, ...routes });
  const factory = fakeSocketFactory();
  const view = renderWithAuth(
    <RealtimeSocketProvider factory={factory}>
      <Suspense fallback={null}>
        <header>
          <StreakWidget />
          <ExpWidget />
        </header>
        <EngagementOverlays />
      </Suspense>
    </RealtimeSocketProvider>,
    { auth, path },
  );
  return {
    ...view,
    api,
    clock,
    /** The server pushes a toast on ninjutsu_room. */
    push(message: unknown) {
      act(() => factory.sockets[0]!.emit(TOAST_SOCKET_EVENT, message));
    },
    /** Moves the clock, running the timers that fall due. */
    advance(ms: number) {
      act(() => clock.advance(ms));
    },
    sockets: factory.sockets,
  };
}

export function restoreClock() {
  setClockForTests();
}
