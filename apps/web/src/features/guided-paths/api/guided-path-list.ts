/** GET /api/v1/guided_paths?kind&level&topic&status: the path cards with the viewer's progress, and the facets. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GuidedPathsPaths, guidedPathListSchema, type GuidedPathList } from '@katana/shared/api/guided-paths';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { guidedPathKeys } from './guided-path-keys.ts';

/** The filters as query parameters: levels and topic slugs comma-separated, status as is; empty ones left out. */
export type GuidedPathListParams = Record<string, string>;

function fetchGuidedPaths(params: GuidedPathListParams, client = apiClient): Promise<GuidedPathList> {
  return callApi(client.get(apiPath(GuidedPathsPaths.list), { params }), guidedPathListSchema);
}

export function useGuidedPathList(params: GuidedPathListParams, viewer: number | null) {
  return useQuery<GuidedPathList, ApiRequestError>({
    queryKey: [...guidedPathKeys.list(params), viewer],
    queryFn: () => fetchGuidedPaths(params),
    placeholderData: keepPreviousData,
  });
}
