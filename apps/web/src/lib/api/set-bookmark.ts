/**
 * GET /api/v2/bookmarks/add and /remove ?problem_id&offering_id (spec 03 §7: GETs in v2). They change state, so the
 * server asks for the double-submit CSRF header on them too; the request layer only adds that header to unsafe
 * methods. Several features bookmark: the practice listing (with its optimistic toggle), the classroom's bookmark
 * and a contest's mark for review (the bookmark with the contest's offering_id, whose markedForReview count the
 * server keeps).
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CataloguePaths,
  bookmarkStateSchema,
  type bookmarkQuerySchema,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../request/api-client.ts';
import type { ApiRequestError } from '../request/api-query.ts';
import { callApi, csrfHeaders } from '../request/call-api.ts';
import { apiPath } from '../request/contract-path.ts';

export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
type BookmarkTarget = z.infer<typeof bookmarkQuerySchema>;

export function setBookmark(
  target: BookmarkTarget,
  bookmarked: boolean,
  client = apiClient,
): Promise<BookmarkState> {
  const path = bookmarked ? CataloguePaths.addBookmark : CataloguePaths.removeBookmark;
  return callApi(
    client.get(apiPath(path), { params: { ...target }, headers: csrfHeaders(), loadingBar: false }),
    bookmarkStateSchema,
  );
}

/** The bookmark toggle of one problem; with `offeringId`, a contest's mark for review. */
export function useSetBookmark(offeringId?: number) {
  return useMutation<BookmarkState, ApiRequestError, { problemId: number; bookmarked: boolean }>({
    mutationFn: ({ problemId, bookmarked }) =>
      setBookmark(
        offeringId === undefined
          ? { problem_id: problemId }
          : { problem_id: problemId, offering_id: offeringId },
        bookmarked,
      ),
  });
}
