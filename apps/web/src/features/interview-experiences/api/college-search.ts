/** GET /api/v1/colleges?term=: the college picker's suggestions (prefix, substring and typos). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { collegeListSchema, CollegePaths, type CollegeList } from '@katana/shared/api/colleges';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export function useCollegeSearch(term: string) {
  return useQuery<CollegeList, ApiRequestError>({
    queryKey: [...experienceKeys.all, 'colleges', term],
    queryFn: ({ signal }) => getContract(CollegePaths.list, collegeListSchema, { term }, signal),
    enabled: term.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
