/** The signed-in learner's college, from their profile (GET /api/v1/profile/edit): the campus board's default. */
import { useQuery } from '@tanstack/react-query';
import { ProfilePaths, profileEditDetailsSchema } from '@katana/shared/api/profile';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { dashboardKeys, type ViewerId } from './paths.ts';

export function useMyCollege(viewer: ViewerId, enabled: boolean) {
  return useQuery<{ slug: string; name: string } | null, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'my-college'),
    queryFn: async ({ signal }) =>
      (await getContract(ProfilePaths.edit, profileEditDetailsSchema, undefined, signal)).college,
    enabled: viewer !== null && enabled,
  });
}
