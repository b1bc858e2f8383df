/**
 * GET /api/v2/follow/check?profile_uuid: whether the signed-in learner follows a profile. The profile page's follow
 * button and the user hover card (leaderboards, follower lists) read the same answer.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CommunityPaths, followCheckSchema } from '@katana/shared/engagement/api-community';
import type { ApiRequestError } from '../request/api-query.ts';
import { getContract } from '../request/contract-path.ts';

export type FollowCheck = z.infer<typeof followCheckSchema>;

export const followCheckKey = (viewer: number | null, uuid: string) =>
  ['follow', viewer, 'check', uuid] as const;

/** `enabled`: the hover card asks only once it opens, and never about the viewer themself. */
export function useFollowCheck(viewer: number | null, uuid: string | null, enabled = true) {
  return useQuery<FollowCheck, ApiRequestError>({
    queryKey: followCheckKey(viewer, uuid ?? ''),
    enabled: enabled && viewer !== null && uuid !== null,
    queryFn: ({ signal }) =>
      getContract(CommunityPaths.followCheck, followCheckSchema, { profile_uuid: uuid! }, signal),
  });
}
