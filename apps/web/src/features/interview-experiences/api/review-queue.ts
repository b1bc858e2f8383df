/** GET /api/v1/interview-experiences/review: moderators' queue of experiences waiting for review. */
import { useQuery } from '@tanstack/react-query';
import {
  experienceItemsSchema,
  InterviewExperiencePaths,
  type ExperienceItems,
} from '@katana/shared/api/interview-experiences';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export function useReviewQueue(enabled: boolean) {
  return useQuery<ExperienceItems, ApiRequestError>({
    queryKey: experienceKeys.reviewQueue,
    queryFn: ({ signal }) =>
      getContract(InterviewExperiencePaths.reviewQueue, experienceItemsSchema, undefined, signal),
    enabled,
  });
}
