/**
 * The inbox and toast rules (spec 02 §4 "Notifications and toasts", §7 notification calls): newest-first pages with
 * a last_notification_id cursor, the 2-day maximum age (unseen items older than that are not shown but marked
 * seen), kinds turned off in the preferences are hidden, unread toasts fetched on load.
 */
import { NOTIFICATION_MAX_AGE_MS, splitByMaxAge } from '@katana/shared/engagement/notifications';
import type { DrawerNotification, ToastNotification } from '@katana/shared/engagement/api-notifications';
import type { NotificationKind } from '@katana/shared/engagement/notifications';
import type { NotificationsRepository } from './notifications.repository.ts';
import { presentInbox, presentToast } from './notifications.presenter.ts';
import { kindsTurnedOff, mergePreferences } from './notification-preferences.ts';

export const INBOX_PAGE_SIZE = 20;
/** Unread toasts returned on load: enough for any realistic backlog, bounded. */
export const UNREAD_TOASTS_LIMIT = 50;
/** An event counts as recently published for this long (the bell's nudge compares these ids). */
export const RECENTLY_PUBLISHED_MS = 7 * 24 * 60 * 60 * 1000;
const OPEN_EVENTS_LIMIT = 20;

export interface NotificationsServiceDeps {
  repo: NotificationsRepository;
  now?: () => Date;
}

export function createNotificationsService({ repo, now = () => new Date() }: NotificationsServiceDeps) {
  async function list(
    userId: number,
    opts: { lastNotificationId?: number | undefined; markAsRead: boolean },
  ): Promise<{ notifications: DrawerNotification[]; last_notification_id: number | null }> {
    const at = now();
    const rows = await repo.inboxPage(userId, opts.lastNotificationId, INBOX_PAGE_SIZE);
    const page = rows.slice(0, INBOX_PAGE_SIZE);
    const more = rows.length > INBOX_PAGE_SIZE;
    const off = new Set<string>(kindsTurnedOff(await repo.preferences(userId, 'STUDIO')));

    const unread = page
      .filter((r) => r.readAt === null)
      .map((r) => ({ id: r.id, created_at: r.createdAt.getTime() }));
    const { mark_seen_only } = splitByMaxAge(unread, at.getTime());
    const dropped = new Set(mark_seen_only);
    if (mark_seen_only.length > 0) await repo.markInboxRead(userId, mark_seen_only, at);

    const shown = page.filter((r) => !dropped.has(r.id) && !off.has(r.kind));
    if (opts.markAsRead) {
      const ids = shown.filter((r) => r.readAt === null).map((r) => r.id);
      if (ids.length > 0) await repo.markInboxRead(userId, ids, at);
    }
    return {
      notifications: shown.map(presentInbox),
      // The cursor is the last id read, even if that item was hidden, so paging never stalls.
      last_notification_id: more ? page[page.length - 1]!.id : null,
    };
  }

  async function unreadCount(userId: number): Promise<{ notifications: number }> {
    const since = new Date(now().getTime() - NOTIFICATION_MAX_AGE_MS);
    const off = kindsTurnedOff(await repo.preferences(userId, 'STUDIO'));
    return { notifications: await repo.unreadInboxCount(userId, since, off) };
  }

  async function unreadToasts(userId: number): Promise<{ toasts: ToastNotification[] }> {
    const at = now();
    const rows = await repo.unreadToasts(userId, UNREAD_TOASTS_LIMIT);
    const { show, mark_seen_only } = splitByMaxAge(
      rows.map((r) => ({ id: r.id, created_at: r.createdAt.getTime(), row: r })),
      at.getTime(),
    );
    if (mark_seen_only.length > 0) await repo.markToastsRead(userId, mark_seen_only, at);
    await repo.markToastsDelivered(
      userId,
      show.map((s) => s.id),
      at,
    );
    return { toasts: show.map((s) => presentToast(s.row)) };
  }

  async function preferences(userId: number, scope: string) {
    const data = (await repo.preferences(userId, scope)) ?? {};
    return { scope: 'STUDIO' as const, data: mergePreferences(null, data) };
  }

  async function savePreferences(
    userId: number,
    scope: string,
    update: Partial<Record<NotificationKind, boolean>>,
  ) {
    const data = mergePreferences(await repo.preferences(userId, scope), update);
    await repo.savePreferences(userId, scope, data);
    return { scope: 'STUDIO' as const, data };
  }

  async function highPriorityEvents(userId: number) {
    const at = now();
    const open = await repo.openEvents(at, OPEN_EVENTS_LIMIT);
    const registered = await repo.registeredEventIds(
      userId,
      open.map((e) => e.id),
    );
    return {
      high_priority_events: open
        .filter((e) => e.highPriority)
        .map((e) => ({
          id: e.id,
          event_category: e.eventCategory,
          user_already_registered: registered.has(e.id),
        })),
      recently_published_events: open
        .filter((e) => at.getTime() - e.publishedAt.getTime() <= RECENTLY_PUBLISHED_MS)
        .map((e) => ({ id: e.id })),
    };
  }

  return {
    list,
    unreadCount,
    markRead: (userId: number, ids: number[]) => repo.markInboxRead(userId, ids, now()),
    markAllRead: (userId: number) => repo.markInboxRead(userId, null, now()),
    unreadToasts,
    markToastsRead: (userId: number, ids: number[]) => repo.markToastsRead(userId, ids, now()),
    preferences,
    savePreferences,
    highPriorityEvents,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
