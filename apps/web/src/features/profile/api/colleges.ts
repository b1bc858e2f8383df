/** The college field's calls: the autocomplete (GET /api/v1/colleges?term=) and a request for a missing college. */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CollegePaths,
  collegeListSchema,
  collegeRequestSchema,
  type CollegeList,
} from '@katana/shared/api/colleges';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function useCollegeSearch(term: string) {
  const trimmed = term.trim();
  return useQuery<CollegeList, ApiRequestError>({
    queryKey: ['colleges', trimmed],
    enabled: trimmed.length >= 2,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      callApi(
        apiClient.get(apiPath(CollegePaths.list), { params: { term: trimmed }, signal }),
        collegeListSchema,
      ),
  });
}

export function useRequestCollege() {
  return useMutation<{ message: string }, ApiRequestError, { name: string; city?: string }>({
    mutationFn: (body) => callApi(apiClient.post(apiPath(CollegePaths.requests), body), collegeRequestSchema),
  });
}
