/** POST /api/v1/contests/start { slug, offering_id, source, virtual? }: start (or replay) the contest. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ContestPaths,
  contestDetailSchema,
  type ContestDetail,
  type startContestBodySchema,
} from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { contestKeys } from '../../../lib/api/contest-keys.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export interface StartContestInput {
  slug: string;
  offeringId: number;
  virtual?: boolean;
}

export function startContest({ slug, offeringId, virtual }: StartContestInput, client = apiClient) {
  const body: z.input<typeof startContestBodySchema> = {
    slug,
    offering_id: offeringId,
    source: 'contest_detail',
    ...(virtual ? { virtual: true } : {}),
  };
  return callApi(client.post(apiPath(ContestPaths.start), body), contestDetailSchema);
}

export function useStartContest() {
  const queries = useQueryClient();
  return useMutation<ContestDetail, ApiRequestError, StartContestInput>({
    mutationFn: (input) => startContest(input),
    onSuccess: (detail) => {
      queries.setQueryData(contestKeys.detail(detail.slug), detail);
      void queries.invalidateQueries({ queryKey: contestKeys.of(detail.slug) });
    },
  });
}
