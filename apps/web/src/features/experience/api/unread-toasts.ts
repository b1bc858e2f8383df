/** GET /api/v4/notifications/unread_toasts: experience toasts the learner has not seen yet, shown on load (spec 02 §7). */
import { useQuery } from '@tanstack/react-query';
import {
  NotificationPaths,
  unreadToastsSchema,
  type ToastNotification,
} from '@katana/shared/engagement/api-notifications';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export async function getUnreadToasts(
  client = apiClient,
  signal?: AbortSignal,
): Promise<ToastNotification[]> {
  const data = await callApi(
    client.get(apiPath(NotificationPaths.unreadToasts), signal ? { signal } : {}),
    unreadToastsSchema,
  );
  return data.toasts;
}

/** Once per signed-in page load; the socket brings the rest. */
export function useUnreadToasts(viewer: ViewerId | null) {
  return useQuery<ToastNotification[], ApiRequestError>({
    queryKey: experienceKeys.unreadToasts(viewer ?? 'none'),
    queryFn: ({ signal }) => getUnreadToasts(apiClient, signal),
    enabled: viewer !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
