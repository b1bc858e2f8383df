/** POST /api/v1/contests/register and /unregister { event_id }: both answer the updated contest detail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestDetailSchema, type ContestDetail } from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { contestKeys } from './contest-keys.ts';

export function setRegistration(
  contestId: number,
  register: boolean,
  client = apiClient,
): Promise<ContestDetail> {
  const path = register ? 'v1/contests/register' : 'v1/contests/unregister';
  return callApi(client.post(path, { event_id: contestId }), contestDetailSchema);
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
