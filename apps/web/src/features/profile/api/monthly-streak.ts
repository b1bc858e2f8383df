/** GET /api/v3/streaks/monthly?start_date: the signed-in learner's days of one IST month, active or not. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { monthlyStreakMapSchema, StreakBadgePaths } from '@katana/shared/engagement/api-streaks-badges';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { profileKeys, type ViewerId } from './paths.ts';

export type MonthlyStreakMap = z.infer<typeof monthlyStreakMapSchema>;

export function useMonthlyStreak(viewer: ViewerId, startDate: string) {
  return useQuery<MonthlyStreakMap, ApiRequestError>({
    queryKey: profileKeys.of(viewer, 'monthly-streak', startDate),
    queryFn: ({ signal }) =>
      getContract(StreakBadgePaths.monthly, monthlyStreakMapSchema, { start_date: startDate }, signal),
    enabled: viewer !== null,
    placeholderData: keepPreviousData,
  });
}
