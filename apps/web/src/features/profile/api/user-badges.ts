/** GET /api/v3/badges: the signed-in learner's badges, in badge_level_order. */
import { useQuery } from '@tanstack/react-query';
import { StreakBadgePaths, userBadgesSchema, type UserBadge } from '@katana/shared/engagement/api-streaks-badges';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { profileKeys, type ViewerId } from './paths.ts';

export function useUserBadges(viewer: ViewerId) {
  return useQuery<UserBadge[], ApiRequestError>({
    queryKey: profileKeys.of(viewer, 'badges'),
    queryFn: async ({ signal }) => {
      const data = await getContract(StreakBadgePaths.badges, userBadgesSchema, undefined, signal);
      return [...data.badges].sort((a, b) => a.badge_level_order - b.badge_level_order);
    },
    enabled: viewer !== null,
  });
}
