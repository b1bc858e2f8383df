/** GET /api/v1/interview-experiences?company&role&outcome&year&q&page: published experiences, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  experienceListSchema,
  InterviewExperiencePaths,
  type ExperienceList,
} from '@katana/shared/api/interview-experiences';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export function useExperienceList(params: Record<string, string>) {
  return useQuery<ExperienceList, ApiRequestError>({
    queryKey: experienceKeys.list(params),
    queryFn: ({ signal }) => getContract(InterviewExperiencePaths.list, experienceListSchema, params, signal),
    placeholderData: keepPreviousData,
  });
}
