/** POST /api/v3/users/events: acknowledges an onboarding event (NAUKRI_ONBOARDING_SEEN_STUDIO and friends). */
import { AuthPaths, emptyResponseSchema, type UserEventBody } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function acknowledgeUserEvent(body: UserEventBody, client = apiClient): Promise<unknown> {
  return callApi(
    client.post(apiPath(AuthPaths.userEvents), body, { loadingBar: false }),
    emptyResponseSchema,
  );
}
