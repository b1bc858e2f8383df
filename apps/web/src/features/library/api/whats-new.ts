/**
 * GET /api/v1/whats_new and POST /api/v1/whats_new/read. A signed-in learner's "unread" comes from the server; an
 * anonymous visitor's last read release is kept in local storage, so the header's dot clears for them too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LibraryPaths,
  compareVersions,
  whatsNewReadStateSchema,
  whatsNewSchema,
  type WhatsNew,
} from '@katana/shared/api/library';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { libraryKeys } from './library-keys.ts';

const STORAGE_KEY = 'katana.whatsNewRead';

function storedVersion(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function useWhatsNew(viewer: number | null) {
  return useQuery<WhatsNew, ApiRequestError>({
    queryKey: [...libraryKeys.whatsNew(), viewer],
    queryFn: () => callApi(apiClient.get(apiPath(LibraryPaths.whatsNew)), whatsNewSchema),
    staleTime: 5 * 60_000,
  });
}

/** Whether the header shows the "new" dot. */
export function hasUnread(data: WhatsNew | undefined, signedIn: boolean): boolean {
  if (!data?.latest_version) return false;
  if (signedIn) return data.unread;
  const stored = storedVersion();
  return stored === null || compareVersions(data.latest_version, stored) > 0;
}

export function useMarkWhatsNewRead(signedIn: boolean) {
  const queries = useQueryClient();
  return useMutation<{ last_read_version: string }, ApiRequestError, string>({
    mutationFn: async (version) => {
      if (!signedIn) {
        try {
          window.localStorage.setItem(STORAGE_KEY, version);
        } catch {
          // Private mode without storage: the dot comes back on the next visit, nothing worse.
        }
        return { last_read_version: version };
      }
      return callApi(
        apiClient.post(apiPath(LibraryPaths.whatsNewRead), { version }),
        whatsNewReadStateSchema,
      );
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: libraryKeys.whatsNew() }),
  });
}
