/** GET /api/v2/users/roles: whether the signed-in learner is a moderator (shows the review queue). */
import { useQuery } from '@tanstack/react-query';
import { myRolesSchema, RolePaths, type MyRoles } from '@katana/shared/api/roles';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export function useIsModerator(viewer: number | null): boolean {
  const roles = useQuery<MyRoles, ApiRequestError>({
    queryKey: [...experienceKeys.roles, viewer],
    queryFn: ({ signal }) => getContract(RolePaths.mine, myRolesSchema, undefined, signal),
    enabled: viewer !== null,
    staleTime: 5 * 60_000,
  });
  return viewer !== null && (roles.data?.roles.includes('moderator') ?? false);
}
