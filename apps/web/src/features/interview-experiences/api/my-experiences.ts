/** GET /api/v1/interview-experiences/mine: the learner's own experiences in every status. */
import { useQuery } from '@tanstack/react-query';
import {
  experienceItemsSchema,
  InterviewExperiencePaths,
  type ExperienceItems,
} from '@katana/shared/api/interview-experiences';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export function useMyExperiences() {
  return useQuery<ExperienceItems, ApiRequestError>({
    queryKey: experienceKeys.mine,
    queryFn: ({ signal }) =>
      getContract(InterviewExperiencePaths.mine, experienceItemsSchema, undefined, signal),
  });
}
