/**
 * GET /api/v2/bookmarks/add and /remove ?problem_id&offering_id (spec 03 §7: GETs in v2). They change state, so the
 * server asks for the double-submit CSRF header on them too.
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { bookmarkStateSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi, csrfHeaders } from '../../../lib/request/call-api.ts';

export type BookmarkState = z.infer<typeof bookmarkStateSchema>;

export function toggleBookmark(
  problemId: number,
  bookmark: boolean,
  client = apiClient,
): Promise<BookmarkState> {
  const path = bookmark ? 'v2/bookmarks/add' : 'v2/bookmarks/remove';
  return callApi(
    client.get(path, { params: { problem_id: problemId }, headers: csrfHeaders(), loadingBar: false }),
    bookmarkStateSchema,
  );
}

export function useToggleBookmark() {
  return useMutation({
    mutationFn: ({ problemId, bookmark }: { problemId: number; bookmark: boolean }) =>
      toggleBookmark(problemId, bookmark),
  });
}
