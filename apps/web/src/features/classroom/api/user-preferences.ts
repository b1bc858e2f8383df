/** POST /api/v1/users/preferences (spec 03 §7 "user preferences (autocomplete)"): answers with the preferences. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CataloguePaths,
  preferencesSchema,
  type preferencesBodySchema,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import type { Preferences } from './default-language.ts';

type PreferencesBody = z.input<typeof preferencesBodySchema>;

export function setAutocomplete(autocomplete: boolean, client = apiClient): Promise<Preferences> {
  return callApi(
    client.post(apiPath(CataloguePaths.preferences), { autocomplete } satisfies PreferencesBody, {
      loadingBar: false,
    }),
    preferencesSchema,
  );
}

export function useSetAutocomplete() {
  return useMutation({ mutationFn: (autocomplete: boolean) => setAutocomplete(autocomplete) });
}
