/** GET /api/v1/interview_bundles/:slug: the sections and problems with the viewer's marks and progress. */
import { useQuery } from '@tanstack/react-query';
import {
  InterviewBundlesPaths,
  interviewBundleDetailSchema,
  type InterviewBundleDetail,
} from '@katana/shared/api/interview-bundles';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { interviewBundleKeys } from './interview-bundle-keys.ts';

function fetchInterviewBundle(slug: string, client = apiClient) {
  return callApi(client.get(apiPath(InterviewBundlesPaths.detail, { slug })), interviewBundleDetailSchema);
}

export function useInterviewBundle(slug: string, viewer: number | null) {
  return useQuery<InterviewBundleDetail, ApiRequestError>({
    queryKey: [...interviewBundleKeys.of(slug), viewer],
    queryFn: () => fetchInterviewBundle(slug),
    // Progress moves on the problem page: coming back from it shows the new marks, not a cached view.
    refetchOnMount: 'always',
  });
}
