/** POST /api/v1/users/default_language (spec 03 §7 "set default language"): answers with the user's preferences. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CataloguePaths,
  preferencesSchema,
  type defaultLanguageBodySchema,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type Preferences = z.infer<typeof preferencesSchema>;
type DefaultLanguageBody = z.input<typeof defaultLanguageBodySchema>;

export function setDefaultLanguage(language: string, client = apiClient): Promise<Preferences> {
  return callApi(
    client.post(apiPath(CataloguePaths.defaultLanguage), { language } satisfies DefaultLanguageBody),
    preferencesSchema,
  );
}

export function useSetDefaultLanguage() {
  return useMutation({ mutationFn: (language: string) => setDefaultLanguage(language) });
}
