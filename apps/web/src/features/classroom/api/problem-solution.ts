/** GET /api/v1/problems/:slug/solution: editorial and reference code. Reading it records solution_seen (penalty). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CataloguePaths, problemSolutionSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { classroomKeys } from './classroom-keys.ts';

export type ProblemSolution = z.infer<typeof problemSolutionSchema>;

export function fetchProblemSolution(slug: string, client = apiClient): Promise<ProblemSolution> {
  return callApi(client.get(apiPath(CataloguePaths.solution, { slug })), problemSolutionSchema);
}

/** Off until the learner has accepted the penalty warning (or has seen the solution before). */
export function useProblemSolution(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.solution(slug),
    queryFn: () => fetchProblemSolution(slug),
    enabled,
    staleTime: Infinity,
  });
}
