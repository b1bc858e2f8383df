/**
 * GET /api/v1/interview-experiences/recent (the newest published) and /top (the most viewed published lately):
 * the list page's "Recent" / "Top" panel.
 */
import { useQuery } from '@tanstack/react-query';
import {
  experienceItemsSchema,
  InterviewExperiencePaths,
  type ExperienceItems,
} from '@katana/shared/api/interview-experiences';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { experienceKeys } from './experience-keys.ts';

export type Highlight = 'recent' | 'top';

export function useExperienceHighlights(which: Highlight) {
  return useQuery<ExperienceItems, ApiRequestError>({
    queryKey: experienceKeys.highlights(which),
    queryFn: ({ signal }) =>
      getContract(InterviewExperiencePaths[which], experienceItemsSchema, undefined, signal),
  });
}
