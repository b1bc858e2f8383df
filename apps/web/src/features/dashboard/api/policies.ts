/** GET /api/v3/policies: the level_points_map the level progress bar is drawn against. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ExperiencePaths, policiesResponseSchema } from '@katana/shared/engagement/api-experience';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { dashboardKeys, getContract, type ViewerId } from './paths.ts';

export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;

export function usePolicies(viewer: ViewerId) {
  return useQuery<PoliciesResponse, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'policies'),
    queryFn: ({ signal }) => getContract(ExperiencePaths.policies, policiesResponseSchema, undefined, signal),
    enabled: viewer !== null,
  });
}
