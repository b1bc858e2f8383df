/** GET /api/v1/jobs/:slug: one open post. */
import { useQuery } from '@tanstack/react-query';
import { JobsPaths, jobPostSchema, type JobPost } from '@katana/shared/api/jobs';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function useJobPost(slug: string) {
  return useQuery<JobPost, ApiRequestError>({
    queryKey: ['jobs', 'post', slug],
    queryFn: () => callApi(apiClient.get(apiPath(JobsPaths.detail, { slug })), jobPostSchema),
  });
}
