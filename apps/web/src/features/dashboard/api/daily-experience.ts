/** GET /api/v3/experience/daily: the daily EXP goal (details.goal_exp), EXP earned today and whether it is met. */
import { useQuery } from '@tanstack/react-query';
import {
  dailyExperienceInfoSchema,
  ExperiencePaths,
  type DailyExperienceInfo,
} from '@katana/shared/engagement/api-experience';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { dashboardKeys, type ViewerId } from './paths.ts';

export function useDailyExperience(viewer: ViewerId) {
  return useQuery<DailyExperienceInfo, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'daily-experience'),
    queryFn: ({ signal }) => getContract(ExperiencePaths.daily, dailyExperienceInfoSchema, undefined, signal),
    enabled: viewer !== null,
  });
}
