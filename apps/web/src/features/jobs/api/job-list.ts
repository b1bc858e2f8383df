/** GET /api/v1/jobs?q&remote&experience&skill&location: open posts and the facets. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { JobsPaths, jobListSchema, type JobList } from '@katana/shared/api/jobs';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

/** The filters as query parameters (comma-separated values); empty ones left out. */
export type JobListParams = Record<string, string>;

export function useJobList(params: JobListParams) {
  return useQuery<JobList, ApiRequestError>({
    queryKey: ['jobs', 'list', params],
    queryFn: () => callApi(apiClient.get(apiPath(JobsPaths.list), { params }), jobListSchema),
    placeholderData: keepPreviousData,
  });
}
