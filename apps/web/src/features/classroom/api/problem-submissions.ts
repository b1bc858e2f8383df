/** GET /api/v1/problems/:slug/submissions: the user's submissions, newest first, the best one marked. */
import { useQuery } from '@tanstack/react-query';
import {
  SubmissionPaths,
  submissionListSchema,
  type Submission,
} from '@katana/shared/api/practice-submissions';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { classroomKeys } from './classroom-keys.ts';

export async function fetchProblemSubmissions(slug: string, client = apiClient): Promise<Submission[]> {
  const { submissions } = await callApi(
    client.get(apiPath(SubmissionPaths.problemSubmissions, { slug })),
    submissionListSchema,
  );
  return submissions;
}

export function useProblemSubmissions(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.submissions(slug),
    queryFn: () => fetchProblemSubmissions(slug),
    enabled,
  });
}
