/** GET /api/v3/boosters: delayed and unlocked boosters (spec 02 §3); an unlocked one puts "Activate {n}X booster" in the widget. */
import { useQuery } from '@tanstack/react-query';
import {
  boostersListSchema,
  ExperiencePaths,
  type BoostersList,
} from '@katana/shared/engagement/api-experience';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export function getBoosters(client = apiClient, signal?: AbortSignal): Promise<BoostersList> {
  return callApi(client.get(apiPath(ExperiencePaths.boosters), signal ? { signal } : {}), boostersListSchema);
}

export function useBoosters(viewer: ViewerId | null) {
  return useQuery<BoostersList, ApiRequestError>({
    queryKey: experienceKeys.boosters(viewer ?? 'none'),
    queryFn: ({ signal }) => getBoosters(apiClient, signal),
    enabled: viewer !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
