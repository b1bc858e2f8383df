/** GET /api/v1/problem-lists/:slug: one curated list and its problems in the list's order. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CataloguePaths, problemListDetailSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { problemKeys, type ViewerId } from './query-keys.ts';

export type ProblemListDetail = z.infer<typeof problemListDetailSchema>;

export function getProblemListDetail(slug: string, client = apiClient): Promise<ProblemListDetail> {
  return callApi(client.get(apiPath(CataloguePaths.problemList, { slug })), problemListDetailSchema);
}

export function useProblemListDetail(viewer: ViewerId, slug: string, enabled = true) {
  return useQuery<ProblemListDetail, ApiRequestError>({
    queryKey: problemKeys.list(viewer, slug),
    queryFn: () => getProblemListDetail(slug),
    enabled,
  });
}
