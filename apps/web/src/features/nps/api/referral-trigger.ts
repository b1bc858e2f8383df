/** GET /api/v3/referral/trigger: the referral banner's invite link (spec 02 §3 "Referral trigger data"). */
import { useQuery } from '@tanstack/react-query';
import { CommunityPaths, referralTriggerSchema } from '@katana/shared/engagement/api-community';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function getReferralTrigger(client = apiClient) {
  return callApi(
    client.get(apiPath(CommunityPaths.referralTrigger), { loadingBar: false }),
    referralTriggerSchema,
  );
}

/** A failure leaves the banner out (spec 02 §8: referral failures are ignored with no message). */
export function useReferralTrigger(viewer: string | number) {
  return useQuery({
    queryKey: ['referral', 'trigger', viewer],
    queryFn: () => getReferralTrigger(),
    staleTime: Infinity,
    retry: false,
  });
}
