/** GET /api/v1/interview-experiences/companies: the company filter's options, most experiences first. */
import { useQuery } from '@tanstack/react-query';
import {
  experienceCompaniesSchema,
  InterviewExperiencePaths,
  type ExperienceCompanies,
} from '@katana/shared/api/interview-experiences';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export function useExperienceCompanies() {
  return useQuery<ExperienceCompanies, ApiRequestError>({
    queryKey: experienceKeys.companies,
    queryFn: ({ signal }) =>
      getContract(InterviewExperiencePaths.companies, experienceCompaniesSchema, undefined, signal),
  });
}
