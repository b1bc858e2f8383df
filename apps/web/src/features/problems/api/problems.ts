/** GET /api/v1/problems: one page of the listing for the filters, search and sort in the page's URL. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CataloguePaths,
  problemListPageSchema,
  type ProblemListPage,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { problemKeys, type ViewerId } from './query-keys.ts';

/** The wire query: comma-joined lists, only the parameters that differ from the server's defaults. */
export type ProblemsParams = Record<string, string>;

export function getProblems(
  params: ProblemsParams,
  client = apiClient,
  signal?: AbortSignal,
): Promise<ProblemListPage> {
  return callApi(
    client.get(apiPath(CataloguePaths.problems), { params, ...(signal ? { signal } : {}) }),
    problemListPageSchema,
  );
}

/** Keeps the previous page on screen while the next one loads, so the table does not flash to a skeleton. */
export function useProblems(viewer: ViewerId, params: ProblemsParams, enabled = true) {
  return useQuery<ProblemListPage, ApiRequestError>({
    queryKey: problemKeys.listing(viewer, params),
    queryFn: ({ signal }) => getProblems(params, apiClient, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
