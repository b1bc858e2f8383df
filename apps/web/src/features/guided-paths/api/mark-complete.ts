/** POST /api/v1/guided_paths/mark_complete { slug, key, completed }: an article, video or NOTE item done (or not). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  GuidedPathsPaths,
  guidedPathProgressSchema,
  type GuidedPathProgress,
  type guidedPathMarkCompleteBodySchema,
} from '@katana/shared/api/guided-paths';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { guidedPathKeys } from './guided-path-keys.ts';

function markComplete(
  body: z.input<typeof guidedPathMarkCompleteBodySchema>,
  client = apiClient,
): Promise<GuidedPathProgress> {
  return callApi(client.post(apiPath(GuidedPathsPaths.markComplete), body), guidedPathProgressSchema);
}

export function useMarkComplete(slug: string) {
  const queries = useQueryClient();
  return useMutation<GuidedPathProgress, ApiRequestError, { key: string; completed: boolean }>({
    mutationFn: ({ key, completed }) => markComplete({ slug, key, completed }),
    // The tree, the item, the detail page and the list cards all show this progress.
    onSuccess: () => queries.invalidateQueries({ queryKey: guidedPathKeys.all }),
  });
}
