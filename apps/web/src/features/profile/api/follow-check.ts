/** GET /api/v2/follow/check?profile_uuid: whether the signed-in learner follows a profile. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CommunityPaths, followCheckSchema } from '@katana/shared/engagement/api-community';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract, profileKeys, type ViewerId } from './paths.ts';

export type FollowCheck = z.infer<typeof followCheckSchema>;

export const followCheckKey = (viewer: ViewerId, uuid: string) => profileKeys.of(viewer, 'follow-check', uuid);

export function useFollowCheck(viewer: ViewerId, uuid: string | null) {
  return useQuery<FollowCheck, ApiRequestError>({
    queryKey: followCheckKey(viewer, uuid ?? ''),
    enabled: viewer !== null && uuid !== null,
    queryFn: ({ signal }) =>
      getContract(CommunityPaths.followCheck, followCheckSchema, { profile_uuid: uuid! }, signal),
  });
}
