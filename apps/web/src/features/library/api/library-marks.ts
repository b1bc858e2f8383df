/** POST mark as read and POST bookmark: both change what every library view shows, so all its queries refetch. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LibraryPaths, libraryBookmarkStateSchema, libraryReadStateSchema } from '@katana/shared/api/library';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { libraryKeys } from './library-keys.ts';

interface ArticleRef {
  category: string;
  slug: string;
}

export function useMarkRead() {
  const queries = useQueryClient();
  return useMutation<{ is_read: boolean; read_at: string }, ApiRequestError, ArticleRef>({
    mutationFn: (body) => callApi(apiClient.post(apiPath(LibraryPaths.read), body), libraryReadStateSchema),
    onSuccess: () => queries.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

export function useBookmark() {
  const queries = useQueryClient();
  return useMutation<{ is_bookmarked: boolean }, ApiRequestError, ArticleRef & { bookmarked: boolean }>({
    mutationFn: (body) =>
      callApi(apiClient.post(apiPath(LibraryPaths.bookmark), body), libraryBookmarkStateSchema),
    onSuccess: () => queries.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
