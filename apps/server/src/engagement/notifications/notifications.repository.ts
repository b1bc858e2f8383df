/** Reads and writes of reward toasts, inbox items, preferences and highlighted events. No rules here. */
import { and, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  highlightedEventRegistrations,
  highlightedEvents,
  inboxNotifications,
  notificationPreferences,
  rewardToasts,
  type InboxNotificationRow,
  type RewardToastRow,
} from '../../db/schema/engagement-notifications.ts';

export function createNotificationsRepository(db: Db) {
  return {
    /** Newest first; `before` is the paging cursor (ids older than it). Reads limit + 1 to know if more exist. */
    async inboxPage(
      userId: number,
      before: number | undefined,
      limit: number,
    ): Promise<InboxNotificationRow[]> {
      return db
        .select()
        .from(inboxNotifications)
        .where(
          and(
            eq(inboxNotifications.userId, userId),
            before !== undefined ? lt(inboxNotifications.id, before) : undefined,
          ),
        )
        .orderBy(desc(inboxNotifications.id))
        .limit(limit + 1);
    },

    async unreadInboxCount(userId: number, since: Date, kindsOff: string[]): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(inboxNotifications)
        .where(
          and(
            eq(inboxNotifications.userId, userId),
            isNull(inboxNotifications.readAt),
            gt(inboxNotifications.createdAt, since),
            kindsOff.length > 0 ? notInArray(inboxNotifications.kind, kindsOff) : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Marks the user's unread items read (all of them when ids is null); returns how many changed. */
    async markInboxRead(userId: number, ids: number[] | null, at: Date): Promise<number> {
      const rows = await db
        .update(inboxNotifications)
        .set({ readAt: at })
        .where(
          and(
            eq(inboxNotifications.userId, userId),
            isNull(inboxNotifications.readAt),
            ids ? inArray(inboxNotifications.id, ids) : undefined,
          ),
        )
        .returning({ id: inboxNotifications.id });
      return rows.length;
    },

    async unreadToasts(userId: number, limit: number): Promise<RewardToastRow[]> {
      return db
        .select()
        .from(rewardToasts)
        .where(and(eq(rewardToasts.userId, userId), isNull(rewardToasts.readAt)))
        .orderBy(rewardToasts.id)
        .limit(limit);
    },

    /** Toasts handed out by unread_toasts count as delivered: a later push would show them twice. */
    async markToastsDelivered(userId: number, ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(rewardToasts)
        .set({ deliveredAt: at })
        .where(
          and(
            eq(rewardToasts.userId, userId),
            isNull(rewardToasts.deliveredAt),
            inArray(rewardToasts.id, ids),
          ),
        );
    },

    async markToastsRead(userId: number, ids: number[], at: Date): Promise<number> {
      const rows = await db
        .update(rewardToasts)
        .set({ readAt: at })
        .where(
          and(eq(rewardToasts.userId, userId), isNull(rewardToasts.readAt), inArray(rewardToasts.id, ids)),
        )
        .returning({ id: rewardToasts.id });
      return rows.length;
    },

    async preferences(userId: number, scope: string): Promise<Record<string, boolean> | null> {
      const [row] = await db
        .select({ data: notificationPreferences.data })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.scope, scope)));
      return (row?.data as Record<string, boolean> | undefined) ?? null;
    },

    async savePreferences(userId: number, scope: string, data: Record<string, boolean>): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, scope, data })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.scope],
          set: { data, updatedAt: new Date() },
        });
    },

    /** Events still open, newest published first. */
    async openEvents(now: Date, limit: number) {
      return db
        .select()
        .from(highlightedEvents)
        .where(gt(highlightedEvents.endsAt, now))
        .orderBy(desc(highlightedEvents.publishedAt))
        .limit(limit);
    },

    async registeredEventIds(userId: number, eventIds: string[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .select({ id: highlightedEventRegistrations.eventId })
        .from(highlightedEventRegistrations)
        .where(
          and(
            eq(highlightedEventRegistrations.userId, userId),
            inArray(highlightedEventRegistrations.eventId, eventIds),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
