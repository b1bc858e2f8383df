/** GET /api/v1/interview_bundles?level&topic: the bundle cards with the viewer's progress, and the facets. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  InterviewBundlesPaths,
  interviewBundleListSchema,
  type InterviewBundleList,
} from '@katana/shared/api/interview-bundles';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { interviewBundleKeys } from './interview-bundle-keys.ts';

/** The filters as query parameters: levels and topic slugs comma-separated; empty ones left out. */
export type InterviewBundleListParams = Record<string, string>;

function fetchInterviewBundles(params: InterviewBundleListParams, client = apiClient) {
  return callApi(client.get(apiPath(InterviewBundlesPaths.list), { params }), interviewBundleListSchema);
}

export function useInterviewBundleList(params: InterviewBundleListParams, viewer: number | null) {
  return useQuery<InterviewBundleList, ApiRequestError>({
    queryKey: [...interviewBundleKeys.list(params), viewer],
    queryFn: () => fetchInterviewBundles(params),
    placeholderData: keepPreviousData,
    // Progress moves on the problem page: coming back from it shows the new marks, not a cached view.
    refetchOnMount: 'always',
  });
}
