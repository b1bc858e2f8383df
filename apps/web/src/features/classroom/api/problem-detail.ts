/** GET /api/v1/problems/:slug: the classroom's problem (statement, samples, languages, the user's state). */
import { useQuery } from '@tanstack/react-query';
import {
  CataloguePaths,
  problemDetailSchema,
  type ProblemDetail,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { classroomKeys } from './classroom-keys.ts';

export type { ProblemDetail };

export function fetchProblemDetail(slug: string, client = apiClient): Promise<ProblemDetail> {
  return callApi(client.get(apiPath(CataloguePaths.problem, { slug })), problemDetailSchema);
}

export function useProblemDetail(slug: string) {
  return useQuery<ProblemDetail, ApiRequestError>({
    queryKey: classroomKeys.problem(slug),
    queryFn: () => fetchProblemDetail(slug),
  });
}
