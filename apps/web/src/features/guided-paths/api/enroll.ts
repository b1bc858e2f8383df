/** POST /api/v1/guided_paths/enroll { slug, source }: enrols the learner; answers where to start. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  GuidedPathsPaths,
  guidedPathEnrolledSchema,
  type GuidedPathEnrolled,
  type guidedPathEnrollBodySchema,
} from '@katana/shared/api/guided-paths';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { guidedPathKeys } from './guided-path-keys.ts';

/** Spec 03 §7 "source": where the enrolment started. */
export const ENROLL_SOURCE = 'guided_path_detail';

function enroll(slug: string, client = apiClient): Promise<GuidedPathEnrolled> {
  const body: z.input<typeof guidedPathEnrollBodySchema> = { slug, source: ENROLL_SOURCE };
  return callApi(client.post(apiPath(GuidedPathsPaths.enroll), body), guidedPathEnrolledSchema);
}

export function useEnroll(slug: string) {
  const queries = useQueryClient();
  return useMutation<GuidedPathEnrolled, ApiRequestError, void>({
    mutationFn: () => enroll(slug),
    onSuccess: () => queries.invalidateQueries({ queryKey: guidedPathKeys.all }),
  });
}
