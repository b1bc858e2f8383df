/** POST /api/v1/contests/start { slug, offering_id, source, virtual? }: start (or replay) the contest. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestDetailSchema, type ContestDetail } from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { contestKeys } from './contest-keys.ts';

export interface StartContestInput {
  slug: string;
  offeringId: number;
  virtual?: boolean;
}

export function startContest({ slug, offeringId, virtual }: StartContestInput, client = apiClient) {
  const body = {
    slug,
    offering_id: offeringId,
    source: 'contest_detail',
    ...(virtual ? { virtual: true } : {}),
  };
  return callApi(client.post('v1/contests/start', body), contestDetailSchema);
}

export function useStartContest() {
  const queries = useQueryClient();
  return useMutation<ContestDetail, ApiRequestError, StartContestInput>({
    mutationFn: (input) => startContest(input),
    onSuccess: (detail) => {
      queries.setQueryData(contestKeys.detail(detail.slug), detail);
      void queries.invalidateQueries({ queryKey: [...contestKeys.all, detail.slug] });
    },
  });
}
