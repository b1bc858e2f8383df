/** GET /api/v1/guided_paths/:slug/items/:key: one item's body (locked items answer 403). */
import { useQuery } from '@tanstack/react-query';
import { GuidedPathsPaths, guidedPathItemSchema, type GuidedPathItem } from '@katana/shared/api/guided-paths';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { guidedPathKeys } from './guided-path-keys.ts';

function fetchGuidedPathItem(slug: string, key: string, client = apiClient): Promise<GuidedPathItem> {
  return callApi(client.get(apiPath(GuidedPathsPaths.item, { slug, key })), guidedPathItemSchema);
}

export function useGuidedPathItem(slug: string, key: string | null, viewer: number | null) {
  return useQuery<GuidedPathItem, ApiRequestError>({
    queryKey: [...guidedPathKeys.item(slug, key ?? ''), viewer],
    queryFn: () => fetchGuidedPathItem(slug, key ?? ''),
    enabled: key !== null,
    retry: false,
  });
}
