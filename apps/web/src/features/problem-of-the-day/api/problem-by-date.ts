/** GET /api/v1/problem-of-the-day/:date: a past date's (or today's) problem; future dates 404, malformed 422. */
import { useQuery } from '@tanstack/react-query';
import {
  problemOfTheDaySchema,
  ProblemOfTheDayPaths,
  type ProblemOfTheDay,
} from '@katana/shared/api/problem-of-the-day';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath, potdKeys, type ViewerId } from './query-keys.ts';

export function getProblemByDate(
  date: string,
  client = apiClient,
  signal?: AbortSignal,
): Promise<ProblemOfTheDay> {
  const path = apiPath(ProblemOfTheDayPaths.byDate.replace(':date', encodeURIComponent(date)));
  return callApi(client.get(path, signal ? { signal } : {}), problemOfTheDaySchema);
}

export function useProblemByDate(viewer: ViewerId | null, date: string) {
  return useQuery<ProblemOfTheDay, ApiRequestError>({
    queryKey: potdKeys.byDate(viewer ?? 'anonymous', date),
    queryFn: ({ signal }) => getProblemByDate(date, apiClient, signal),
    refetchOnWindowFocus: false,
  });
}
