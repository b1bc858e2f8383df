/** GET /api/v3/experience/summary: the EXP total and the active booster queue (spec 02 §3 details.points, details.boosters). */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ExperiencePaths,
  experienceSummarySchema,
  type ExperienceSummary,
} from '@katana/shared/engagement/api-experience';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from './paths.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export function getExperienceSummary(client = apiClient, signal?: AbortSignal): Promise<ExperienceSummary> {
  return callApi(
    client.get(apiPath(ExperiencePaths.summary), signal ? { signal } : {}),
    experienceSummarySchema,
  );
}

/** "The experience summary loads once": no refetch on focus or remount; the socket keeps it current. */
export function useExperienceSummary(viewer: ViewerId | null) {
  return useQuery<ExperienceSummary, ApiRequestError>({
    queryKey: experienceKeys.summary(viewer ?? 'none'),
    queryFn: ({ signal }) => getExperienceSummary(apiClient, signal),
    enabled: viewer !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Raises the cached total by what a socket message added (points plus bonus); nothing before the first load. */
export function addToSummaryPoints(
  client: QueryClient,
  viewer: ViewerId,
  total: (points: number) => number,
): void {
  client.setQueryData<ExperienceSummary>(experienceKeys.summary(viewer), (old) =>
    old ? { details: { ...old.details, points: total(old.details.points) } } : old,
  );
}
