/** POST /api/v1/users/default_language (spec 03 §7 "set default language"): answers with the user's preferences. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { preferencesSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export const DEFAULT_LANGUAGE_PATH = 'v1/users/default_language';
export type Preferences = z.infer<typeof preferencesSchema>;

export function setDefaultLanguage(language: string, client = apiClient): Promise<Preferences> {
  return callApi(client.post(DEFAULT_LANGUAGE_PATH, { language }), preferencesSchema);
}

export function useSetDefaultLanguage() {
  return useMutation({ mutationFn: (language: string) => setDefaultLanguage(language) });
}
