/** Rows to the wire shapes of api-notifications.ts (toastNotification, drawerNotification). */
import type { DrawerNotification, ToastNotification } from '@katana/shared/engagement/api-notifications';
import type { InboxNotificationRow, RewardToastRow } from '../../db/schema/engagement-notifications.ts';

export function presentToast(row: RewardToastRow): ToastNotification {
  return {
    id: row.id,
    notification_type: row.notificationType as ToastNotification['notification_type'],
    content: row.content as ToastNotification['content'],
    created_at: row.createdAt.toISOString(),
    type: row.label,
    points: row.points,
    bonus: row.bonus,
    multiplier: row.multiplier,
    duration: row.duration,
    show: row.show,
    link: row.link,
    lb_entry_type: row.lbEntryType,
    event_data: (row.eventData as Record<string, unknown> | null) ?? null,
    // Merging a welcome bonus into a pending problem-submitted toast happens in the client's toast queue.
    additional_toast: null,
    streak_data: (row.streakData as ToastNotification['streak_data']) ?? null,
  };
}

export function presentInbox(row: InboxNotificationRow): DrawerNotification {
  return {
    id: row.id,
    kind: row.kind as DrawerNotification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    image: row.image,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
