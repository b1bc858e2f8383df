/**
 * GET and POST /api/v3/interested-users (spec 02 §7 "interested users", "interested users add"): whether the
 * learner is on a league mailing list, and the sign-up. The add sends its fields as query parameters, as the spec
 * has it; interestedUserParams (shared) applies §5: an e-mail is required, entity type and id only together.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  interestedUsersSchema,
  LeaderboardPaths,
  type InterestedUserCategory,
} from '@katana/shared/engagement/api-leaderboard';
import type { LeaderboardEntityType } from '@katana/shared/engagement/leaderboard';
import { interestedUserParams } from '@katana/shared/engagement/social';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { dashboardKeys, type ViewerId } from './paths.ts';

export interface InterestTarget {
  category: InterestedUserCategory;
  entity?: { type: LeaderboardEntityType; id: string } | undefined;
}

const entityParams = (t: InterestTarget): Record<string, string> =>
  t.entity ? { entity_type: t.entity.type, entity_id: t.entity.id } : {};

export const interestedKey = (viewer: ViewerId, t: InterestTarget) =>
  dashboardKeys.of(viewer, 'interested-users', t.category, t.entity?.type ?? '', t.entity?.id ?? '');

export function useInterested(viewer: ViewerId, target: InterestTarget) {
  return useQuery<{ interested: boolean }, ApiRequestError>({
    queryKey: interestedKey(viewer, target),
    enabled: viewer !== null,
    queryFn: ({ signal }) =>
      getContract(
        LeaderboardPaths.interestedUsers,
        interestedUsersSchema,
        { category: target.category, ...entityParams(target) },
        signal,
      ),
  });
}

/** Resolves false without a call when there is no e-mail (the caller shows its own hint). */
export function addInterested(email: string, target: InterestTarget, client = apiClient): Promise<boolean> {
  const params = interestedUserParams({
    email,
    category: target.category,
    entity_type: target.entity?.type ?? null,
    entity_id: target.entity?.id ?? null,
  });
  if (!params) return Promise.resolve(false);
  return callApi(
    client.post(apiPath(LeaderboardPaths.interestedUsers), undefined, { params }),
    interestedUsersSchema,
  ).then((r) => r.interested);
}

export function useAddInterested(viewer: ViewerId, target: InterestTarget) {
  const queryClient = useQueryClient();
  return useMutation<boolean, ApiRequestError, string>({
    mutationFn: (email) => addInterested(email, target),
    onSuccess: (added) => {
      if (added) queryClient.setQueryData(interestedKey(viewer, target), { interested: true });
    },
  });
}
