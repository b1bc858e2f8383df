/**
 * What the drawer and the notification centre show of the inbox, and the marking that goes with showing it:
 * every unread item that is shown is marked read, and unread items older than 2 days are not shown but still
 * marked (spec 02 §4, §9 "Notification max age 2 days"). Each id is sent once per mounted view.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DrawerNotification } from '@katana/shared/engagement/api-notifications';
import { NOTIFICATION_MAX_AGE_MS } from '@katana/shared/engagement/notifications';
import { useClock } from '../../../lib/clock/clock-context.tsx';
import { markNotificationsRead } from '../api/mark-read.ts';
import type { NotificationsPage } from '../api/notifications-page.ts';

export function visibleNotifications(
  pages: readonly NotificationsPage[] | undefined,
  now: number,
): { shown: DrawerNotification[]; toMark: number[] } {
  const shown: DrawerNotification[] = [];
  const toMark: number[] = [];
  for (const page of pages ?? []) {
    for (const n of page.notifications) {
      const tooOld = now - Date.parse(n.created_at) > NOTIFICATION_MAX_AGE_MS;
      if (!n.read) toMark.push(n.id);
      // Only unseen items age out; one already read stays in the history.
      if (n.read || !tooOld) shown.push(n);
    }
  }
  return { shown, toMark };
}

export function useInboxView(pages: readonly NotificationsPage[] | undefined, onMarked?: () => void) {
  const clock = useClock();
  // One instant per mounted view, so the same items stay shown while it is open.
  const [now] = useState(clock);
  const { shown, toMark } = useMemo(() => visibleNotifications(pages, now), [pages, now]);
  const sent = useRef(new Set<number>());
  const latestOnMarked = useRef(onMarked);
  useEffect(() => {
    latestOnMarked.current = onMarked;
  });

  useEffect(() => {
    const ids = toMark.filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => sent.current.add(id));
    markNotificationsRead(ids).then(
      () => latestOnMarked.current?.(),
      // Not marked this time: let a later view try again.
      () => ids.forEach((id) => sent.current.delete(id)),
    );
  }, [toMark]);

  return shown;
}
