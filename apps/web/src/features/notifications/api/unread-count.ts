/** GET /api/v4/notifications/unread_count?source=codestudio: the header's unseen count (spec 01 "notifications"). */
import { useQuery } from '@tanstack/react-query';
import { NotificationPaths, unreadCountSchema } from '@katana/shared/engagement/api-notifications';
import { NOTIFICATION_SOURCE } from '@katana/shared/engagement/notifications';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { notificationKeys, type ViewerId } from './paths.ts';

export async function getUnreadCount(client = apiClient, signal?: AbortSignal): Promise<number> {
  const data = await callApi(
    client.get(apiPath(NotificationPaths.unreadCount), {
      params: { source: NOTIFICATION_SOURCE },
      ...(signal ? { signal } : {}),
    }),
    unreadCountSchema,
  );
  return data.notifications;
}

export function useUnreadCount(viewer: ViewerId, enabled = true) {
  return useQuery<number, ApiRequestError>({
    queryKey: notificationKeys.unreadCount(viewer),
    queryFn: ({ signal }) => getUnreadCount(apiClient, signal),
    enabled,
  });
}
