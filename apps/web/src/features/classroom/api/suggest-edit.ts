/** POST /api/v1/problems/:slug/suggest_edit: suggest an edit to a section of the problem. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { CataloguePaths, createdSchema, suggestEditBodySchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type SuggestEditBody = z.input<typeof suggestEditBodySchema>;

export function suggestEdit(slug: string, body: SuggestEditBody, client = apiClient) {
  return callApi(client.post(apiPath(CataloguePaths.suggestEdit, { slug }), body), createdSchema);
}

export function useSuggestEdit(slug: string) {
  return useMutation({ mutationFn: (body: SuggestEditBody) => suggestEdit(slug, body) });
}
