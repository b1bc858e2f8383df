/**
 * The goal journey's calls (@katana/shared/api/goals): the goal list and details for /goals/setup; status with the
 * phase data, mark video completed and last viewed element for /home/goals; set goal, custom elements and language.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  GoalsPaths,
  goalDetailsSchema,
  goalElementDetailsSchema,
  goalListSchema,
  goalProgressSchema,
  landingEventSchema,
  userGoalStatusSchema,
  type customElementsBodySchema,
  type GoalDetails,
  type GoalElementDetails,
  type GoalList,
  type GoalProgress,
  type lastViewedBodySchema,
  type setUserGoalBodySchema,
  type UserGoalStatus,
  type videoCompletedBodySchema,
} from '@katana/shared/api/goals';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { dashboardKeys, type ViewerId } from './paths.ts';

const goalKey = (viewer: ViewerId, ...rest: unknown[]) => dashboardKeys.of(viewer, 'goal', ...rest);

export function useGoalList(viewer: ViewerId) {
  return useQuery<GoalList, ApiRequestError>({
    queryKey: goalKey(viewer, 'list'),
    queryFn: () => callApi(apiClient.get(apiPath(GoalsPaths.list)), goalListSchema),
  });
}

export function useGoalDetails(viewer: ViewerId, goalId: string | null) {
  return useQuery<GoalDetails, ApiRequestError>({
    queryKey: goalKey(viewer, 'details', goalId),
    queryFn: () =>
      callApi(
        apiClient.get(apiPath(GoalsPaths.details), {
          params: { journey_goal_id: goalId!, show_phase_elements: 'true' },
        }),
        goalDetailsSchema,
      ),
    enabled: goalId !== null,
  });
}

/** One element's body: a video's URLs and notes (GET element details). Fetched only while `elementId` is set. */
export function useGoalElementDetails(
  viewer: ViewerId,
  elementId: string | null,
  type: GoalElementDetails['element']['element_type'],
) {
  return useQuery<GoalElementDetails, ApiRequestError>({
    queryKey: goalKey(viewer, 'element', type, elementId),
    queryFn: () =>
      callApi(
        apiClient.get(apiPath(GoalsPaths.element), {
          params: { element_id: elementId!, element_type: type },
        }),
        goalElementDetailsSchema,
      ),
    enabled: elementId !== null,
  });
}

/** The learner's goal with its phases, next action and last viewed element. */
export function useGoalStatus(viewer: ViewerId) {
  return useQuery<UserGoalStatus, ApiRequestError>({
    queryKey: goalKey(viewer, 'status'),
    queryFn: () =>
      callApi(
        apiClient.get(apiPath(GoalsPaths.status), { params: { get_phase_data: 'true' } }),
        userGoalStatusSchema,
      ),
    enabled: viewer !== null,
  });
}

function useGoalMutation<B, R>(viewer: ViewerId, call: (body: B) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation<R, ApiRequestError, B>({
    mutationFn: call,
    onSuccess: () => queries.invalidateQueries({ queryKey: goalKey(viewer) }),
  });
}

export function useSetUserGoal(viewer: ViewerId) {
  return useGoalMutation(viewer, (body: z.input<typeof setUserGoalBodySchema>) =>
    callApi(apiClient.post(apiPath(GoalsPaths.setUserGoal), body), userGoalStatusSchema),
  );
}

export function useSelectCustomElements(viewer: ViewerId) {
  return useGoalMutation(viewer, (body: z.input<typeof customElementsBodySchema>): Promise<GoalProgress> =>
    callApi(apiClient.post(apiPath(GoalsPaths.customElements), body), goalProgressSchema),
  );
}

export function useMarkVideoCompleted(viewer: ViewerId) {
  return useGoalMutation(viewer, (body: z.input<typeof videoCompletedBodySchema>): Promise<GoalProgress> =>
    callApi(apiClient.post(apiPath(GoalsPaths.videoCompleted), body), goalProgressSchema),
  );
}

export function useMarkLastViewed(viewer: ViewerId) {
  return useGoalMutation(viewer, (body: z.input<typeof lastViewedBodySchema>): Promise<GoalProgress> =>
    callApi(apiClient.post(apiPath(GoalsPaths.lastViewed), body), goalProgressSchema),
  );
}

/** POST landing_event { journey_goal_id }: the learner opened their goal dashboard (once per goal and page view). */
export function useLandingEvent() {
  return useMutation<{ recorded: boolean }, ApiRequestError, string>({
    mutationFn: (goalId) =>
      callApi(
        apiClient.post(apiPath(GoalsPaths.landingEvent), { journey_goal_id: goalId }),
        landingEventSchema,
      ),
  });
}
