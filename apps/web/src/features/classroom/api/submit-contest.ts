/** POST /api/v1/contests/submit { slug, offering_id }: finish / end the test (after the 'Submit' warning). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ContestPaths,
  contestDetailSchema,
  type ContestDetail,
  type submitContestBodySchema,
} from '@katana/shared/api/contests';
import { contestKeys } from '../../../lib/api/contest-keys.ts';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

type SubmitContestBody = z.input<typeof submitContestBodySchema>;

export function submitContest(slug: string, offeringId: number, client = apiClient): Promise<ContestDetail> {
  const body: SubmitContestBody = { slug, offering_id: offeringId };
  return callApi(client.post(apiPath(ContestPaths.submit), body), contestDetailSchema);
}

export function useSubmitContest(slug: string, offeringId: number) {
  const queries = useQueryClient();
  return useMutation<ContestDetail, ApiRequestError, void>({
    mutationFn: () => submitContest(slug, offeringId),
    onSuccess: () => void queries.invalidateQueries({ queryKey: contestKeys.of(slug) }),
  });
}
