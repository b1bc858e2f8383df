/** GET /api/v3/policies: the user's level and the level_points_map the Level tab and the widget's level read. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ExperiencePaths, policiesResponseSchema } from '@katana/shared/engagement/api-experience';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from './paths.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export type Policies = z.infer<typeof policiesResponseSchema>;

export function getPolicies(client = apiClient, signal?: AbortSignal): Promise<Policies> {
  return callApi(
    client.get(apiPath(ExperiencePaths.policies), signal ? { signal } : {}),
    policiesResponseSchema,
  );
}

export function usePolicies(viewer: ViewerId | null) {
  return useQuery<Policies, ApiRequestError>({
    queryKey: experienceKeys.policies(viewer ?? 'none'),
    queryFn: ({ signal }) => getPolicies(apiClient, signal),
    enabled: viewer !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
