/** POST /api/v1/guided_paths/last_viewed { slug, key }: remember where the learner is (fire and forget). */
import type { z } from 'zod';
import {
  GuidedPathsPaths,
  guidedPathLastViewedSchema,
  type guidedPathLastViewedBodySchema,
  type LastContent,
} from '@katana/shared/api/guided-paths';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export async function postLastViewed(slug: string, key: string, client = apiClient): Promise<LastContent> {
  const body: z.input<typeof guidedPathLastViewedBodySchema> = { slug, key };
  const answer = await callApi(
    client.post(apiPath(GuidedPathsPaths.lastViewed), body),
    guidedPathLastViewedSchema,
  );
  return answer.last_content;
}
