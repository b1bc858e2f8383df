/** GET /api/v1/problem-of-the-day/:date for the POTD classroom: which problem the date holds and whether it is solved. */
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

export function fetchPotdProblem(date: string, client = apiClient): Promise<ProblemOfTheDay> {
  return callApi(client.get(apiPath(ProblemOfTheDayPaths.byDate, { date })), problemOfTheDaySchema);
}

export function usePotdProblem(date: string, viewer: number | null) {
  return useQuery<ProblemOfTheDay, ApiRequestError>({
    queryKey: ['classroom', 'potd', viewer ?? 'anonymous', date],
    queryFn: () => fetchPotdProblem(date),
  });
}
