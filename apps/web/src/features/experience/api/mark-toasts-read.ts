/** POST /api/v4/notifications/mark_toasts_read { source: 'ninjutsu', notification_ids }: each shown toast is marked seen. */
import type { z } from 'zod';
import {
  NotificationPaths,
  type markToastsReadBodySchema,
} from '@katana/shared/engagement/api-notifications';
import { REWARD_TOAST_SOURCE } from '@katana/shared/engagement/notifications';
import { apiClient } from '../../../lib/request/api-client.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

/** Best effort: a failed mark leaves the toast unread, so it shows again on the next load (spec 02 §8 ignores failures). */
export async function markToastsRead(ids: number[], client = apiClient): Promise<boolean> {
  if (ids.length === 0) return true;
  const body: z.input<typeof markToastsReadBodySchema> = {
    source: REWARD_TOAST_SOURCE,
    notification_ids: ids,
  };
  const result = await client.request(apiPath(NotificationPaths.markToastsRead), { method: 'POST', body });
  return result.ok;
}
