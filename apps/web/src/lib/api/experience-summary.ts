/**
 * GET /api/v3/experience/summary: the EXP total (details.points) and the active booster queue, head first (spec 02
 * §3 details.points, details.boosters). The EXP widget keeps it current from the socket; the dashboard's level card
 * reads the same answer.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ExperiencePaths,
  experienceSummarySchema,
  type ExperienceSummary,
} from '@katana/shared/engagement/api-experience';
import type { ApiRequestError } from '../request/api-query.ts';
import { getContract } from '../request/contract-path.ts';
import { engagementKeys, type CachePolicy, type Viewer } from './engagement-keys.ts';

export const experienceSummaryKey = (viewer: Viewer) => engagementKeys.of(viewer, 'experience-summary');

export function useExperienceSummary(viewer: Viewer, cache: CachePolicy = {}) {
  return useQuery<ExperienceSummary, ApiRequestError>({
    queryKey: experienceSummaryKey(viewer),
    queryFn: ({ signal }) => getContract(ExperiencePaths.summary, experienceSummarySchema, undefined, signal),
    enabled: viewer !== null,
    ...cache,
  });
}

/** Raises the cached total by what a socket message added (points plus bonus); nothing before the first load. */
export function addToSummaryPoints(
  client: QueryClient,
  viewer: Viewer,
  total: (points: number) => number,
): void {
  client.setQueryData<ExperienceSummary>(experienceSummaryKey(viewer), (old) =>
    old ? { details: { ...old.details, points: total(old.details.points) } } : old,
  );
}
