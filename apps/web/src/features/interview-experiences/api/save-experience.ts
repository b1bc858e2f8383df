/**
 * POST /api/v1/interview-experiences (create) and PUT /api/v1/interview-experiences/:slug (edit): a draft, or
 * submitted for review with the captcha token. Answers the stored experience with a message for the author.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  experienceDetailSchema,
  InterviewExperiencePaths,
  type ExperienceBody,
  type ExperienceDetail,
} from '@katana/shared/api/interview-experiences';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

function saveExperience(
  slug: string | null,
  body: ExperienceBody,
  client = apiClient,
): Promise<ExperienceDetail> {
  return callApi(
    slug
      ? client.put(apiPath(InterviewExperiencePaths.detail, { slug }), body)
      : client.post(apiPath(InterviewExperiencePaths.list), body),
    experienceDetailSchema,
  );
}

export function useSaveExperience(slug: string | null) {
  const queries = useQueryClient();
  return useMutation<ExperienceDetail, ApiRequestError, ExperienceBody>({
    mutationFn: (body) => saveExperience(slug, body),
    onSuccess: () => queries.invalidateQueries({ queryKey: experienceKeys.all }),
  });
}
