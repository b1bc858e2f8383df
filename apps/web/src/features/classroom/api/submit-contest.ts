/** POST /api/v1/contests/submit { slug, offering_id }: finish / end the test (after the 'Submit' warning). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestDetailSchema, type ContestDetail } from '@katana/shared/api/contests';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export function submitContest(slug: string, offeringId: number, client = apiClient): Promise<ContestDetail> {
  return callApi(client.post('v1/contests/submit', { slug, offering_id: offeringId }), contestDetailSchema);
}

export function useSubmitContest(slug: string, offeringId: number) {
  const queries = useQueryClient();
  return useMutation<ContestDetail, ApiRequestError, void>({
    mutationFn: () => submitContest(slug, offeringId),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['contests', slug] }),
  });
}
