/**
 * POST /api/v3/leaderboard/mark-onboarding-complete: "When the total crosses from under 100 to 100 or more,
 * onboarding is marked completed" (spec 02 §4). Best effort: a failure is ignored like other leaderboard calls (§8).
 */
import { LeaderboardPaths } from '@katana/shared/engagement/api-leaderboard';
import { apiClient } from '../../../lib/request/api-client.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export async function markOnboardingComplete(client = apiClient): Promise<boolean> {
  const result = await client.request(apiPath(LeaderboardPaths.markOnboardingComplete), {
    method: 'POST',
    body: {},
  });
  return result.ok;
}
