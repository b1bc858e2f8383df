/**
 * The signed-in header's widget slots (spec 01 §6 "Authenticated user: EXP widget, notifications, profile menu,
 * streak and problem of the day"). The sign-in issue fills the profile menu; the engagement issues fill these
 * slots by adding their component here. An empty slot renders nothing: no placeholder data is ever shown.
 */
import { lazy, Suspense, type ReactNode } from 'react';

// Loaded after the first render, so a page's first load does not carry them.
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell.tsx'));
const StreakWidget = lazy(() => import('../../features/experience/components/streak-widget.tsx'));
const ExpWidget = lazy(() => import('../../features/experience/components/exp-widget.tsx'));
const PotdWidget = lazy(() => import('../../features/problem-of-the-day/components/potd-widget.tsx'));

export interface SignedInHeaderWidgets {
  /** Unseen-count dot and the notification drawer (spec 01 "Header widgets", 360px drawer). */
  notificationBell: ReactNode;
  /** Current and longest streak. */
  streak: ReactNode;
  /** EXP and level widget (collapses to an icon up to 1279px). */
  exp: ReactNode;
  /** Problem-of-the-day widget with its tooltip. */
  problemOfTheDay: ReactNode;
}

export const signedInHeaderWidgets: SignedInHeaderWidgets = {
  notificationBell: <NotificationBell />,
  streak: <StreakWidget />,
  exp: <ExpWidget />,
  problemOfTheDay: <PotdWidget />,
};

export function HeaderWidgetSlot({ name }: { name: keyof SignedInHeaderWidgets }) {
  const widget = signedInHeaderWidgets[name];
  return widget ? (
    <div data-slot={name}>
      <Suspense fallback={null}>{widget}</Suspense>
    </div>
  ) : null;
}
