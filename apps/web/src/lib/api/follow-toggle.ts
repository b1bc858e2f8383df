/**
 * POST /api/v2/follow { uuid }: follows or unfollows a profile, from the profile page or the user hover card. The
 * answer sets the follow check every screen shares, and the profile's follower counts load again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CommunityPaths,
  followResponseSchema,
  type followBodySchema,
} from '@katana/shared/engagement/api-community';
import { apiClient } from '../request/api-client.ts';
import type { ApiRequestError } from '../request/api-query.ts';
import { callApi } from '../request/call-api.ts';
import { apiPath } from '../request/contract-path.ts';
import { followCheckKey } from './follow-check.ts';
import { followListKey } from './follow-list.ts';

type FollowResponse = z.infer<typeof followResponseSchema>;

function toggleFollow(uuid: string, client = apiClient): Promise<FollowResponse> {
  const body: z.input<typeof followBodySchema> = { uuid };
  return callApi(client.post(apiPath(CommunityPaths.follow), body), followResponseSchema);
}

export function useToggleFollow(viewer: number | null, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation<FollowResponse, ApiRequestError, void>({
    mutationFn: () => toggleFollow(uuid),
    onSuccess: (data) => {
      queryClient.setQueryData(followCheckKey(viewer, uuid), { is_following: data.isFollowing });
      void queryClient.invalidateQueries({ queryKey: followListKey(viewer, uuid) });
    },
  });
}
