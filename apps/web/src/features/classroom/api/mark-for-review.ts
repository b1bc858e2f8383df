/**
 * Mark for review in a contest: the bookmark with the contest's offering_id (GET /api/v2/bookmarks/add|remove,
 * api/contests); the server keeps the contest's markedForReview count from it.
 */
import { useMutation } from '@tanstack/react-query';
import { bookmarkStateSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi, csrfHeaders } from '../../../lib/request/call-api.ts';

export function markForReview(problemId: number, offeringId: number, mark: boolean, client = apiClient) {
  const path = mark ? 'v2/bookmarks/add' : 'v2/bookmarks/remove';
  return callApi(
    client.get(path, {
      params: { problem_id: problemId, offering_id: offeringId },
      headers: csrfHeaders(),
      loadingBar: false,
    }),
    bookmarkStateSchema,
  );
}

export function useMarkForReview(offeringId: number) {
  return useMutation<unknown, ApiRequestError, { problemId: number; mark: boolean }>({
    mutationFn: ({ problemId, mark }) => markForReview(problemId, offeringId, mark),
  });
}
