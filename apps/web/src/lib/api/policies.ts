/**
 * GET /api/v3/policies: the user's level and the level_points_map that the EXP widget's level, the Level tab and
 * the dashboard's level progress bar are drawn against.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ExperiencePaths, policiesResponseSchema } from '@katana/shared/engagement/api-experience';
import type { ApiRequestError } from '../request/api-query.ts';
import { getContract } from '../request/contract-path.ts';
import { engagementKeys, type CachePolicy, type Viewer } from './engagement-keys.ts';

export type Policies = z.infer<typeof policiesResponseSchema>;

export function usePolicies(viewer: Viewer, cache: CachePolicy = {}) {
  return useQuery<Policies, ApiRequestError>({
    queryKey: engagementKeys.of(viewer, 'policies'),
    queryFn: ({ signal }) => getContract(ExperiencePaths.policies, policiesResponseSchema, undefined, signal),
    enabled: viewer !== null,
    ...cache,
  });
}
