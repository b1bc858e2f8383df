/**
 * GET /api/v1/contests/problems?slug&offering_id (offering_id only when present, spec 03 §5): the contest
 * classroom's problem list with the caller's userScore, userAttemptStats and participation.
 */
import { useQuery } from '@tanstack/react-query';
import { ContestPaths, contestProblemListSchema, type ContestProblemList } from '@katana/shared/api/contests';
import { contestProblemListParams } from '@katana/shared/contests/contest-problem-list';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { contestKeys } from '../../../lib/api/contest-keys.ts';

export type { ContestProblemList };

export function fetchContestProblems(slug: string, offeringId?: string, client = apiClient) {
  return callApi(
    client.get(apiPath(ContestPaths.problems), { params: contestProblemListParams(slug, offeringId) }),
    contestProblemListSchema,
  );
}

export function useContestProblems(slug: string, offeringId?: string) {
  return useQuery<ContestProblemList, ApiRequestError>({
    queryKey: contestKeys.problems(slug, offeringId),
    queryFn: () => fetchContestProblems(slug, offeringId),
  });
}
