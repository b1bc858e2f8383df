/**
 * The hover card's calls. The card is shared UI (leaderboards, follower lists: several features), so its fetchers
 * live beside it rather than in one feature's api folder, on the same request layer and TanStack Query:
 *   GET  /api/v3/users/contributor?uuid   the public snippet (same for every viewer, reused for 30 s)
 *   GET  /api/v2/follow/check?profile_uuid whether the signed-in viewer follows them
 *   POST /api/v2/follow { uuid }           the Follow / Following toggle
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTRIBUTOR_CACHE_SECONDS,
  ContributorPaths,
  contributorSchema,
  type Contributor,
} from '@katana/shared/engagement/api-contributor';
import {
  CommunityPaths,
  followCheckSchema,
  followResponseSchema,
} from '@katana/shared/engagement/api-community';
import { apiClient } from '../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../lib/request/api-query.ts';
import { callApi } from '../../lib/request/call-api.ts';
import { apiPath, getContract } from '../../lib/request/contract-path.ts';

export type { Contributor };

export const contributorKey = (uuid: string) => ['user-hover-card', 'contributor', uuid] as const;
export const hoverFollowKey = (viewer: number | null, uuid: string) =>
  ['user-hover-card', viewer, 'follow-check', uuid] as const;

export function fetchContributor(uuid: string, signal?: AbortSignal): Promise<Contributor> {
  return getContract(ContributorPaths.contributor, contributorSchema, { uuid }, signal);
}

/** Fetched only once the card opens (`enabled`), so a pointer sweeping down a board does not fire a request per row. */
export function useContributor(uuid: string, enabled: boolean) {
  return useQuery<Contributor, ApiRequestError>({
    queryKey: contributorKey(uuid),
    enabled,
    staleTime: CONTRIBUTOR_CACHE_SECONDS * 1000,
    queryFn: ({ signal }) => fetchContributor(uuid, signal),
  });
}

export function useHoverFollowCheck(viewer: number | null, uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: hoverFollowKey(viewer, uuid),
    enabled: enabled && viewer !== null,
    queryFn: ({ signal }) =>
      getContract(CommunityPaths.followCheck, followCheckSchema, { profile_uuid: uuid }, signal),
  });
}

export function useHoverToggleFollow(viewer: number | null, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(apiClient.post(apiPath(CommunityPaths.follow), { uuid }), followResponseSchema),
    onSuccess: (data) => {
      queryClient.setQueryData(hoverFollowKey(viewer, uuid), { is_following: data.isFollowing });
      // The profile page's follow check and counts of this learner (features/profile/api keys) are stale now.
      for (const name of ['follow-check', 'follow-list'])
        void queryClient.invalidateQueries({ queryKey: ['profile', viewer, name, uuid] });
    },
  });
}
