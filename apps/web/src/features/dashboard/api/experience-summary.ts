/** GET /api/v3/experience/summary: total EXP (details.points) and the active boosters, head first. */
import { useQuery } from '@tanstack/react-query';
import {
  ExperiencePaths,
  experienceSummarySchema,
  type ExperienceSummary,
} from '@katana/shared/engagement/api-experience';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { dashboardKeys, getContract, type ViewerId } from './paths.ts';

export function useExperienceSummary(viewer: ViewerId) {
  return useQuery<ExperienceSummary, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'experience-summary'),
    queryFn: ({ signal }) => getContract(ExperiencePaths.summary, experienceSummarySchema, undefined, signal),
    enabled: viewer !== null,
  });
}
