/** PUT /api/v1/problems/:slug/code: save the draft of one language. */
import type { z } from 'zod';
import {
  CataloguePaths,
  draftSavedSchema,
  type saveDraftBodySchema,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type DraftSaved = z.infer<typeof draftSavedSchema>;

export function saveDraft(
  slug: string,
  body: z.input<typeof saveDraftBodySchema>,
  client = apiClient,
): Promise<DraftSaved> {
  return callApi(
    client.put(apiPath(CataloguePaths.code, { slug }), body, { loadingBar: false }),
    draftSavedSchema,
  );
}
