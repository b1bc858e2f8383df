/** GET /api/v3/streaks/progress?uuid: anyone's current and longest streak (the signed-in learner's without uuid). */
import { useQuery } from '@tanstack/react-query';
import { StreakBadgePaths, streakSchema, type StreakWire } from '@katana/shared/engagement/api-streaks-badges';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { profileKeys, type ViewerId } from './paths.ts';

export function useStreakProgress(viewer: ViewerId, uuid: string | null) {
  const params = uuid ? { uuid } : undefined;
  return useQuery<StreakWire, ApiRequestError>({
    queryKey: profileKeys.of(viewer, 'streak-progress', uuid),
    // Signed-in only on the server: a visitor's call would end in the expired-session redirect.
    enabled: viewer !== null,
    queryFn: ({ signal }) => getContract(StreakBadgePaths.progress, streakSchema, params, signal),
  });
}
