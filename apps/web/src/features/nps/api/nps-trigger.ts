/**
 * GET /api/v3/nps/trigger: whether to show the survey (spec 02 §4 "NPS"); `?nps` in the page address makes it a
 * forced check. A failure reads as "no" (spec 02 §8: NPS failures are ignored with no message).
 */
import { useQuery } from '@tanstack/react-query';
import { CommunityPaths, npsTriggerSchema } from '@katana/shared/engagement/api-community';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export async function getNpsTrigger(forced: boolean, client = apiClient): Promise<boolean> {
  const data = await callApi(
    client.get(apiPath(CommunityPaths.npsTrigger), { params: forced ? { nps: '1' } : {}, loadingBar: false }),
    npsTriggerSchema,
  );
  return data.trigger_nps;
}

/** Once per page load per viewer, and again when a forced check is asked for. */
export function useNpsTrigger(viewer: string | number, forced: boolean) {
  return useQuery({
    queryKey: ['nps', 'trigger', viewer, forced],
    queryFn: () => getNpsTrigger(forced).catch(() => false),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
