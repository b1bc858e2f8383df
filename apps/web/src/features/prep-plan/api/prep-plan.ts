/**
 * GET / PUT /api/v1/prep-plan (the learner's settings and schedule) and, for the edit form, GET /api/v1/guided_paths
 * (which paths exist and which the learner is enrolled in).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GuidedPathsPaths, guidedPathListSchema, type GuidedPathList } from '@katana/shared/api/guided-paths';
import {
  PrepPlanPaths,
  prepPlanResponseSchema,
  type PrepPlanResponse,
  type PrepPlanSettingsBody,
} from '@katana/shared/api/prep-plan';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

/** The signed-in learner's id (the query keys are per learner). */
export type Viewer = string | number;

const planKey = (viewer: Viewer) => ['prep-plan', viewer] as const;

export function usePrepPlan(viewer: Viewer | null) {
  return useQuery<PrepPlanResponse, ApiRequestError>({
    queryKey: planKey(viewer ?? 0),
    queryFn: ({ signal }) =>
      callApi(apiClient.get(apiPath(PrepPlanPaths.plan), { signal }), prepPlanResponseSchema),
    enabled: viewer !== null,
  });
}

export function useSavePrepPlan(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation<PrepPlanResponse, ApiRequestError, PrepPlanSettingsBody>({
    mutationFn: (body) => callApi(apiClient.put(apiPath(PrepPlanPaths.plan), body), prepPlanResponseSchema),
    onSuccess: (saved) => queryClient.setQueryData(planKey(viewer), saved),
  });
}

export function useGuidedPathChoices(viewer: Viewer | null) {
  return useQuery<GuidedPathList, ApiRequestError>({
    queryKey: ['prep-plan', viewer ?? 0, 'guided-paths'],
    queryFn: () => callApi(apiClient.get(apiPath(GuidedPathsPaths.list)), guidedPathListSchema),
    enabled: viewer !== null,
  });
}
