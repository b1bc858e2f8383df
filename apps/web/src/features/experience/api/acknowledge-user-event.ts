/**
 * POST /api/v3/user-events { event_key, acknowledgement }: marks a user event, e.g. BADGE_NAME_CHANGE_POPUP_SHOWN
 * once the badge-rename notice is dismissed. Best effort: the local flag already hides the notice here.
 */
import type { z } from 'zod';
import { StreakBadgePaths, type userEventBodySchema } from '@katana/shared/engagement/api-streaks-badges';
import { apiClient } from '../../../lib/request/api-client.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export async function acknowledgeUserEvent(eventKey: string, client = apiClient): Promise<boolean> {
  const body: z.input<typeof userEventBodySchema> = { event_key: eventKey, acknowledgement: true };
  const result = await client.request(apiPath(StreakBadgePaths.userEvents), { method: 'POST', body });
  return result.ok;
}
