/** POST /api/v1/problems/:slug/suggest_edit: suggest an edit to a section of the problem. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { createdSchema, suggestEditBodySchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { problemPath } from './classroom-keys.ts';

export type SuggestEditBody = z.input<typeof suggestEditBodySchema>;

export function suggestEdit(slug: string, body: SuggestEditBody, client = apiClient) {
  return callApi(client.post(`${problemPath(slug)}/suggest_edit`, body), createdSchema);
}

export function useSuggestEdit(slug: string) {
  return useMutation({ mutationFn: (body: SuggestEditBody) => suggestEdit(slug, body) });
}
