/** GET /api/v1/problem-lists: the curated lists, with the signed-in user's solved count on each. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CataloguePaths,
  problemListsSchema,
  problemListSummarySchema,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { problemKeys, type ViewerId } from './query-keys.ts';

export type ProblemListSummary = z.infer<typeof problemListSummarySchema>;

export async function getProblemLists(client = apiClient): Promise<ProblemListSummary[]> {
  const { lists } = await callApi(client.get(apiPath(CataloguePaths.problemLists)), problemListsSchema);
  return lists;
}

export function useProblemLists(viewer: ViewerId, enabled = true) {
  return useQuery<ProblemListSummary[], ApiRequestError>({
    queryKey: problemKeys.lists(viewer),
    queryFn: () => getProblemLists(),
    enabled,
  });
}
