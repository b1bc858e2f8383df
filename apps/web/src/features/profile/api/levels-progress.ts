/** GET /api/v3/levels/progress?uuid: anyone's current level and the EXP it comes from. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ExperiencePaths, levelsProgressSchema } from '@katana/shared/engagement/api-experience';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { profileKeys, type ViewerId } from './paths.ts';

export type LevelsProgress = z.infer<typeof levelsProgressSchema>;

export function useLevelsProgress(viewer: ViewerId, uuid: string | null) {
  const params = uuid ? { uuid } : undefined;
  return useQuery<LevelsProgress, ApiRequestError>({
    queryKey: profileKeys.of(viewer, 'levels-progress', uuid),
    // Signed-in only on the server: a visitor's call would end in the expired-session redirect.
    enabled: viewer !== null,
    queryFn: ({ signal }) => getContract(ExperiencePaths.levelsProgress, levelsProgressSchema, params, signal),
  });
}
