/** GET /api/v2/follow/list?profile_uuid: a profile's followers and the learners it follows. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CommunityPaths, followListSchema } from '@katana/shared/engagement/api-community';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract, profileKeys, type ViewerId } from './paths.ts';

export type FollowList = z.infer<typeof followListSchema>;

export const followListKey = (viewer: ViewerId, uuid: string) => profileKeys.of(viewer, 'follow-list', uuid);

export function useFollowList(viewer: ViewerId, uuid: string | null) {
  return useQuery<FollowList, ApiRequestError>({
    queryKey: followListKey(viewer, uuid ?? ''),
    enabled: viewer !== null && uuid !== null,
    queryFn: ({ signal }) => getContract(CommunityPaths.followList, followListSchema, { profile_uuid: uuid! }, signal),
  });
}
