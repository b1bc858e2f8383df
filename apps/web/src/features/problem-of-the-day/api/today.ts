/** GET /api/v1/problem-of-the-day: today's problem (IST date), with the solved flag when signed in. */
import { useQuery } from '@tanstack/react-query';
import {
  problemOfTheDaySchema,
  ProblemOfTheDayPaths,
  type ProblemOfTheDay,
} from '@katana/shared/api/problem-of-the-day';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { potdKeys, type ViewerId } from './query-keys.ts';

export function getTodayProblem(client = apiClient, signal?: AbortSignal): Promise<ProblemOfTheDay> {
  return callApi(
    client.get(apiPath(ProblemOfTheDayPaths.today), signal ? { signal } : {}),
    problemOfTheDaySchema,
  );
}

export function useTodayProblem(viewer: ViewerId | null, enabled = true) {
  return useQuery<ProblemOfTheDay, ApiRequestError>({
    queryKey: potdKeys.today(viewer ?? 'anonymous'),
    queryFn: ({ signal }) => getTodayProblem(apiClient, signal),
    enabled,
    refetchOnWindowFocus: false,
  });
}
