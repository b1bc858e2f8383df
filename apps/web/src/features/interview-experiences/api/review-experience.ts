/** POST /api/v1/interview-experiences/:slug/review { decision, reason }: a moderator approves or rejects. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  experienceDetailSchema,
  InterviewExperiencePaths,
  type ExperienceDetail,
  type experienceReviewBodySchema,
} from '@katana/shared/api/interview-experiences';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

type ReviewBody = z.input<typeof experienceReviewBodySchema>;

export function useReviewExperience() {
  const queries = useQueryClient();
  return useMutation<ExperienceDetail, ApiRequestError, { slug: string; body: ReviewBody }>({
    mutationFn: ({ slug, body }) =>
      callApi(
        apiClient.post(apiPath(InterviewExperiencePaths.review, { slug }), body),
        experienceDetailSchema,
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: experienceKeys.all }),
  });
}
