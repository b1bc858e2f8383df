/** POST /api/v1/users/preferences (spec 03 §7 "user preferences (autocomplete)"): answers with the preferences. */
import { useMutation } from '@tanstack/react-query';
import { preferencesSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import type { Preferences } from './default-language.ts';

export const PREFERENCES_PATH = 'v1/users/preferences';

export function setAutocomplete(autocomplete: boolean, client = apiClient): Promise<Preferences> {
  return callApi(client.post(PREFERENCES_PATH, { autocomplete }, { loadingBar: false }), preferencesSchema);
}

export function useSetAutocomplete() {
  return useMutation({ mutationFn: (autocomplete: boolean) => setAutocomplete(autocomplete) });
}
