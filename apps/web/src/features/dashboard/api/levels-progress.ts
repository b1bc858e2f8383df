/** GET /api/v3/levels/progress: current_level and the EXP total it is computed from. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ExperiencePaths, levelsProgressSchema } from '@katana/shared/engagement/api-experience';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { dashboardKeys, getContract, type ViewerId } from './paths.ts';

export type LevelsProgress = z.infer<typeof levelsProgressSchema>;

export function useLevelsProgress(viewer: ViewerId) {
  return useQuery<LevelsProgress, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'levels-progress'),
    queryFn: ({ signal }) => getContract(ExperiencePaths.levelsProgress, levelsProgressSchema, undefined, signal),
    enabled: viewer !== null,
  });
}
