/** DELETE /api/v1/interview-experiences/:slug: the author deletes their experience. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { experienceDeletedSchema, InterviewExperiencePaths } from '@katana/shared/api/interview-experiences';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export function useDeleteExperience() {
  const queries = useQueryClient();
  return useMutation<{ message: string }, ApiRequestError, string>({
    mutationFn: (slug) =>
      callApi(apiClient.delete(apiPath(InterviewExperiencePaths.detail, { slug })), experienceDeletedSchema),
    onSuccess: () => queries.invalidateQueries({ queryKey: experienceKeys.all }),
  });
}
