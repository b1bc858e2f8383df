/**
 * POST /api/v4/notifications/mark_read { source, notification_ids } and POST /api/v4/notifications/mark_all_read
 * { source }. Both answer { marked }; a failure is not shown (spec 02 §8: no other user-facing error text), the
 * items simply stay unread for next time.
 */
import { z } from 'zod';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { NOTIFICATION_SOURCE } from '@katana/shared/engagement/notifications';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from './paths.ts';

const markedSchema = z.object({ marked: z.number().int().nonnegative() });

/** The contract takes at most 200 ids a call. */
const MAX_IDS = 200;

export async function markNotificationsRead(ids: readonly number[], client = apiClient): Promise<number> {
  let marked = 0;
  for (let i = 0; i < ids.length; i += MAX_IDS) {
    const data = await callApi(
      client.request(apiPath(NotificationPaths.markRead), {
        method: 'POST',
        body: { source: NOTIFICATION_SOURCE, notification_ids: ids.slice(i, i + MAX_IDS) },
      }),
      markedSchema,
    );
    marked += data.marked;
  }
  return marked;
}

export async function markAllNotificationsRead(client = apiClient): Promise<number> {
  const data = await callApi(
    client.request(apiPath(NotificationPaths.markAllRead), {
      method: 'POST',
      body: { source: NOTIFICATION_SOURCE },
    }),
    markedSchema,
  );
  return data.marked;
}
