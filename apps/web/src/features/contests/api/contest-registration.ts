/** POST /api/v1/contests/register and /unregister { event_id }: both answer the updated contest detail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ContestPaths,
  contestDetailSchema,
  type ContestDetail,
  type contestEventBodySchema,
} from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { contestKeys } from '../../../lib/api/contest-keys.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function setRegistration(
  contestId: number,
  register: boolean,
  client = apiClient,
): Promise<ContestDetail> {
  const path = register ? ContestPaths.register : ContestPaths.unregister;
  const body: z.input<typeof contestEventBodySchema> = { event_id: contestId };
  return callApi(client.post(apiPath(path), body), contestDetailSchema);
}

export function useSetRegistration(slug: string) {
  const queries = useQueryClient();
  return useMutation<ContestDetail, ApiRequestError, { contestId: number; register: boolean }>({
    mutationFn: ({ contestId, register }) => setRegistration(contestId, register),
    onSuccess: (detail) => {
      queries.setQueryData(contestKeys.detail(slug), detail);
      void queries.invalidateQueries({ queryKey: [...contestKeys.all, 'list'] });
    },
  });
}
