/** GET /api/v1/guided_paths/:slug/content: the classroom's modules, sections and items with the learner's state. */
import { useQuery } from '@tanstack/react-query';
import {
  GuidedPathsPaths,
  guidedPathContentSchema,
  type GuidedPathContent,
} from '@katana/shared/api/guided-paths';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { guidedPathKeys } from './guided-path-keys.ts';

function fetchGuidedPathContent(slug: string, client = apiClient): Promise<GuidedPathContent> {
  return callApi(client.get(apiPath(GuidedPathsPaths.content, { slug })), guidedPathContentSchema);
}

export function useGuidedPathContent(slug: string, viewer: number | null) {
  return useQuery<GuidedPathContent, ApiRequestError>({
    queryKey: [...guidedPathKeys.content(slug), viewer],
    queryFn: () => fetchGuidedPathContent(slug),
  });
}
