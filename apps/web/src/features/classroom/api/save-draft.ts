/** PUT /api/v1/problems/:slug/code: save the draft of one language. */
import type { z } from 'zod';
import { draftSavedSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { problemPath } from './classroom-keys.ts';

export type DraftSaved = z.infer<typeof draftSavedSchema>;

export function saveDraft(
  slug: string,
  body: { language: string; code: string },
  client = apiClient,
): Promise<DraftSaved> {
  return callApi(client.put(`${problemPath(slug)}/code`, body, { loadingBar: false }), draftSavedSchema);
}
