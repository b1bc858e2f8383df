/** GET /api/v1/contests/:slug/virtual_standing: the caller's would-be rank in their virtual attempt. */
import { useQuery } from '@tanstack/react-query';
import { ContestPaths, virtualStandingSchema, type VirtualStanding } from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { contestKeys } from '../../../lib/api/contest-keys.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function fetchVirtualStanding(slug: string, client = apiClient): Promise<VirtualStanding> {
  return callApi(client.get(apiPath(ContestPaths.virtualStanding, { slug })), virtualStandingSchema);
}

export function useVirtualStanding(slug: string, enabled: boolean) {
  return useQuery<VirtualStanding, ApiRequestError>({
    queryKey: contestKeys.virtual(slug),
    queryFn: () => fetchVirtualStanding(slug),
    enabled,
    refetchInterval: enabled ? 15_000 : false,
  });
}
