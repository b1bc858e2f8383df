/**
 * GET /api/v3/leaderboard/xp-summary: locked, the week's start_date (epoch seconds), the user's rank and the week's
 * EXP (spec 02 §3): the EXP dropdown's Leaderboard tab and unlock screen, the dashboard's weekly card and page.
 */
import { useQuery } from '@tanstack/react-query';
import { LeaderboardPaths, xpSummarySchema, type XpSummary } from '@katana/shared/engagement/api-leaderboard';
import type { ApiRequestError } from '../request/api-query.ts';
import { getContract } from '../request/contract-path.ts';
import { engagementKeys, type Viewer } from './engagement-keys.ts';

export const xpSummaryKey = (viewer: Viewer) => engagementKeys.of(viewer, 'xp-summary');

export function getXpSummary(signal?: AbortSignal): Promise<XpSummary> {
  return getContract(LeaderboardPaths.xpSummary, xpSummarySchema, undefined, signal);
}

export function useXpSummary(viewer: Viewer, enabled = true) {
  return useQuery<XpSummary, ApiRequestError>({
    queryKey: xpSummaryKey(viewer),
    queryFn: ({ signal }) => getXpSummary(signal),
    enabled: viewer !== null && enabled,
  });
}
