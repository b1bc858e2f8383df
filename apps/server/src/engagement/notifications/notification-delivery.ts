/**
 * Delivery of stored notifications over socket.io, AFTER the transaction that recorded them committed: reward
 * toasts on the ninjutsu_room event, inbox items on the codestudio_notification_drawer event, to the user's room
 * (app.realtime.toUser, which goes through the Redis adapter when scaled out, so any API node can deliver).
 *
 * At least once: the rows are locked (skip locked: two nodes delivering for one user at the same time split the
 * rows instead of both sending them), emitted, then marked delivered in the same transaction; a failed commit
 * leaves them to the next delivery. Rows already read, older than the 2-day maximum age, or of a kind the user
 * turned off are marked delivered without being pushed.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  NOTIFICATION_MAX_AGE_MS,
  NOTIFICATION_PREFERENCES_SCOPE,
} from '@katana/shared/engagement/notifications';
import { DRAWER_SOCKET_EVENT, TOAST_SOCKET_EVENT } from '@katana/shared/engagement/api-notifications';
import type { Db } from '../../db/client.ts';
import { inboxNotifications, rewardToasts } from '../../db/schema/engagement-notifications.ts';
import { presentInbox, presentToast } from './notifications.presenter.ts';
import { kindsTurnedOff } from './notification-preferences.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

const BATCH = 100;
const MAX_ROUNDS = 10;

export interface DeliveryDeps {
  db: Db;
  repo: (db: Db) => NotificationsRepository;
  emit(userId: number, event: string, payload: unknown): void;
  now?: () => Date;
}

export interface DeliveryResult {
  toasts: number;
  drawer: number;
}

export function createNotificationDelivery(deps: DeliveryDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * Pushes the user's undelivered rows; returns how many were emitted. `inboxOnly` when a socket connects: the
   * page that opened it fetches its unread toasts itself (unread_toasts), so pushing them too would show them twice.
   */
  async function deliver(userId: number, opts: { inboxOnly?: boolean } = {}): Promise<DeliveryResult> {
    const total = { toasts: 0, drawer: 0 };
    // Batches of BATCH rows per transaction, until a batch comes back short (bounded: a backlog is rare).
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const { pushed, full } = await deliverBatch(userId, opts);
      total.toasts += pushed.toasts;
      total.drawer += pushed.drawer;
      if (!full) break;
    }
    return total;
  }

  async function deliverBatch(
    userId: number,
    opts: { inboxOnly?: boolean },
  ): Promise<{ pushed: DeliveryResult; full: boolean }> {
    return deps.db.transaction(async (tx) => {
      const at = now();
      const oldest = at.getTime() - NOTIFICATION_MAX_AGE_MS;
      const toasts = opts.inboxOnly
        ? []
        : await tx
            .select()
            .from(rewardToasts)
            .where(and(eq(rewardToasts.userId, userId), isNull(rewardToasts.deliveredAt)))
            .orderBy(rewardToasts.id)
            .limit(BATCH)
            .for('update', { skipLocked: true });
      const inbox = await tx
        .select()
        .from(inboxNotifications)
        .where(and(eq(inboxNotifications.userId, userId), isNull(inboxNotifications.deliveredAt)))
        .orderBy(inboxNotifications.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const full = toasts.length === BATCH || inbox.length === BATCH;
      if (toasts.length === 0 && inbox.length === 0) return { pushed: { toasts: 0, drawer: 0 }, full };

      const off = new Set<string>(
        kindsTurnedOff(await deps.repo(tx).preferences(userId, NOTIFICATION_PREFERENCES_SCOPE)),
      );
      const fresh = (d: Date) => d.getTime() >= oldest;
      const pushToasts = toasts.filter((t) => t.readAt === null && fresh(t.createdAt));
      const pushInbox = inbox.filter((n) => n.readAt === null && fresh(n.createdAt) && !off.has(n.kind));

      if (toasts.length > 0)
        await tx
          .update(rewardToasts)
          .set({ deliveredAt: at })
          .where(
            inArray(
              rewardToasts.id,
              toasts.map((t) => t.id),
            ),
          );
      if (inbox.length > 0)
        await tx
          .update(inboxNotifications)
          .set({ deliveredAt: at })
          .where(
            inArray(
              inboxNotifications.id,
              inbox.map((n) => n.id),
            ),
          );
      // Emitted last inside the transaction: a failure before this point sends nothing and marks nothing.
      for (const t of pushToasts) deps.emit(userId, TOAST_SOCKET_EVENT, presentToast(t));
      for (const n of pushInbox) deps.emit(userId, DRAWER_SOCKET_EVENT, presentInbox(n));
      return { pushed: { toasts: pushToasts.length, drawer: pushInbox.length }, full };
    });
  }

  return { deliver };
}
