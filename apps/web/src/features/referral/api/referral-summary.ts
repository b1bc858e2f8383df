/** GET /api/v3/referral/summary: the learner's invite link and how many friends joined through it (ours). */
import { useQuery } from '@tanstack/react-query';
import {
  CommunityPaths,
  referralSummarySchema,
  type ReferralSummary,
} from '@katana/shared/engagement/api-community';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function getReferralSummary(client = apiClient, signal?: AbortSignal): Promise<ReferralSummary> {
  return callApi(
    client.get(apiPath(CommunityPaths.referralSummary), signal ? { signal } : {}),
    referralSummarySchema,
  );
}

export function useReferralSummary(viewer: string | number | null) {
  return useQuery<ReferralSummary, ApiRequestError>({
    queryKey: ['referral', 'summary', viewer ?? 'none'],
    queryFn: ({ signal }) => getReferralSummary(apiClient, signal),
    enabled: viewer !== null,
    retry: false,
  });
}
