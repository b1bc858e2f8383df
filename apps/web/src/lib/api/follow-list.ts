/** GET /api/v2/follow/list?profile_uuid: a profile's followers and the learners it follows (the profile page). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CommunityPaths, followListSchema } from '@katana/shared/engagement/api-community';
import type { ApiRequestError } from '../request/api-query.ts';
import { getContract } from '../request/contract-path.ts';

export type FollowList = z.infer<typeof followListSchema>;

/** Also refreshed by a follow toggle anywhere (follow-toggle.ts): the counts change. */
export const followListKey = (viewer: number | null, uuid: string) =>
  ['follow', viewer, 'list', uuid] as const;

export function useFollowList(viewer: number | null, uuid: string | null) {
  return useQuery<FollowList, ApiRequestError>({
    queryKey: followListKey(viewer, uuid ?? ''),
    enabled: viewer !== null && uuid !== null,
    queryFn: ({ signal }) =>
      getContract(CommunityPaths.followList, followListSchema, { profile_uuid: uuid! }, signal),
  });
}
