/** GET /api/v2/bookmarks/remove?problem_id&offering_id (spec 03 §7), with the CSRF header like the add call. */
import { bookmarkStateSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi, csrfHeaders } from '../../../lib/request/call-api.ts';
import type { BookmarkState, BookmarkTarget } from './add-bookmark.ts';

export const REMOVE_BOOKMARK_PATH = 'v2/bookmarks/remove';

export function removeBookmark(target: BookmarkTarget, client = apiClient): Promise<BookmarkState> {
  return callApi(
    client.get(REMOVE_BOOKMARK_PATH, { params: { ...target }, headers: csrfHeaders(), loadingBar: false }),
    bookmarkStateSchema,
  );
}
