/**
 * POST /api/v3/nps { nps_rating, additional_feedback } -> { submitted } (spec 02 §3, §7). No mutation hook: the
 * survey's reducer (@katana/shared/engagement/nps) already holds the loading state and the step.
 */
import type { z } from 'zod';
import {
  CommunityPaths,
  npsCreateResponseSchema,
  type npsCreateBodySchema,
} from '@katana/shared/engagement/api-community';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

type NpsAnswer = z.input<typeof npsCreateBodySchema>;

export async function submitNps(answer: NpsAnswer, client = apiClient): Promise<boolean> {
  const data = await callApi(
    client.request(apiPath(CommunityPaths.nps), { method: 'POST', body: answer, loadingBar: false }),
    npsCreateResponseSchema,
  );
  return data.submitted;
}
