/** GET /api/v1/interview-experiences/:slug: one experience (published, or the viewer's own, or for a moderator). */
import { useQuery } from '@tanstack/react-query';
import {
  experienceDetailSchema,
  InterviewExperiencePaths,
  type ExperienceDetail,
} from '@katana/shared/api/interview-experiences';
import { fillPath } from '@katana/shared/api/paths';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export function useExperienceDetail(slug: string, viewer: number | null) {
  return useQuery<ExperienceDetail, ApiRequestError>({
    queryKey: [...experienceKeys.detail(slug), viewer],
    queryFn: ({ signal }) =>
      getContract(
        fillPath(InterviewExperiencePaths.detail, { slug }),
        experienceDetailSchema,
        undefined,
        signal,
      ),
    retry: (count, error) => error.status !== 404 && count < 2,
  });
}
