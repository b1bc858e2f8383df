/**
 * GET /api/v4/notifications?source=codestudio&mark_as_read=false&last_notification_id: the inbox, newest first, a
 * page at a time (the cursor is the last id of the previous page; null at the end). Reading never marks anything:
 * the drawer marks what it showed through mark_read.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  NotificationPaths,
  notificationsPageSchema,
  type DrawerNotification,
} from '@katana/shared/engagement/api-notifications';
import { NOTIFICATION_SOURCE } from '@katana/shared/engagement/notifications';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { notificationKeys, type ViewerId } from './paths.ts';

export interface NotificationsPage {
  notifications: DrawerNotification[];
  last_notification_id: number | null;
}

export function getNotificationsPage(
  lastNotificationId: number | null,
  client = apiClient,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const params: Record<string, string> = { source: NOTIFICATION_SOURCE, mark_as_read: 'false' };
  if (lastNotificationId !== null) params.last_notification_id = String(lastNotificationId);
  return callApi(
    client.get(apiPath(NotificationPaths.list), { params, ...(signal ? { signal } : {}) }),
    notificationsPageSchema,
  );
}

export function useNotificationsInbox(viewer: ViewerId, enabled = true) {
  return useInfiniteQuery<
    NotificationsPage,
    ApiRequestError,
    { pages: NotificationsPage[] },
    readonly unknown[],
    number | null
  >({
    queryKey: notificationKeys.inbox(viewer),
    queryFn: ({ pageParam, signal }) => getNotificationsPage(pageParam, apiClient, signal),
    initialPageParam: null,
    getNextPageParam: (last) => last.last_notification_id ?? undefined,
    enabled,
  });
}
