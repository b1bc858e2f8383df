/** GET /api/v1/guided_paths/:slug: description, syllabus and the viewer's enrolment. */
import { useQuery } from '@tanstack/react-query';
import {
  GuidedPathsPaths,
  guidedPathDetailSchema,
  type GuidedPathDetail,
} from '@katana/shared/api/guided-paths';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { guidedPathKeys } from './guided-path-keys.ts';

function fetchGuidedPathDetail(slug: string, client = apiClient): Promise<GuidedPathDetail> {
  return callApi(client.get(apiPath(GuidedPathsPaths.detail, { slug })), guidedPathDetailSchema);
}

export function useGuidedPathDetail(slug: string, viewer: number | null) {
  return useQuery<GuidedPathDetail, ApiRequestError>({
    queryKey: [...guidedPathKeys.detail(slug), viewer],
    queryFn: () => fetchGuidedPathDetail(slug),
  });
}
