/** POST /api/v3/users/events: records that the learner has seen the tour (PS_NAV_ONBOARDING) or the welcome dialog. */
import { AuthPaths, emptyResponseSchema } from '@katana/shared/api/auth';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function acknowledgeOnboarding(
  eventKey: 'PS_NAV_ONBOARDING' | 'NAUKRI_ONBOARDING_SEEN_STUDIO',
  client = apiClient,
): Promise<unknown> {
  return callApi(
    client.post(
      apiPath(AuthPaths.userEvents),
      { event_key: eventKey, acknowledgement: true },
      { loadingBar: false },
    ),
    emptyResponseSchema,
  );
}
