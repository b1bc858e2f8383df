/**
 * GET /api/v2/bookmarks/add?problem_id&offering_id (spec 03 §7: a GET in v2). It changes state, so the server asks
 * for the double-submit CSRF header on it too; the request layer only adds that header to unsafe methods.
 */
import { bookmarkStateSchema } from '@katana/shared/api/practice-catalogue';
import { z } from 'zod';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi, csrfHeaders } from '../../../lib/request/call-api.ts';

export const ADD_BOOKMARK_PATH = 'v2/bookmarks/add';

export type BookmarkState = z.infer<typeof bookmarkStateSchema>;

export interface BookmarkTarget {
  problem_id: number;
  offering_id?: number;
}

export function addBookmark(target: BookmarkTarget, client = apiClient): Promise<BookmarkState> {
  return callApi(
    client.get(ADD_BOOKMARK_PATH, { params: { ...target }, headers: csrfHeaders(), loadingBar: false }),
    bookmarkStateSchema,
  );
}
