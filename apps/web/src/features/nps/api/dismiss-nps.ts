/**
 * GET /api/v3/nps/dismiss?nps_rating: records closing the survey before the thank-you (spec 02 §4), with the rating
 * picked or none. A GET that records (as the spec has it), so it echoes the CSRF token. Failures are ignored (§8).
 */
import { CommunityPaths } from '@katana/shared/engagement/api-community';
import { apiClient } from '../../../lib/request/api-client.ts';
import { csrfHeaders } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export async function dismissNps(rating: number | null, client = apiClient): Promise<void> {
  await client
    .get(apiPath(CommunityPaths.npsDismiss), {
      params: rating === null ? {} : { nps_rating: String(rating) },
      headers: csrfHeaders(),
      loadingBar: false,
    })
    .catch(() => undefined);
}
