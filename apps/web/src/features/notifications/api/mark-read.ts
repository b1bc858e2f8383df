/**
 * POST /api/v4/notifications/mark_read { source, notification_ids } and POST /api/v4/notifications/mark_all_read
 * { source }. Both answer { marked }; a failure is not shown (spec 02 §8: no other user-facing error text), the
 * items simply stay unread for next time.
 */
import type { z } from 'zod';
import {
  MARK_IDS_MAX,
  markedSchema,
  NotificationPaths,
  type markAllReadBodySchema,
  type markReadBodySchema,
} from '@katana/shared/engagement/api-notifications';
import { NOTIFICATION_SOURCE } from '@katana/shared/engagement/notifications';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export async function markNotificationsRead(ids: readonly number[], client = apiClient): Promise<number> {
  let marked = 0;
  for (let i = 0; i < ids.length; i += MARK_IDS_MAX) {
    const body: z.input<typeof markReadBodySchema> = {
      source: NOTIFICATION_SOURCE,
      notification_ids: ids.slice(i, i + MARK_IDS_MAX),
    };
    const data = await callApi(
      client.request(apiPath(NotificationPaths.markRead), { method: 'POST', body }),
      markedSchema,
    );
    marked += data.marked;
  }
  return marked;
}

export async function markAllNotificationsRead(client = apiClient): Promise<number> {
  const body: z.input<typeof markAllReadBodySchema> = { source: NOTIFICATION_SOURCE };
  const data = await callApi(
    client.request(apiPath(NotificationPaths.markAllRead), { method: 'POST', body }),
    markedSchema,
  );
  return data.marked;
}
