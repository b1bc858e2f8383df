/** POST /api/v3/users/events: acknowledges an onboarding event (NAUKRI_ONBOARDING_SEEN_STUDIO and friends). */
import { emptyResponseSchema, type UserEventBody } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from './call-api.ts';

export const USER_EVENTS_PATH = 'v3/users/events';

export function acknowledgeUserEvent(body: UserEventBody, client = apiClient): Promise<unknown> {
  return callApi(client.post(USER_EVENTS_PATH, body, { loadingBar: false }), emptyResponseSchema);
}
