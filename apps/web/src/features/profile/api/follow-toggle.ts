/** POST /api/v2/follow { uuid }: follows or unfollows a profile; refreshes its check and counts. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CommunityPaths, followResponseSchema } from '@katana/shared/engagement/api-community';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { followCheckKey } from './follow-check.ts';
import { followListKey } from './follow-list.ts';
import type { ViewerId } from './paths.ts';

export type FollowResponse = z.infer<typeof followResponseSchema>;

export function toggleFollow(uuid: string, client = apiClient): Promise<FollowResponse> {
  return callApi(client.post(CommunityPaths.follow.replace(/^\/api\//, ''), { uuid }), followResponseSchema);
}

export function useToggleFollow(viewer: ViewerId, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation<FollowResponse, ApiRequestError, void>({
    mutationFn: () => toggleFollow(uuid),
    onSuccess: (data) => {
      queryClient.setQueryData(followCheckKey(viewer, uuid), { is_following: data.isFollowing });
      void queryClient.invalidateQueries({ queryKey: followListKey(viewer, uuid) });
    },
  });
}
