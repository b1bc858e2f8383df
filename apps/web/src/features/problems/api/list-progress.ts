/**
 * GET /api/v1/problem-lists/:slug/progress: "curated list progress" (spec 03 §7), which the request layer keeps for
 * 1000 s (spec 03 §9). The cached answer is checked against the solved count the list page itself just loaded; when
 * they disagree (the user solved a problem since), the call is repeated past the cache, which also refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CataloguePaths, listProgressSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { problemKeys, type ViewerId } from './query-keys.ts';

export const LIST_PROGRESS_CACHE_SECONDS = 1000;

export type ListProgress = z.infer<typeof listProgressSchema>;

export function getListProgress(
  slug: string,
  options: { bustCache?: boolean } = {},
  client = apiClient,
): Promise<ListProgress> {
  return callApi(
    client.get(apiPath(CataloguePaths.problemListProgress, { slug }), {
      cacheSeconds: LIST_PROGRESS_CACHE_SECONDS,
      bustCache: options.bustCache === true,
    }),
    listProgressSchema,
  );
}

/**
 * Progress for a signed-in viewer, once `expectedSolved` (the list page's fresh solved count) is known: waiting for
 * it saves a call whose answer would be checked against nothing.
 */
export function useListProgress(viewer: ViewerId, slug: string, expectedSolved: number | null | undefined) {
  return useQuery<ListProgress, ApiRequestError>({
    queryKey: problemKeys.progress(viewer, slug, expectedSolved ?? null),
    queryFn: async () => {
      const cached = await getListProgress(slug);
      if (cached.solved === expectedSolved) return cached;
      return getListProgress(slug, { bustCache: true });
    },
    enabled: viewer !== null && typeof expectedSolved === 'number',
  });
}
